import { z } from 'zod';
import { clientText } from '../common/validation.ts';
import { ReviewMessages } from './reviews-copy.ts';
import {
  hasControlCharacters,
  REVIEW_BODY_MAX,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_VISIBILITIES,
} from './reviews-rules.ts';

/**
 * Plain text from a collector or a vendor: line breaks made `\n`, trimmed, no control characters
 * (a one-line text no line breaks), at most `max` characters. Shown as text, never as HTML.
 */
export function plainText(options: { required?: string; tooLong: string; max: number; multiline: boolean }) {
  const text = clientText({ error: options.required ?? options.tooLong })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !hasControlCharacters(value, options.multiline), ReviewMessages.controlCharacters)
    .refine((value) => value.length <= options.max, options.tooLong);
  const required = options.required;
  return required ? text.refine((value) => value.length > 0, required) : text;
}

/** What the author writes (the form and the API share it); the photo comes as its own upload. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: ReviewMessages.ratingRequired })
    .int(ReviewMessages.ratingRequired)
    .min(REVIEW_RATING_MIN, ReviewMessages.ratingRequired)
    .max(REVIEW_RATING_MAX, ReviewMessages.ratingRequired),
  title: plainText({
    required: ReviewMessages.titleRequired,
    tooLong: ReviewMessages.titleTooLong,
    max: REVIEW_TITLE_MAX,
    multiline: false,
  }),
  body: plainText({ tooLong: ReviewMessages.bodyTooLong, max: REVIEW_BODY_MAX, multiline: true }).optional().default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewFields = z.output<typeof reviewInputSchema>;

export const newReviewSchema = reviewInputSchema.extend({ vendorOrderId: z.string().min(1) });

export const reviewReplyInputSchema = z.object({
  body: plainText({
    required: ReviewMessages.replyRequired,
    tooLong: `The reply must be at most ${REVIEW_REPLY_MAX} characters`,
    max: REVIEW_REPLY_MAX,
    multiline: true,
  }),
});

export const reviewHideInputSchema = z.object({
  reason: plainText({
    required: ReviewMessages.reasonRequired,
    tooLong: `The reason must be at most ${REVIEW_HIDE_REASON_MAX} characters`,
    max: REVIEW_HIDE_REASON_MAX,
    multiline: true,
  }),
});

/** An artist's rating: the average of visible reviews to one decimal (null with none) and their count. */
export const artistRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type ArtistRating = z.infer<typeof artistRatingSchema>;

export const reviewReplySchema = z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string().nullable() });

/** A review as the artist page shows it: the reviewer by first name and initial only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  photoUrl: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** One page of an artist's visible reviews, newest first, with the rating they add up to. */
export const artistReviewsSchema = z.object({
  rating: artistRatingSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  reviews: z.array(publicReviewSchema),
});
export type ArtistReviews = z.infer<typeof artistReviewsSchema>;

/** The author's own review, with what they may still do to it. */
export const ownReviewSchema = publicReviewSchema.extend({
  vendorOrderId: z.string(),
  hidden: z.boolean(),
  editableUntil: z.string(),
  canEdit: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Per vendor part of one of the collector's orders: whether it can be reviewed, and the review if written. */
export const orderReviewStateSchema = z.object({
  vendorOrderId: z.string(),
  studioName: z.string(),
  canReview: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type OrderReviewState = z.infer<typeof orderReviewStateSchema>;

/** A review in the console: who wrote it about whom, and whether and why it is hidden. */
export const adminReviewSchema = publicReviewSchema.extend({
  studioName: z.string(),
  vendorOrderNumber: z.string(),
  authorEmail: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsQuerySchema = reviewPageQuerySchema.extend({
  visibility: z.enum(REVIEW_VISIBILITIES).default('visible'),
});
export const adminReviewsSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  reviews: z.array(adminReviewSchema),
});
export type AdminReviews = z.infer<typeof adminReviewsSchema>;

export const studioReviewsSchema = artistReviewsSchema;

import { z } from 'zod';
import { hasControlCharacters } from '../artists/reviews-rules.ts';
import { hasAtMostTwoDecimals, toCents } from '../common/money.ts';
import { clientText } from '../common/validation.ts';
import { messageBodySchema } from './conversations.ts';
import { OfferMessages } from './offers-copy.ts';
import { OFFER_NOTE_MAX, OFFER_REASON_MAX, OFFER_STATUSES } from './offers-rules.ts';

/** Dollars with at most two decimals, more than zero (the wire carries dollars; the server keeps cents). */
const dollars = (required: string) =>
  z
    .number({ error: required })
    .refine((value) => Number.isFinite(value) && toCents(value) > 0, OfferMessages.amountPositive)
    .refine(hasAtMostTwoDecimals, OfferMessages.amountDecimals)
    .refine((value) => value <= 100_000_000, OfferMessages.amountPositive);

const plainText = (max: number, tooLong: string) =>
  clientText({ error: tooLong })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !hasControlCharacters(value, true), OfferMessages.plainText)
    .refine((value) => value.length <= max, tooLong)
    .optional()
    .default('');

/** The collector's offer: what the form and the API share. */
export const makeOfferSchema = z.object({
  amount: dollars(OfferMessages.amountRequired),
  note: plainText(OFFER_NOTE_MAX, OfferMessages.noteTooLong),
  /** "Question for the artist": posted into the collector's conversation about the artwork (ADR 0047). */
  question: messageBodySchema.optional(),
});
export type MakeOfferInput = z.input<typeof makeOfferSchema>;

/** The artist's answer: accept, decline (with an optional reason) or counter (with an amount). */
export const artistAnswerSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline'), reason: plainText(OFFER_REASON_MAX, OfferMessages.reasonTooLong) }),
  z.object({
    action: z.literal('counter'),
    amount: dollars(OfferMessages.counterRequired),
    note: plainText(OFFER_NOTE_MAX, OfferMessages.noteTooLong),
  }),
]);
export type ArtistAnswer = z.output<typeof artistAnswerSchema>;

/** The collector's answer to a counter. */
export const collectorAnswerSchema = z.object({ action: z.enum(['accept', 'decline']) });

/** Per artwork, in the studio: whether it takes offers, and the private floor (dollars, or null for none). */
export const offerSettingsSchema = z.object({
  acceptsOffers: z.boolean(),
  floor: z
    .number()
    .refine((value) => toCents(value) > 0, OfferMessages.floorPositive)
    .refine(hasAtMostTwoDecimals, OfferMessages.amountDecimals)
    .nullable()
    .default(null),
});
export type OfferSettings = z.output<typeof offerSettingsSchema>;

/** What anyone may know of an artwork's offers: only whether it takes them (never the floor). */
export const artworkOffersSchema = z.object({ acceptsOffers: z.boolean() });

export const offerSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  artistName: z.string(),
  imageUrl: z.string().nullable(),
  /** The listed price with tax when the offer was made, dollars. */
  listedPrice: z.number(),
  amount: z.number(),
  note: z.string(),
  counterAmount: z.number().nullable(),
  counterNote: z.string(),
  declineReason: z.string(),
  agreedAmount: z.number().nullable(),
  status: z.enum(OFFER_STATUSES),
  /** When the step under way ends: the answer's deadline, or the end of an accepted offer's hold. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The studio's view adds the collector's public name (first name and initial). */
  collectorName: z.string().optional(),
  /** Set on a declined offer the floor declined at once; the collector reads `message`. */
  message: z.string().optional(),
  /** On making an offer with a question: the conversation the question went into. */
  conversationId: z.string().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** One line of the studio's offer settings: an artwork of the caller's with its switch and floor. */
export const studioOfferSettingSchema = z.object({
  productId: z.string(),
  title: z.string(),
  price: z.number(),
  acceptsOffers: z.boolean(),
  floor: z.number().nullable(),
});

/** The offer an order came from, as the console shows it. */
export const orderOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  listedPrice: z.number(),
  amount: z.number(),
  counterAmount: z.number().nullable(),
  agreedAmount: z.number().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
});

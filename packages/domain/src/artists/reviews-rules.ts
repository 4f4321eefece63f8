// Reviews of artists (docs/product/reviews.md): the limits and the pure rules, zod-free (ADR 0011).

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** About a tweet's length: a headline, not a second body. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 500;
/** The author may change their review (stars, words, photo) for this long after writing it. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment the author may edit a review written at `createdAt`. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function canEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime();
}

/** The average to one decimal (4.25 shows as 4.3), or null with no reviews. */
export function roundedAverage(sumOfStars: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sumOfStars / count) * 10) / 10;
}

/** How a reviewer is named in public: first name and the initial of the last ("Asha K."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether a text holds a control character (C0 or DEL): plain text has no use for them, and some hide or
 * garble what a reader sees. A multi-line text may hold tabs and line breaks; a one-line text (a title) not.
 */
export function hasControlCharacters(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0x1f && code !== 0x7f) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

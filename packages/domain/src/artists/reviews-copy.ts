import { REVIEW_BODY_MAX, REVIEW_EDIT_DAYS, REVIEW_TITLE_MAX } from './reviews-rules.ts';

/** The texts of reviews of artists (docs/product/reviews.md). */
export const ReviewMessages = {
  ratingRequired: 'Please choose from 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  titleTooLong: `The title must be at most ${REVIEW_TITLE_MAX} characters`,
  bodyTooLong: `The review must be at most ${REVIEW_BODY_MAX} characters`,
  replyRequired: 'Please write your reply',
  reasonRequired: 'Please give the reason for hiding this review',
  controlCharacters: 'Please use plain text only',
  notFound: 'Review not found',
  orderNotReviewable: 'Only a delivered order can be reviewed, by its buyer',
  alreadyReviewed: 'You have already reviewed this order',
  editWindowClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written`,
  hiddenByTeam: 'This review was hidden by our team and can no longer be changed',
  photoMissing: 'Please choose a photo',
  photoTooLarge: 'The photo must be at most 5 MB',
  photoImagesOnly: 'The photo must be an image (JPEG, PNG or WebP)',
  saved: 'Thank you: your review is on the artist page',
  updated: 'Your review was updated',
  replySaved: 'Your reply is on your artist page',
  hidden: 'The review is hidden and its author was told why',
  unhidden: 'The review is visible again',
  reviewThisArtist: 'Review this artist',
  editYourReview: 'Edit your review',
  emptyArtistReviews: 'No reviews yet',
  emptyStudioReviews: 'No reviews yet: collectors can review you once their order is delivered',
  emptyConsoleReviews: 'No reviews here',
  fetchFailed: 'Failed to fetch reviews',
} as const;

/** "4.3 out of 5 (12 reviews)". */
export function ratingSummaryText(average: number, count: number): string {
  return `${average.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

import { MAX_OPEN_OFFERS, OFFER_NOTE_MAX, OFFER_REASON_MAX } from './offers-rules.ts';

/** The texts of offers on artworks (docs/product/offers.md). */
export const OfferMessages = {
  makeOffer: 'Make an offer',
  amountRequired: 'Please enter the amount you offer',
  amountPositive: 'The amount must be more than zero',
  amountDecimals: 'The amount can have at most 2 decimals',
  atOrAboveListed: 'Your offer is at or above the price: you can buy the work at its price instead',
  counterRange: "A counter must be more than the collector's offer and less than the price",
  counterRequired: 'Please enter the amount of your counter',
  noteTooLong: `The note must be at most ${OFFER_NOTE_MAX} characters`,
  reasonTooLong: `The reason must be at most ${OFFER_REASON_MAX} characters`,
  floorPositive: 'The lowest offer must be more than zero',
  plainText: 'Please use plain text only',
  notAccepting: 'This artwork does not take offers',
  notAvailable: 'This artwork is no longer for sale',
  alreadyOpen: 'You already have an offer on this artwork: see My offers',
  tooManyOpen: `You have ${MAX_OPEN_OFFERS} offers waiting for an answer: wait for one before you make another`,
  ownArtwork: 'You cannot make an offer on your own artwork',
  notFound: 'Offer not found',
  notYourTurn: 'This offer is not waiting for your answer',
  closed: 'This offer has already been answered or has ended',
  heldForPayment: 'Someone is paying for this artwork right now, so the offer cannot be accepted',
  checkoutAgain: 'Your accepted offer holds this artwork for you: check out again to pay the agreed price',
  agreedPriceLapsed: 'The agreed price has ended: the artwork is back at its price',
  belowFloor:
    'Thank you for your offer. The artist cannot accept this amount, so it was declined. You are welcome to offer more or to buy the work at its price.',
  sent: 'Your offer was sent to the artist. They have 72 hours to answer.',
  agreedPriceInCart: 'The price you agreed with the artist',
  questionLabel: 'Question for the artist (optional)',
  questionHint: 'It goes to your conversation with the artist about this artwork, in Messages.',
  questionSent: 'Your question is in your conversation with the artist.',
  accepted: 'Offer accepted: the artwork is held for the collector for 48 hours',
  declined: 'Offer declined',
  countered: 'Your counter was sent to the collector',
  counterAccepted: 'You accepted the counter: the artwork is yours to pay for within 48 hours',
  counterDeclined: 'You declined the counter',
  settingsSaved: 'Offer settings saved',
  emptyCollector: 'No offers yet: make one from an artwork page where the artist takes offers',
  emptyStudio: 'No offers yet: collectors can make offers on the artworks where you turn offers on',
  fetchFailed: 'Failed to fetch offers',
} as const;

/** What each status reads as, in the studio and the dashboard. */
export const OFFER_STATUS_LABELS = {
  open: 'Waiting for the artist',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  lapsed: 'No longer available',
  purchased: 'Bought',
} as const;

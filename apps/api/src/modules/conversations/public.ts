/**
 * What other modules may use of conversations (they never import its repository): the offers module posts
 * an offer's "question for the artist" into the collector's conversation about the artwork, and reads who
 * a conversation is between to show the collector's offer in the thread (ADR 0048).
 */
export {
  askWithinTransaction as postArtworkQuestion,
  conversationParties,
  type Participant,
} from './conversations.service.ts';

/**
 * What other modules may use of conversations (they never import its repository): the offers module posts
 * an offer's "question for the artist" into the collector's conversation about the artwork (ADR 0048).
 */
export { askWithinTransaction as postArtworkQuestion } from './conversations.service.ts';

// What other modules may use of saved works and follows (issue 29): the alerts ask here who to tell.
// These answer customer ids to the server only; no route answers them to a person.
export { findFollowerIds as listFollowersOfArtist } from './followed-artists.repository.ts';
export { findSaverIds as listCollectorsWhoSaved } from './saved-works.repository.ts';

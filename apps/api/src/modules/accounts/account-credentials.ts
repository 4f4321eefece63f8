/** What other modules may use of accounts' records: an open account's credentials, and replacing its password. */
export { findOpenAccountByEmail, replacePassword } from './account.repository.ts';

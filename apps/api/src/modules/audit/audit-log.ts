/** What other modules may use of audit: the log where every admin's action is written in its transaction. */
export { type AdminAction, recordAdminAction } from './audit-log.repository.ts';

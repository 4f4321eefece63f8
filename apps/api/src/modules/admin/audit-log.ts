/** What other modules may use of admin: the audit log, where every admin's action is written in its transaction. */
export { recordAdminAction } from './audit-log.repository.ts';

// What other modules may use of the alerts (ADR 0041): the approval of a work tells its artist's followers.
export { insertNewWorkAlerts as announceNewWork } from './alerts.repository.ts';

import type { AppContext } from '#api/context.ts';
import { insertNewWorkAlerts } from './alerts.repository.ts';

/**
 * What the alerts hear (ADR 0041, 0053): a work approved for the first time is news to its artist's followers,
 * written in the approval's own transaction, so it is told once or not at all. The other alerts (a sale, a
 * return to sale, a lower price) come from watching saved works (`alerts-job.ts`), which also catches a hold
 * that simply lapsed.
 */
export function alertFollowersOn(ctx: AppContext): void {
  ctx.events.subscribe('artwork.reviewed', {
    phase: 'in-transaction',
    handle: async (event, tx) => {
      if (event.firstApproval) await insertNewWorkAlerts(tx, event.productId, event.artistName, ctx.now());
    },
  });
}

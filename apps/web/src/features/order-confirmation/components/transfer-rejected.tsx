import { heldForCollectorNote } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';

/**
 * A bank transfer our team could not verify: why, why the amount due changed (the discount went with
 * the transfer), what we hold of the money already sent, until when the artworks stay reserved, and the
 * way to pay again (a new proof, or another method) while they are. `heldUntil` is null once the hold
 * has ended (the server answers only live holds).
 */
export function TransferRejected({
  rejection,
  orderId,
}: {
  rejection: NonNullable<OrderView['transferRejection']>;
  orderId: string;
}) {
  return (
    <section aria-labelledby="not-verified-heading" className="flex flex-col gap-3 border border-danger bg-white p-6">
      <h2 id="not-verified-heading" className="text-xl">
        We could not verify your bank transfer
      </h2>
      {rejection.notes ? (
        <p>
          <span className="text-muted">Reason from our team: </span>
          {rejection.notes}
        </p>
      ) : null}
      {rejection.amountDueNote ? <p className="text-sm">{rejection.amountDueNote}</p> : null}
      {rejection.heldForYou > 0 ? <p className="text-sm">{heldForCollectorNote(rejection.heldForYou)}</p> : null}
      <p className="text-sm">
        {rejection.heldUntil
          ? `Your artworks are reserved for you until ${formatOrderDate(rejection.heldUntil, true)}: send a new proof of payment or pay another way before then.`
          : 'The reservation of your artworks has ended; you can still pay for them while nobody else has bought them.'}
      </p>
      <ButtonLink to={`/checkout?${new URLSearchParams({ order: orderId })}`} className="self-start">
        Send a new proof or pay another way
      </ButtonLink>
    </section>
  );
}

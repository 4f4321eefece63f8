import {
  formatUsd,
  isFullRefundClaim,
  parseServerDate,
  RETURN_REQUEST_WINDOW_MS,
  type ReturnReason,
} from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { AfterSaleWords } from '../after-sale-words.ts';

type ReturnQuote = NonNullable<DashboardOrder['returnQuote']>;

const CLAIMS_IN_FULL: readonly ReturnReason[] = ['damaged', 'not_as_described'];

/**
 * Whether the return as filled in now would be refunded in full, by the domain's own rule. The order
 * does not carry its delivery time, but its return window opens at delivery and lasts RETURN_REQUEST_WINDOW_MS.
 */
export function isRefundedInFull(returnableUntil: string, reason: ReturnReason | '', photoCount: number, now: number): boolean {
  if (reason === '') return false;
  const deliveredAt = new Date(parseServerDate(returnableUntil).getTime() - RETURN_REQUEST_WINDOW_MS);
  return isFullRefundClaim({ reason, deliveredAt, requestedAt: new Date(now), photoCount });
}

/** The refund the return will give, announced as it changes with the reason and the photos. */
export function ReturnRefundSummary({
  quote,
  returnableUntil,
  reason,
  photoCount,
  now,
}: {
  quote: ReturnQuote;
  returnableUntil: string;
  reason: ReturnReason | '';
  photoCount: number;
  now: number;
}) {
  const inFull = isRefundedInFull(returnableUntil, reason, photoCount, now);
  // Damage or a wrong description still early enough: one photo would make it a full refund.
  const photoWouldHelp = !inFull && reason !== '' && isRefundedInFull(returnableUntil, reason, 1, now);
  const lateClaim = !inFull && CLAIMS_IN_FULL.includes(reason as ReturnReason) && !photoWouldHelp;
  return (
    <div role="status" className="flex flex-col gap-1 rounded-sm border border-line bg-white p-4 text-sm">
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-medium">Your refund</span>
        <span className="text-lg font-semibold tabular-nums">{formatUsd(inFull ? quote.fullRefund : quote.refund)}</span>
      </p>
      <p className="text-muted">
        {inFull ? AfterSaleWords.fullRefund : AfterSaleWords.feeRefund(formatUsd(quote.restockingFee))}
      </p>
      {photoWouldHelp ? <p>{AfterSaleWords.photoForFullRefund(formatUsd(quote.fullRefund))}</p> : null}
      {lateClaim ? <p>{AfterSaleWords.lateClaim}</p> : null}
    </div>
  );
}

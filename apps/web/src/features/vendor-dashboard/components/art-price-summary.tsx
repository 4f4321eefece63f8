import { formatUsd, toBasisPoints, toCents, toDollars, vendorShare } from '@art-market/domain/rules';

/** The sticky summary of the Add ART form: price, commission and "You will get" = price x (100 - commission) / 100. */
export function ArtPriceSummary({
  price,
  commissionPercentage,
  commissionError,
}: {
  price: string;
  commissionPercentage: number;
  commissionError: string | undefined;
}) {
  const typed = Number(price);
  const dollars = price.trim() !== '' && Number.isFinite(typed) && typed > 0 ? typed : 0;
  const share = toDollars(vendorShare(toCents(dollars), toBasisPoints(commissionPercentage)));
  return (
    <aside aria-label="Price summary" className="rounded-sm border border-line bg-white p-5 lg:sticky lg:top-6">
      <h3 className="text-xl">Summary</h3>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Price</dt>
          <dd className="tabular-nums">{formatUsd(dollars)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Commission</dt>
          <dd className="tabular-nums">{commissionPercentage}%</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-medium">
          <dt>You will get</dt>
          <dd className="tabular-nums">{formatUsd(share)}</dd>
        </div>
      </dl>
      {commissionError ? <p className="mt-3 text-sm text-danger">{commissionError}</p> : null}
    </aside>
  );
}

import type { ReturnView } from '@art-market/domain/schemas';

/** Where a return is sent (each artist's return address) and the reference the collector writes on the parcel. */
export function ReturnAddress({
  view,
  heading = 'Send it to',
}: {
  view: Pick<ReturnView, 'returnTo' | 'reference'>;
  heading?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      {view.returnTo.map((vendor) => (
        <div key={vendor.vendorName}>
          <p className="font-medium">{heading}</p>
          <address className="not-italic leading-relaxed">
            {vendor.lines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ))}
      <p>
        Write the reference <span className="font-medium tabular-nums">{view.reference}</span> on the parcel.
      </p>
    </div>
  );
}

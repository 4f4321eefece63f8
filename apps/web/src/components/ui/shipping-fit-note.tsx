import {
  type CartItem,
  fittingShippingOption,
  formatUsd,
  shippingMismatchMessage,
  supportLinkFor,
} from '@art-market/domain/rules';
import { Link } from 'react-router';
import { Button } from './button.tsx';

const linkClasses = 'inline-flex min-h-11 items-center font-medium text-ink underline underline-offset-4';

/**
 * Under a cart line: whether its shipping option fits the destination country, and when a Domestic
 * option goes abroad, the warning and the International option to switch to, where there is one.
 */
export function ShippingFitNote({
  item,
  destination,
  onSwitch,
  switching = false,
}: {
  item: CartItem;
  destination: string;
  onSwitch: (shippingOptionId: string) => void;
  switching?: boolean;
}) {
  if (!destination.trim()) return null;
  const fit = fittingShippingOption(item.shippingOptions, item.countryOfOrigin, destination);
  const mismatch = shippingMismatchMessage(item.shippingName, item.countryOfOrigin, destination);
  if (!mismatch) {
    return fit?.name === item.shippingName ? <p className="text-muted">Fits delivery to {destination}.</p> : null;
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-danger">
      <p>{mismatch}</p>
      {fit ? (
        <Button variant="secondary" className="min-h-9 px-3" disabled={switching} onClick={() => onSwitch(fit.id)}>
          Switch {item.title} to {fit.name} ({formatUsd(fit.cost)})
        </Button>
      ) : (
        <>
          <p>No international option is offered: contact the gallery before paying.</p>
          {/* Two ways to reach it: the artist's page, and our support form already about this artwork. */}
          <p className="flex flex-wrap gap-x-4">
            <Link className={linkClasses} to={`/artists/${encodeURIComponent(item.artistName)}`}>
              {item.artistName}'s page
            </Link>
            <Link className={linkClasses} to={supportLinkFor(item.productId, 'shipping')}>
              Ask us about shipping {item.title}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

import { OfferMessages } from '@art-market/domain/copy';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';
import { useArtworkOffers } from '../api/artwork-offers.ts';

// The form checks with the server's zod schema: loaded on the first click, so the artwork page's first paint
// stays free of zod (ADR 0011).
const MakeOfferForm = lazy(() => import('./make-offer-form.tsx').then((module) => ({ default: module.MakeOfferForm })));

/** "Make an offer" on an artwork whose artist takes offers (docs/product/offers.md#making-an-offer). */
export function MakeOffer({ productId, listedPrice }: { productId: string; listedPrice: number }) {
  const offers = useArtworkOffers(productId, true);
  const { customerToken } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!offers.data?.acceptsOffers) return null;
  if (!open) {
    return (
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          if (customerToken) setOpen(true);
          else
            void navigate('/login', {
              state: { redirectTo: `${location.pathname}${location.search}`, message: 'Please log in to make an offer' },
            });
        }}
      >
        {OfferMessages.makeOffer}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading the offer form" />}>
      <MakeOfferForm productId={productId} listedPrice={listedPrice} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}

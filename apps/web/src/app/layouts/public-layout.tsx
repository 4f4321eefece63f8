import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CompleteSaveIntent } from '#web/components/saved/complete-save-intent.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout() {
  // One cart query feeds the header badge and the sheet; opening the sheet reloads it.
  const cart = useCart();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader cartCount={cart.data?.length ?? 0} onCartOpen={() => void cart.refetch()} />
      <CompleteSaveIntent />
      {/* At least a screen tall, so the footer starts below the fold and arriving content never moves it in view. */}
      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

/** Studio and console pages (vendor and admin dashboards) have their own header. */
export function ConsoleLayout() {
  return (
    <div className="min-h-screen bg-paper">
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

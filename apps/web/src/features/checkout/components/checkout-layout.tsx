import type { ReactNode } from 'react';

/** The checkout's two steps (the address, then the payment) beside the order summary. */
export function CheckoutLayout({ address, payment, summary }: { address: ReactNode; payment: ReactNode; summary: ReactNode }) {
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-10">
        <section aria-labelledby="address-heading" className="flex flex-col gap-4">
          <h2 id="address-heading" className="text-2xl">
            1. Shipping address
          </h2>
          {address}
        </section>
        <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
          <h2 id="payment-heading" className="text-2xl">
            2. Payment
          </h2>
          {payment}
        </section>
      </div>
      <aside className="lg:sticky lg:top-6 lg:self-start">{summary}</aside>
    </div>
  );
}

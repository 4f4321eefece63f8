import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  EARNINGS,
  PERIOD_STATEMENT,
  product,
  STUDIO_ROUTES,
  storeVendorLogin,
  VENDOR_ID,
  vendorOrder,
} from './vendor-fixtures.ts';

// Issue 28, item 8: the vendor sees what the e-mails said, what refunds took, and the state of each listing.

const PRODUCTS = `GET /api/vendordashboard/${VENDOR_ID}/products`;
const ORDERS = `GET /api/vendordashboard/orders/${VENDOR_ID}`;
const EARNINGS_PATH = `/api/vendordashboard/earnings/${VENDOR_ID}`;
const STATUS = '/api/vendordashboard/orders/vo1/status';

async function openStudio(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, ...routes });
  const view = renderApp('/vendor-dashboard');
  return { api, ...view };
}

async function openProducts(routes: Record<string, Responder>) {
  const view = await openStudio(routes);
  await view.user.click(await screen.findByRole('tab', { name: 'Products' }));
  return { ...view, table: await screen.findByRole('table', { name: 'My products' }) };
}

const rowOf = (table: HTMLElement, title: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(title)) as HTMLElement;

describe('the studio names the state of each listing', () => {
  it('shows the latest rejection reason in the list and in the edit view', async () => {
    const refused = product({
      id: 'p3',
      title: 'Salt Pans',
      status: 'rejected',
      isApproved: false,
      rejectionReason: 'The photos are blurred: please add sharp photos in daylight.',
    });
    const changeRefused = product({
      id: 'p4',
      title: 'Harbour Lights',
      revision: {
        title: 'Harbour Lights',
        description: 'Night harbour.',
        price: 1500,
        taxAmount: 75,
        totalPrice: 1575,
        shippingOptions: [{ name: 'ART ORIGIN Domestic Shipping', cost: 20, estimatedDeliveryTime: 5 }],
        images: [{ url: '/uploads/harbour.jpg' }],
        status: 'rejected',
        rejectionReason: 'The new price is far above your recent sales.',
        submittedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    const { table, user } = await openProducts({ [PRODUCTS]: { body: [refused, changeRefused] } });
    expect(
      within(rowOf(table, 'Salt Pans')).getByText('Not approved: The photos are blurred: please add sharp photos in daylight.'),
    ).toBeTruthy();
    expect(
      within(rowOf(table, 'Harbour Lights')).getByText(
        'Your last change was not approved: The new price is far above your recent sales.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions for Salt Pans' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Actions for Salt Pans' })).getByRole('menuitem', { name: 'Edit listing' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not approved: The photos are blurred: please add sharp photos in daylight.')).toBeTruthy();
  });

  it('calls a withdrawn listing Withdrawn, not Inactive', async () => {
    const withdrawn = product({ id: 'p5', title: 'Kite Season', status: 'inactive', isActive: false });
    const { table } = await openProducts({ [PRODUCTS]: { body: [withdrawn] } });
    const row = rowOf(table, 'Kite Season');
    expect(within(row).getByText('Withdrawn')).toBeTruthy();
    expect(within(row).queryByText('Inactive')).toBeNull();
  });
});

describe("the studio's orders after a refund", () => {
  const refunded = vendorOrder({
    status: 3,
    deliveredAt: '2026-11-18T10:00:00.000Z',
    refundedAmount: 45,
    earningDeductions: [{ date: '2026-11-24T10:00:00.000Z', kind: 'refund', amount: 35 }],
    netEarnings: 740,
    items: [
      {
        ...vendorOrder().items[0]!,
        returned: {
          id: 'r1',
          status: 'received',
          reason: 'damaged',
          inspection: 'kept_off_sale',
          requestedAt: '2026-11-19T10:00:00.000Z',
          receivedAt: '2026-11-24T10:00:00.000Z',
          inspectedAt: '2026-11-25T10:00:00.000Z',
        },
      },
    ],
  });

  it('shows the gross, each refund as its own line and the net on the earnings row', async () => {
    await openStudio({ [ORDERS]: { body: [refunded] } });
    const table = await screen.findByRole('table', { name: 'Paid orders' });
    const earnings = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[5] as HTMLElement;
    expect(within(earnings).getByText('Gross').nextElementSibling?.textContent).toBe('$775.00');
    expect(within(earnings).getByText('Refund on Nov 24, 2026').nextElementSibling?.textContent).toBe('-$35.00');
    expect(within(earnings).getByText('Net').nextElementSibling?.textContent).toBe('$740.00');
  });

  it("shows the return's steps on the order view, as the vendor was mailed them", async () => {
    const { user } = await openStudio({ [ORDERS]: { body: [refunded] } });
    const table = await screen.findByRole('table', { name: 'Paid orders' });
    await user.click(within(table).getByRole('button', { name: 'View Details of order AM000042-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order AM000042-1' }));
    const steps = within(dialog.getByRole('list', { name: 'Return of Backwaters at Dawn' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Return requested on Nov 19, 2026 (Arrived damaged)',
      'Approved: the collector sends it back to your return address',
      'Received on Nov 24, 2026: inspect it and choose what becomes of it',
      'Refund issued on Nov 24, 2026: $35.00 off your earnings',
      'Kept off sale after inspection on Nov 25, 2026',
    ]);
    expect(dialog.getByText('Owed to you after refunds').nextElementSibling?.textContent).toBe('$740.00');
  });

  it('refreshes the earnings cards after the order is marked Delivered', async () => {
    let figures: Reply = { body: EARNINGS };
    const { api, user } = await openStudio({
      [ORDERS]: { body: [vendorOrder({ status: 2, trackingNumber: 'BD1', shippingProvider: 'DHL' })] },
      [`GET ${EARNINGS_PATH}`]: () => figures,
      [`PUT ${STATUS}`]: () => {
        figures = { body: { ...EARNINGS, awaitingDelivery: 250, pendingPayouts: 1800 } };
        return { body: { orderId: 'vo1', status: 3, parentOrderStatus: 3 } };
      },
    });
    // The figures' "Pending payouts" card (the stats cards above the orders have one too).
    const pendingPayouts = () =>
      [...(document.querySelector('dl[aria-label="Earnings"]')?.querySelectorAll('dt') ?? [])].find(
        (term) => term.textContent === 'Pending payouts',
      )?.nextElementSibling?.textContent;
    await waitFor(() => expect(pendingPayouts()).toBe('$1,025.00'));
    const table = await screen.findByRole('table', { name: 'Paid orders' });
    await user.click(within(table).getByRole('button', { name: 'View Details of order AM000042-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order AM000042-1' }));
    await user.selectOptions(dialog.getByLabelText('Delivery status'), '3');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', STATUS)).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', EARNINGS_PATH).length).toBeGreaterThan(1), { timeout: 5000 });
    await waitFor(() => expect(pendingPayouts()).toBe('$1,800.00'));
  });

  it("lists the period's sales, refunds and the balance owed before any payout", async () => {
    await openStudio();
    const statement = await screen.findByRole('table', { name: /^Statement from/ });
    const rows = within(statement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Owed to you at the start$0.00',
      'Nov 20, 2026Sale: Backwaters at Dawn (AM000042-1)$775.00',
      'Nov 24, 2026Refund: Backwaters at Dawn (AM000042-1)-$35.00',
      'Balance owed to you$740.00',
    ]);
    expect(PERIOD_STATEMENT.payouts).toEqual([]);
  });
});

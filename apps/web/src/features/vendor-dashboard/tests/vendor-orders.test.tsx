import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { STUDIO_ROUTES, storeVendorLogin, VENDOR_ID, vendorOrder } from './vendor-fixtures.ts';

const LIST = `GET /api/vendordashboard/orders/${VENDOR_ID}`;
const TRACKING = '/api/vendordashboard/orders/vo1/tracking';
const STATUS = '/api/vendordashboard/orders/vo1/status';

async function openDashboard(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [LIST]: { body: [vendorOrder()] }, ...routes });
  const view = renderApp('/vendor-dashboard');
  return { api, ...view };
}

const table = () => screen.findByRole('table', { name: 'Paid orders' });

async function openDetails(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(within(await table()).getByRole('button', { name: 'View Details of order AM000042-1' }));
  return within(await screen.findByRole('dialog', { name: 'Order AM000042-1' }));
}

describe('vendor dashboard: paid orders', () => {
  it('lists the paid orders with the spec columns, money right-aligned, and the real orders to ship', async () => {
    await openDashboard();
    const orders = await table();
    const headers = within(orders)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order ID',
      'Customer',
      'Product Name',
      'Price',
      'Total',
      'Earnings',
      'Status',
      'Payment',
      'Actions',
    ]);
    const cells = within(within(orders).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'AM000042-1',
      'Asha Rao',
      'Backwaters at Dawn',
      '$1,000.00',
      '$1,075.00',
      '$775.00',
      'Pending',
      'Paid',
      'View Details',
    ]);
    expect(cells[3]?.className).toContain('text-right');
    const toShip = screen.getByText('Orders to ship').nextElementSibling;
    expect(toShip?.textContent).toBe('1');
  });

  it('shows, before shipping, that a Domestic option was chosen for an address in another country', async () => {
    const warning = 'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.';
    const order = vendorOrder();
    const [item] = order.items;
    if (!item) throw new Error('no item');
    const { user } = await openDashboard({
      [LIST]: { body: [{ ...order, items: [{ ...item, shippingWarning: warning }] }] },
    });
    const dialog = await openDetails(user);
    expect(dialog.getByText('Check the shipping before you send this order.')).toBeTruthy();
    expect(dialog.getByText(`Backwaters at Dawn: ${warning}`)).toBeTruthy();
  });

  it('says in words which orders were cancelled or refunded, and that nothing is left to do on them', async () => {
    const { user } = await openDashboard({
      [LIST]: {
        body: [
          vendorOrder({ orderId: 'vo1', vendorOrderNumber: 'AM000042-1', status: 4, paymentStatus: 5, amountReceived: false }),
          vendorOrder({ orderId: 'vo2', vendorOrderNumber: 'AM000043-1', status: 3, paymentStatus: 5, amountReceived: false }),
          // The vendor cancelled its part of a two-vendor order: that part was refunded, the order stays Paid.
          vendorOrder({
            orderId: 'vo3',
            vendorOrderNumber: 'AM000044-1',
            status: 4,
            paymentStatus: 3,
            amountReceived: true,
            totalPrice: 1025,
            refundedAmount: 1025,
          }),
          vendorOrder({ orderId: 'vo4', vendorOrderNumber: 'AM000045-1', status: 3, paymentStatus: 3, refundedAmount: 100.5 }),
        ],
      },
    });
    const orders = await table();
    const statusesOf = (orderNumber: string) => {
      const cells = within(within(orders).getByText(orderNumber).closest('tr') as HTMLElement).getAllByRole('cell');
      return [cells[6]?.textContent, cells[7]?.textContent];
    };
    expect(statusesOf('AM000042-1')).toEqual(['Cancelled', 'Refunded']);
    expect(statusesOf('AM000043-1')).toEqual(['Delivered', 'Refunded']);
    expect(statusesOf('AM000044-1')).toEqual(['Cancelled', 'Refunded']);
    expect(statusesOf('AM000045-1')).toEqual(['Delivered', 'Partly refunded $100.50']);

    const dialog = await openDetails(user);
    expect(dialog.getByText(/^This order was cancelled: there is nothing to ship/)).toBeTruthy();
    expect((dialog.getByLabelText('Delivery status') as HTMLSelectElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');

    await user.click(within(orders).getByRole('button', { name: 'View Details of order AM000043-1' }));
    const refunded = within(await screen.findByRole('dialog', { name: 'Order AM000043-1' }));
    expect(refunded.getByText('The collector was refunded everything paid for this order.')).toBeTruthy();
    expect(refunded.getByText('Refunded', { selector: 'span' })).toBeTruthy();
  });

  it('says so when there are no paid orders', async () => {
    await openDashboard({ [LIST]: { body: [] } });
    expect(await screen.findByText('No paid orders found. Paid orders will appear here.')).toBeTruthy();
  });

  it('shows Failed to fetch orders with a Retry when the list cannot be loaded', async () => {
    await openDashboard({ [LIST]: { status: 500, text: '' } });
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Refresh Orders asks the server again and shows what it answers', async () => {
    let list: Reply = { body: [] };
    const { api, user } = await openDashboard({ [LIST]: () => list });
    await screen.findByText('No paid orders found. Paid orders will appear here.');
    list = { body: [vendorOrder({ productNames: 'Rain Study' })] };
    await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
    expect(await screen.findByText('Orders refreshed')).toBeTruthy();
    expect(within(await table()).getByText('Rain Study')).toBeTruthy();
    expect(api.callsTo('GET', `/api/vendordashboard/orders/${VENDOR_ID}`)).toHaveLength(2);
  });
});

describe('vendor dashboard: order details', () => {
  it('shows the address, the price breakdown with the earnings, and the payment status', async () => {
    const { user } = await openDashboard();
    const dialog = await openDetails(user);
    expect(dialog.getByText(/14 Marine Drive/)).toBeTruthy();
    const amount = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Product price')).toBe('$1,000.00');
    expect(amount('Tax')).toBe('$50.00');
    expect(amount('Shipping')).toBe('$25.00');
    expect(amount('Total')).toBe('$1,075.00');
    expect(amount('Your earnings')).toBe('$775.00');
    expect(dialog.getByText('Paid')).toBeTruthy();
  });

  it('shows who paid a bank-transfer discount: Art Market, so the earnings are those of the full price', async () => {
    // 5% off 1,000.00: the buyer paid 1,025.00; commission 30% of the full price, the 50.00 given back by Art Market.
    const discounted = vendorOrder({
      discount: 50,
      totalPrice: 1025,
      commission: 250,
      earnings: 775,
      commissionOnFullPrice: 300,
      discountPaidByPlatform: 50,
    });
    const { user } = await openDashboard({ [LIST]: { body: [discounted] } });
    const dialog = await openDetails(user);
    const amount = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Bank transfer discount')).toBe('-$50.00');
    expect(amount('Total')).toBe('$1,025.00');
    expect(amount('Commission')).toBe('-$300.00');
    expect(amount('Bank transfer discount, paid by Art Market')).toBe('+$50.00');
    expect(amount('Your earnings')).toBe('$775.00');
  });

  it('Shipped: asks for both tracking fields, then makes only the tracking call; refetches after 1 s and closes after 3 s', async () => {
    let list: Reply = { body: [vendorOrder()] };
    const { api, user } = await openDashboard({
      [LIST]: () => list,
      [`PUT ${TRACKING}`]: () => {
        list = { body: [vendorOrder({ status: 2, trackingNumber: 'BD123IN', shippingProvider: 'India Post' })] };
        return {
          body: { orderId: 'vo1', trackingNumber: 'BD123IN', shippingProvider: 'India Post', status: 2, parentOrderStatus: 2 },
        };
      },
    });
    const dialog = await openDetails(user);
    const select = dialog.getByLabelText('Delivery status') as HTMLSelectElement;
    await user.selectOptions(select, '2');
    expect(select.selectedOptions[0]?.textContent).toBe('Shipped (pending update)');

    await user.type(dialog.getByLabelText('Tracking number'), 'BD123IN');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(dialog.getByText('Please enter both tracking number and shipping provider')).toBeTruthy();
    expect(api.callsTo('PUT', TRACKING)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Shipping provider'), 'India Post');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', TRACKING)).toHaveLength(1));
    expect(api.callsTo('PUT', TRACKING)[0]?.body).toEqual({ trackingNumber: 'BD123IN', shippingProvider: 'India Post' });
    expect(api.callsTo('PUT', STATUS)).toHaveLength(0);
    expect((await screen.findAllByText('Tracking information updated successfully')).length).toBeGreaterThan(0);

    // Timed from the answer to the update (the stand-in answers as it is called), on the condition each waits
    // for, so a slow machine only makes them later; Node counts timers in whole milliseconds (up to 1 ms early).
    const answeredAt = api.callsTo('PUT', TRACKING)[0]?.at ?? 0;
    const listCalls = () => api.callsTo('GET', `/api/vendordashboard/orders/${VENDOR_ID}`);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect((listCalls()[1]?.at ?? 0) - answeredAt).toBeGreaterThan(1000 - 1);
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Shipped'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(performance.now() - answeredAt).toBeGreaterThan(3000 - 1);
    expect(within(await table()).getByText('Shipped')).toBeTruthy();
  });

  it('tracking entered with the status left as it was: only the tracking call, which ships it, and no error', async () => {
    const { api, user } = await openDashboard({
      [`PUT ${TRACKING}`]: {
        body: { orderId: 'vo1', trackingNumber: 'BD9IN', shippingProvider: 'India Post', status: 2, parentOrderStatus: 2 },
      },
      // What the server answers a status sent back after the tracking call: the move is backwards.
      [`PUT ${STATUS}`]: { status: 409, body: { message: 'An order that is shipped cannot go back to pending' } },
    });
    const dialog = await openDetails(user);
    await user.type(dialog.getByLabelText('Tracking number'), 'BD9IN');
    await user.type(dialog.getByLabelText('Shipping provider'), 'India Post');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', TRACKING)).toHaveLength(1));
    expect(await dialog.findByText('Tracking information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', STATUS)).toHaveLength(0);
    expect(dialog.queryByText('An order that is shipped cannot go back to pending')).toBeNull();
  });

  it('another status: only the status call, with the bare code as body', async () => {
    const { api, user } = await openDashboard({
      [`PUT ${STATUS}`]: { body: { orderId: 'vo1', status: 1, parentOrderStatus: 1 } },
    });
    const dialog = await openDetails(user);
    await user.selectOptions(dialog.getByLabelText('Delivery status'), '1');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', STATUS)).toHaveLength(1));
    expect(api.callsTo('PUT', STATUS)[0]?.body).toBe(1);
    expect(api.callsTo('PUT', TRACKING)).toHaveLength(0);
    expect((await screen.findAllByText('Order status updated successfully')).length).toBeGreaterThan(0);
  });

  it('Update with nothing changed sends nothing and says nothing has changed', async () => {
    const { api, user } = await openDashboard();
    const dialog = await openDetails(user);
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(
      await dialog.findByText('Nothing has changed: choose a new delivery status or edit the tracking details'),
    ).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(api.callsTo('PUT', STATUS)).toHaveLength(0);
    expect(api.callsTo('PUT', TRACKING)).toHaveLength(0);
  });

  // Delivered only once shipped (domain VENDOR_ORDER_STATUS_MOVES): here a shipped parcel's tracking is corrected too.
  it('Delivered with a new tracking number: the tracking call first, then the status call', async () => {
    const { api, user } = await openDashboard({
      [LIST]: { body: [vendorOrder({ status: 2, trackingNumber: 'BD1', shippingProvider: 'DHL' })] },
      [`PUT ${TRACKING}`]: {
        body: { orderId: 'vo1', trackingNumber: 'X', shippingProvider: 'Y', status: 2, parentOrderStatus: 2 },
      },
      [`PUT ${STATUS}`]: { body: { orderId: 'vo1', status: 3, parentOrderStatus: 3 } },
    });
    const dialog = await openDetails(user);
    await user.selectOptions(dialog.getByLabelText('Delivery status'), '3');
    await user.clear(dialog.getByLabelText('Tracking number'));
    await user.type(dialog.getByLabelText('Tracking number'), 'X');
    await user.clear(dialog.getByLabelText('Shipping provider'));
    await user.type(dialog.getByLabelText('Shipping provider'), 'Y');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', STATUS)).toHaveLength(1));
    const puts = api.calls.filter((call) => call.method === 'PUT').map((call) => call.path);
    expect(puts).toEqual([TRACKING, STATUS]);
  });

  it('offers only forward moves: no way back from shipped, no cancelling it', async () => {
    const { user } = await openDashboard({
      [LIST]: { body: [vendorOrder({ status: 2, trackingNumber: 'BD1', shippingProvider: 'DHL' })] },
    });
    const dialog = await openDetails(user);
    const options = Array.from((dialog.getByLabelText('Delivery status') as HTMLSelectElement).options).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Shipped', 'Delivered']);
  });

  it('shows the spec message when a call fails, and the server message when it sent one', async () => {
    let statusReply: Reply = { status: 500, text: '' };
    const { user } = await openDashboard({
      [`PUT ${STATUS}`]: () => statusReply,
      [`PUT ${TRACKING}`]: { status: 500, text: '' },
    });
    const dialog = await openDetails(user);
    await user.selectOptions(dialog.getByLabelText('Delivery status'), '4');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('Status update failed')).toBeTruthy();

    statusReply = { status: 409, body: { message: 'A shipped order can no longer be cancelled' } };
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('A shipped order can no longer be cancelled')).toBeTruthy();

    await user.selectOptions(dialog.getByLabelText('Delivery status'), '2');
    await user.type(dialog.getByLabelText('Tracking number'), 'BD1');
    await user.type(dialog.getByLabelText('Shipping provider'), 'DHL');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('Failed to update tracking information')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps a damaged returned artwork off sale until the vendor chooses, and relists it at their word', async () => {
    const order = vendorOrder({ status: 3 });
    const [item] = order.items;
    if (!item) throw new Error('no item');
    const back = {
      id: 'r1',
      status: 'received' as const,
      reason: 'damaged' as const,
      inspection: 'awaiting' as const,
      requestedAt: '2026-11-19T10:00:00.000Z',
      receivedAt: '2026-11-24T10:00:00.000Z',
      inspectedAt: null,
    };
    let inspection: 'awaiting' | 'relisted' = 'awaiting';
    const INSPECT = `/api/vendordashboard/returns/r1/items/${item.id}/inspection`;
    const { api, user } = await openDashboard({
      [LIST]: () => ({ body: [{ ...order, items: [{ ...item, returned: { ...back, inspection } }] }] }),
      [`PUT ${INSPECT}`]: () => {
        inspection = 'relisted';
        return { body: {} };
      },
    });
    const dialog = await openDetails(user);
    const returned = dialog.getByRole('group', { name: 'Returned artwork: Backwaters at Dawn' });
    expect(within(returned).getByText(/awaiting inspection \(off sale\)/)).toBeTruthy();
    expect(
      within(returned).getByText('It was reported as arrived damaged. Look at it before it goes back on sale.'),
    ).toBeTruthy();
    expect(within(returned).getByRole('button', { name: 'Relist with changes' })).toBeTruthy();
    expect(within(returned).getByRole('button', { name: 'Keep off sale' })).toBeTruthy();
    await user.click(within(returned).getByRole('button', { name: 'Relist as it was' }));
    await waitFor(() => expect(api.callsTo('PUT', INSPECT)).toHaveLength(1));
    expect(api.callsTo('PUT', INSPECT)[0]?.body).toEqual({ decision: 'relist' });
    await waitFor(() =>
      expect(
        within(dialog.getByRole('group', { name: 'Returned artwork: Backwaters at Dawn' })).getByText(
          /Relisted after inspection/,
        ),
      ).toBeTruthy(),
    );
    // The return's steps end with the decision too.
    expect(
      within(dialog.getByRole('list', { name: 'Return of Backwaters at Dawn' })).getByText(/Relisted after inspection/),
    ).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Relist as it was' })).toBeNull();
  });
});

import type { AdminOrderRow } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';
import { ORDER, ORDERS, orderRow } from './order-fixtures.ts';

async function openOrders(routes: Record<string, Responder>, path = '/admin-dashboard') {
  storeAdminLogin();
  const api = mockApi(routes);
  const view = renderApp(path);
  return { api, ...view };
}

const page = (rows: AdminOrderRow[], total = rows.length): Responder => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

describe('admin orders', () => {
  it('lists orders with the spec columns, newest first, and the number of matches', async () => {
    const { api } = await openOrders({
      [`GET ${ORDERS}`]: page([orderRow(), orderRow({ id: 'o2', orderNumber: 'AM000041', status: 0, paymentStatus: 0 })], 45),
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order Number', 'Customer', 'Items', 'Total Amount', 'Status', 'Payment Status', 'Date', 'Actions']);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByText('$1,568.31')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Delivered')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(screen.getByText(/1–20 of 45/)).toBeTruthy();
    expect(api.callsTo('GET', ORDERS)[0]?.query).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' });
  });

  it('sends each filter, goes back to page 1, keeps them in the address, and pages and sorts on the server', async () => {
    const { api, user, location } = await openOrders({ [`GET ${ORDERS}`]: page([orderRow()], 45) });
    await screen.findByRole('table', { name: 'Orders' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.callsTo('GET', ORDERS).at(-1)?.query.page).toBe('2'));

    await user.type(screen.getByLabelText('Start date'), '2026-03-01');
    await user.type(screen.getByLabelText('End date'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'Paid');
    await waitFor(() =>
      expect(api.callsTo('GET', ORDERS).at(-1)?.query).toEqual({
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        status: '2',
        paymentStatus: '3',
        sort: '-createdAt',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(location().search).toContain('orderStatus=2');

    await user.click(screen.getByRole('button', { name: /Total Amount/ }));
    await waitFor(() => expect(api.callsTo('GET', ORDERS).at(-1)?.query.sort).toBe('-totalAmount'));
    await user.click(screen.getByRole('button', { name: /Total Amount/ }));
    await waitFor(() => expect(api.callsTo('GET', ORDERS).at(-1)?.query.sort).toBe('totalAmount'));
  });

  it('reads its filters from the address', async () => {
    const { api } = await openOrders({ [`GET ${ORDERS}`]: page([]) }, '/admin-dashboard?orderPaymentStatus=4&orderPage=3');
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(api.callsTo('GET', ORDERS)[0]?.query).toMatchObject({ paymentStatus: '4', page: '3' });
    expect((screen.getByLabelText('Payment status') as HTMLSelectElement).value).toBe('4');
  });

  it('opens the details with each item total and its share of tax and shipping', async () => {
    const { user } = await openOrders({ [`GET ${ORDERS}`]: page([orderRow()]), [`GET ${ORDERS}/o1`]: { body: ORDER } });
    await user.click(await screen.findByRole('button', { name: 'View order AM000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order AM000042' });
    const items = await within(dialog).findByRole('table', { name: 'Order items' });
    const rows = within(items)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Product', 'Qty', 'Unit price', 'Tax', 'Shipping', 'Item total'],
      ['Monsoon over Kochi', '1', '$1,000.00', '$41.85', '$52.33', '$1,094.18'],
      ['Backwaters at dusk', '1', '$333.33', '$13.95', '$17.44', '$364.72'],
    ]);
    expect(within(dialog).getByText('$1,458.90')).toBeTruthy();
    expect(within(dialog).getByText(/14 Marine Drive/)).toBeTruthy();
  });

  it('says when the list or the details cannot be fetched', async () => {
    const { user } = await openOrders({ [`GET ${ORDERS}`]: { status: 500, text: '' } });
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();

    mockApi({ [`GET ${ORDERS}`]: page([orderRow()]), [`GET ${ORDERS}/o1`]: { status: 500, text: '' } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'View order AM000042' }));
    expect(await screen.findByText('Failed to fetch order details')).toBeTruthy();
  });
});

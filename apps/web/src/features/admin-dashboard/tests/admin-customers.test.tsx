import type { AdminCustomer, AdminCustomerRow } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';

const CUSTOMERS = '/api/admin/dashboard/customers';

function customerRow(overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return {
    id: '3f6c2a9e-1111-4000-8000-000000000001',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    mobileNumber: '+919876543210',
    totalOrders: 4,
    totalSpent: 350,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const CUSTOMER: AdminCustomer = {
  ...customerRow(),
  completedOrders: 1,
  cancelledOrders: 1,
  recentOrders: [
    {
      id: 'o4',
      orderNumber: 'AM000044',
      createdAt: '2026-04-01T10:00:00.000Z',
      itemCount: 2,
      totalAmount: 75.5,
      status: 0,
      paymentStatus: 0,
    },
    {
      id: 'o1',
      orderNumber: 'AM000041',
      createdAt: '2026-01-01T10:00:00.000Z',
      itemCount: 1,
      totalAmount: 125,
      status: 3,
      paymentStatus: 3,
    },
  ],
};

const page = (rows: AdminCustomerRow[], total = rows.length): Responder => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

async function openCustomers(routes: Record<string, Responder>) {
  storeAdminLogin();
  const api = mockApi(routes);
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Customers' }));
  return { api, ...view };
}

describe('admin customers', () => {
  it('lists customers with id, name, contact, orders, total spent and join date', async () => {
    const { api } = await openCustomers({ [`GET ${CUSTOMERS}`]: page([customerRow()], 1) });
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Contact', 'Orders', 'Total Spent', 'Created At', 'Actions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Asha Rao')).toBeTruthy();
    expect(within(row).getByText('$350.00')).toBeTruthy();
    expect(within(row).getByTitle('asha@example.com · +919876543210')).toBeTruthy();
    expect(api.callsTo('GET', CUSTOMERS)[0]?.query).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' });
  });

  it('sends the join dates as they change and the search term when searching', async () => {
    const { api, user } = await openCustomers({ [`GET ${CUSTOMERS}`]: page([customerRow()]) });
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByLabelText('Start date'), '2026-01-01');
    await user.type(screen.getByLabelText('End date'), '2026-01-31');
    await user.type(screen.getByLabelText('Search term'), '  Rao ');
    expect(api.callsTo('GET', CUSTOMERS).some((call) => 'searchTerm' in call.query)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET', CUSTOMERS).at(-1)?.query).toEqual({
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        searchTerm: 'Rao',
        sort: '-createdAt',
        page: '1',
        pageSize: '20',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(api.callsTo('GET', CUSTOMERS).at(-1)?.query.sort).toBe('name'));
  });

  it('shows the customer with counts, money spent and the recent orders', async () => {
    const { user } = await openCustomers({
      [`GET ${CUSTOMERS}`]: page([customerRow()]),
      [`GET ${CUSTOMERS}/${CUSTOMER.id}`]: { body: CUSTOMER },
    });
    await user.click(await screen.findByRole('button', { name: 'View Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    await within(dialog).findByText('Total orders');
    expect([
      facts('Email'),
      facts('Total orders'),
      facts('Completed orders'),
      facts('Cancelled orders'),
      facts('Total spent'),
    ]).toEqual(['asha@example.com', '4', '1', '1', '$350.00']);
    const recent = within(dialog).getByRole('table', { name: 'Recent orders' });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['AM000044', 'AM000041']);
    expect(within(rows[0] as HTMLElement).getByText('$75.50')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Delivered')).toBeTruthy();
  });

  it('says when a customer has no orders', async () => {
    const { user } = await openCustomers({
      [`GET ${CUSTOMERS}`]: page([customerRow()]),
      [`GET ${CUSTOMERS}/${CUSTOMER.id}`]: { body: { ...CUSTOMER, totalOrders: 0, recentOrders: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'View Asha Rao' }));
    expect(await screen.findByText('No orders found for this customer')).toBeTruthy();
  });

  it('says when the list or the details cannot be fetched', async () => {
    const { user } = await openCustomers({ [`GET ${CUSTOMERS}`]: { status: 500, text: '' } });
    expect(await screen.findByText('Failed to fetch customers')).toBeTruthy();

    mockApi({ [`GET ${CUSTOMERS}`]: page([customerRow()]), [`GET ${CUSTOMERS}/${CUSTOMER.id}`]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'View Asha Rao' }));
    expect(await screen.findByText('Failed to fetch customer details')).toBeTruthy();
  });

  it('shows the empty text when no customer matches', async () => {
    await openCustomers({ [`GET ${CUSTOMERS}`]: page([]) });
    expect(await screen.findByText('No customers found')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedAddress } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboardApi } from './dashboard-fixtures.ts';

const ADDRESSES = '/api/CustomerDashboard/addresses';

describe('saved addresses in the profile', () => {
  it('lists the addresses kept from checkout and removes one', async () => {
    storeCustomerLogin();
    let addresses = [
      { ...savedAddress, id: 'a1', lastUsedAt: '2026-11-25T10:00:00.000Z' },
      { ...savedAddress, id: 'a2', address: '7 Bazaar Road', city: 'Kochi', lastUsedAt: '2026-11-20T10:00:00.000Z' },
    ];
    const api = dashboardApi({
      [`GET ${ADDRESSES}`]: () => ({ body: addresses }),
      [`DELETE ${ADDRESSES}/a2`]: () => {
        addresses = addresses.filter((address) => address.id !== 'a2');
        return { status: 204 };
      },
    });
    const { user } = renderApp('/customer-dashboard');
    const section = within((await screen.findByRole('heading', { name: 'Saved addresses' })).parentElement as HTMLElement);
    const studio = await section.findByRole('listitem', { name: '7 Bazaar Road, Kochi' });
    expect(section.getByRole('listitem', { name: '14 Marine Drive, Mumbai' })).toBeTruthy();
    await user.click(within(studio).getByRole('button', { name: 'Remove 7 Bazaar Road, Kochi' }));
    await waitFor(() => expect(section.queryByRole('listitem', { name: '7 Bazaar Road, Kochi' })).toBeNull());
    expect(api.callsTo('DELETE', `${ADDRESSES}/a2`)[0]?.headers.authorization).toBe('Bearer customer-token');
  });

  it('says what it is for when there is none yet', async () => {
    storeCustomerLogin();
    dashboardApi();
    renderApp('/customer-dashboard');
    expect(
      await screen.findByText('No saved addresses yet. The address you use at checkout is kept here for next time.'),
    ).toBeTruthy();
  });
});

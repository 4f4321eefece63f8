import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const VENDOR = {
  id: 'v1',
  vendorId: 'v1',
  displayName: 'Studio Meera',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  logoUrl: null,
  bannerUrl: null,
};

describe('vendor session restore on app load', () => {
  it('removes vendor data that cannot be parsed, and the studio then sends the person to /vendorlogin', async () => {
    mockApi();
    localStorage.setItem('vendorToken', 'vendor-token');
    localStorage.setItem('vendorData', '{not json');
    const { location } = renderApp('/vendor-dashboard');
    await waitFor(() => expect(location().pathname).toBe('/vendorlogin'));
    expect(localStorage.getItem('vendorData')).toBeNull();
  });

  it('restores stored vendor data into the studio, whose Profile tab loads with the vendor token', async () => {
    const api = mockApi({
      'GET /api/vendordashboard/v1/products': { body: [] },
      'GET /api/vendordashboard/orders/v1': { body: [] },
      'GET /api/vendordashboard/profile/v1': {
        body: {
          firstName: 'Meera',
          lastName: 'Iyer',
          mobileNumber: '+919876543210',
          email: 'meera@example.com',
          address1: '12 Lake Road',
          address2: '',
          storeCity: 'Hyderabad',
          storeState: 'Telangana',
          storePostCode: '500001',
          displayName: 'Studio Meera',
        },
      },
    });
    localStorage.setItem('vendorToken', 'vendor-token');
    localStorage.setItem('vendorData', JSON.stringify(VENDOR));
    const { user, location } = renderApp('/vendor-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Meera' })).toBeTruthy();
    expect(await screen.findByText('No paid orders found. Paid orders will appear here.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('No products found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('12 Lake Road')).toBeTruthy();
    expect(api.callsTo('GET', '/api/vendordashboard/profile/v1')[0]?.headers.authorization).toBe('Bearer vendor-token');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/vendorlogin'));
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorData')).toBeNull();
    expect(api.callsTo('POST', '/api/vendor/logout')[0]?.headers.authorization).toBe('Bearer vendor-token');
  });
});

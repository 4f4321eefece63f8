import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

// Pages load lazily and the machine is shared: a first lookup may take a while. Waits end as soon as the
// element is there, so a long budget costs nothing otherwise.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));

const PREFERENCES = { kinds: { new_work: true, price_drop: true, back_on_sale: true, sold: true }, digest: 'daily' };
const NOTIFICATION = {
  id: 'n1',
  kind: 'price_drop',
  message: 'Tide Line by Ravi Menon is now $850.00 (was $1,050.00)',
  productId: 'p1',
  artistName: 'Ravi Menon',
  createdAt: '2026-11-25T10:00:00.000Z',
  read: false,
};

describe('alerts', { timeout: 60_000 }, () => {
  it('shows the bell with the unread count to a signed-in collector only', async () => {
    mockApi({ 'GET /api/me/notifications/unread': { body: { unread: 3 } } });
    storeCustomerLogin();
    renderApp('/support');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
  });

  it('asks nothing and shows no bell when signed out', async () => {
    const api = mockApi({});
    renderApp('/support');
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(api.callsTo('GET', '/api/me/notifications/unread')).toHaveLength(0);
  });

  it('lists notifications, marks one read, and saves the settings', async () => {
    let read = false;
    const api = mockApi({
      'GET /api/me/notifications/unread': () => ({ body: { unread: read ? 0 : 1 } }),
      'GET /api/me/notifications': () => ({
        body: { items: [{ ...NOTIFICATION, read }], unread: read ? 0 : 1, total: 1, page: 1, pageSize: 20 },
      }),
      'POST /api/me/notifications/read': () => {
        read = true;
        return { body: { unread: 0 } };
      },
      'GET /api/me/alert-preferences': { body: PREFERENCES },
      'PUT /api/me/alert-preferences': (call) => ({ body: call.body }),
    });
    storeCustomerLogin();
    const { user } = renderApp('/notifications');
    const item = await screen.findByRole('link', { name: NOTIFICATION.message });
    expect(item.getAttribute('href')).toBe('/product/p1');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(api.callsTo('POST', '/api/me/notifications/read')[0]?.body).toEqual({ ids: ['n1'] });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();

    const settings = screen.getByRole('region', { name: 'Alert settings' });
    await user.click(within(settings).getByRole('checkbox', { name: 'Works I saved that sold' }));
    await user.click(within(settings).getByRole('radio', { name: 'At most one e-mail a week' }));
    await user.click(within(settings).getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Your alert preferences are saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/me/alert-preferences')[0]?.body).toEqual({
      kinds: { ...PREFERENCES.kinds, sold: false },
      digest: 'weekly',
    });
  });

  it('unsubscribes from the mailed link with a button, signed out', async () => {
    const api = mockApi({
      'GET /api/alerts/unsubscribe': { body: { valid: true } },
      'POST /api/alerts/unsubscribe': { body: { unsubscribed: true } },
    });
    const { user } = renderApp('/unsubscribe?token=c1.sig');
    const button = await screen.findByRole('button', { name: 'Unsubscribe from alert e-mails' });
    // Opening the page changes nothing: mail scanners open links too.
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText(/You will get no more alert e-mails/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/alerts/unsubscribe')[0]?.query).toEqual({ token: 'c1.sig' });
  });

  it('says a forged unsubscribe link does not work', async () => {
    mockApi({ 'GET /api/alerts/unsubscribe': { body: { valid: false } } });
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe from alert e-mails' })).toBeNull();
  });
});

import { OfferMessages } from '@art-market/domain/copy';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetail } from '#web/test/catalog-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboardApi } from './dashboard-fixtures.ts';

const offer = (overrides = {}) => ({
  id: 'offer-1',
  productId: 'art-1',
  title: 'Backwaters at Dawn',
  artistName: 'Meera Nair',
  imageUrl: null,
  listedPrice: 1285,
  amount: 900,
  note: '',
  counterAmount: 1100,
  counterNote: 'Framed, for 1,100',
  declineReason: '',
  agreedAmount: null,
  status: 'countered',
  dueAt: '2026-03-04T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

describe('My offers', () => {
  it('answers a counter, then pays the accepted offer through the cart and checkout', async () => {
    storeCustomerLogin();
    let current = offer();
    const api = dashboardApi({
      'GET /api/CustomerDashboard/offers': () => ({ body: [current] }),
      'POST /api/CustomerDashboard/offers/offer-1/answer': () => {
        current = offer({ status: 'accepted', agreedAmount: 1100, dueAt: '2026-03-03T12:00:00.000Z' });
        return { body: current };
      },
      'GET /api/Product/art-1': {
        body: productDetail({ shippingOptions: [{ id: 's1', name: 'Domestic', cost: 25, estimatedDeliveryTime: 5 }] }),
      },
      'POST /api/Cart/add': { body: [] },
    });
    const { user, location } = renderApp('/customer-dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Offer on Backwaters at Dawn' }));
    expect(card.getByText('The artist wrote: Framed, for 1,100')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Accept $1,100.00' }));
    expect(api.callsTo('POST', '/api/CustomerDashboard/offers/offer-1/answer')[0]?.body).toEqual({ action: 'accept' });
    await card.findByText('Accepted');
    await user.click(await card.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location().pathname).toBe('/checkout'));
    expect(api.callsTo('POST', '/api/Cart/add')[0]?.body).toEqual({ productId: 'art-1', shippingOptionId: 's1' });
  });

  it('says what to do when there are none', async () => {
    storeCustomerLogin();
    dashboardApi();
    renderApp('/customer-dashboard');
    expect(await screen.findByText(OfferMessages.emptyCollector)).toBeTruthy();
  });
});

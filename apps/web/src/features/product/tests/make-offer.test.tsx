import { OfferMessages } from '@art-market/domain/copy';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productDetail } from '#web/test/catalog-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

function routes(extra = {}) {
  return {
    'GET /api/Product/art-1': { body: productDetail() },
    'GET /api/Product': { body: [] },
    'GET /api/Cart': { body: [] },
    'GET /api/offers/artworks/art-1': { body: { acceptsOffers: true } },
    ...extra,
  };
}

const offer = (overrides = {}) => ({
  id: 'offer-1',
  productId: 'art-1',
  title: 'Backwaters at Dawn',
  artistName: 'Meera Nair',
  imageUrl: null,
  listedPrice: 1285,
  amount: 1000,
  note: '',
  counterAmount: null,
  counterNote: '',
  declineReason: '',
  agreedAmount: null,
  status: 'open',
  dueAt: '2026-03-04T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

async function openForm() {
  const { user } = renderApp('/product/art-1');
  await user.click(await screen.findByRole('button', { name: OfferMessages.makeOffer }));
  // The form is loaded on the first click.
  await screen.findByRole('button', { name: 'Send offer' });
  return user;
}

describe('the offer form on the artwork page', () => {
  it('shows no offer button when the artist takes no offers', async () => {
    mockCatalogApi(routes({ 'GET /api/offers/artworks/art-1': { body: { acceptsOffers: false } } }));
    renderApp('/product/art-1');
    await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' });
    await waitFor(() => expect(screen.queryByRole('button', { name: OfferMessages.makeOffer })).toBeNull());
  });

  it('sends a logged-out collector to log in first, with the way back', async () => {
    mockCatalogApi(routes());
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: OfferMessages.makeOffer }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toMatchObject({ redirectTo: '/product/art-1' });
  });

  it('checks the amount with the server schema, never at or above the price, and sends nothing until it is right', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(routes({ 'POST /api/CustomerDashboard/offers': { status: 201, body: offer() } }));
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(OfferMessages.amountRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/Your offer/), '1285');
    expect(screen.queryByText(OfferMessages.amountRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(OfferMessages.atOrAboveListed)).toBeTruthy();
    expect(api.callsTo('POST', '/api/CustomerDashboard/offers')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Your offer/));
    await user.type(screen.getByLabelText(/Your offer/), '1000');
    await user.type(screen.getByLabelText(/note to the artist/), 'It would hang in our hall');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(OfferMessages.sent)).toBeTruthy();
    expect(api.callsTo('POST', '/api/CustomerDashboard/offers')[0]?.body).toEqual({
      productId: 'art-1',
      amount: 1000,
      note: 'It would hang in our hall',
    });
  });

  it('sends a question for the artist with the offer and links to the conversation it went into', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(
      routes({ 'POST /api/CustomerDashboard/offers': { status: 201, body: offer({ conversationId: 'conv-1' }) } }),
    );
    const user = await openForm();
    await user.type(screen.getByLabelText(/Your offer/), '1000');
    await user.type(screen.getByLabelText(/Question for the artist/), 'Is it framed?');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const link = await screen.findByRole('link', { name: OfferMessages.questionSent });
    expect(link.getAttribute('href')).toBe('/messages/conv-1');
    expect(api.callsTo('POST', '/api/CustomerDashboard/offers')[0]?.body).toEqual({
      productId: 'art-1',
      amount: 1000,
      note: '',
      question: 'Is it framed?',
    });
  });

  it("shows the server's refusal of the question under the field", async () => {
    storeCustomerLogin();
    mockCatalogApi(
      routes({
        'POST /api/CustomerDashboard/offers': {
          status: 400,
          body: {
            message: 'A message must be at most 2000 characters',
            errors: { question: 'A message must be at most 2000 characters' },
          },
        },
      }),
    );
    const user = await openForm();
    await user.type(screen.getByLabelText(/Your offer/), '1000');
    await user.type(screen.getByLabelText(/Question for the artist/), 'Is it framed?');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('A message must be at most 2000 characters')).toBeTruthy();
  });

  it("reads out the floor's polite decline, and the server's refusal", async () => {
    storeCustomerLogin();
    mockCatalogApi(
      routes({
        'POST /api/CustomerDashboard/offers': {
          status: 201,
          body: offer({ status: 'declined', message: OfferMessages.belowFloor }),
        },
      }),
    );
    let user = await openForm();
    await user.type(screen.getByLabelText(/Your offer/), '100');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(OfferMessages.belowFloor)).toBeTruthy();

    mockCatalogApi(
      routes({
        'POST /api/CustomerDashboard/offers': {
          status: 409,
          body: { message: OfferMessages.alreadyOpen },
        },
      }),
    );
    user = await openForm();
    await user.type(screen.getByLabelText(/Your offer/), '900');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(OfferMessages.alreadyOpen)).toBeTruthy();
  });
});

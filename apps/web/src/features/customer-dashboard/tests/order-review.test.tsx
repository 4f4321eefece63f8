import { ReviewMessages } from '@art-market/domain/copy';
import { OrderStatus } from '@art-market/domain/rules';
import type { OrderReviewState, OwnReview } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Responder } from '#web/test/mock-api.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder, hoursFromNow } from './dashboard-fixtures.ts';

const order = dashboardOrder({ status: OrderStatus.Delivered });
const STATES_PATH = `/api/CustomerDashboard/orders/${order.id}/reviews`;

const ownReview = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 'rv1',
  vendorOrderId: 'vo1',
  rating: 4,
  title: 'Lovely work',
  body: 'Arrived well packed.',
  photoUrl: null,
  reviewerName: 'Asha R.',
  createdAt: hoursFromNow(-24),
  updatedAt: null,
  reply: null,
  hidden: false,
  editableUntil: hoursFromNow(29 * 24),
  canEdit: true,
  ...overrides,
});
const state = (overrides: Partial<OrderReviewState> = {}): OrderReviewState => ({
  vendorOrderId: 'vo1',
  studioName: 'Studio Kaveri',
  canReview: true,
  review: null,
  ...overrides,
});

async function openCard(routes: Record<string, Responder>) {
  storeCustomerLogin();
  const api = dashboardApi({
    'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [order] }) },
    ...routes,
  });
  const view = renderApp('/customer-dashboard');
  const card = within(await screen.findByRole('listitem', { name: `Order ${order.orderNumber}` }));
  return { ...view, api, card };
}

describe('reviewing the artist of a delivered order', () => {
  it('checks the form with the API rules, then posts the review and says thank you', async () => {
    let written = false;
    const { user, card, api } = await openCard({
      [`GET ${STATES_PATH}`]: () => ({ body: [written ? state({ canReview: false, review: ownReview() }) : state()] }),
      'POST /api/CustomerDashboard/reviews': () => {
        written = true;
        return { status: 201, body: ownReview() };
      },
    });
    await user.click(await card.findByRole('button', { name: ReviewMessages.reviewThisArtist }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Studio Kaveri' }));
    await user.click(dialog.getByRole('button', { name: 'Post review' }));
    expect(dialog.getByText(ReviewMessages.ratingRequired)).toBeTruthy();
    expect(dialog.getByText(ReviewMessages.titleRequired)).toBeTruthy();
    expect(api.callsTo('POST', '/api/CustomerDashboard/reviews')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    expect(dialog.queryByText(ReviewMessages.ratingRequired)).toBeNull();
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), '  Lovely work  ');
    await user.type(dialog.getByRole('textbox', { name: 'Your review' }), 'Arrived well packed.');
    await user.click(dialog.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/CustomerDashboard/reviews')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/CustomerDashboard/reviews')[0]?.body).toEqual({
      vendorOrderId: 'vo1',
      rating: 4,
      title: 'Lovely work',
      body: 'Arrived well packed.',
    });
    expect(await card.findByText(ReviewMessages.saved)).toBeTruthy();
    expect(await card.findByRole('button', { name: ReviewMessages.editYourReview })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server field errors under the fields', async () => {
    const { user, card } = await openCard({
      [`GET ${STATES_PATH}`]: { body: [state()] },
      'POST /api/CustomerDashboard/reviews': {
        status: 400,
        body: { message: 'Invalid', errors: { title: ReviewMessages.controlCharacters } },
      },
    });
    await user.click(await card.findByRole('button', { name: ReviewMessages.reviewThisArtist }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Fine');
    await user.click(dialog.getByRole('button', { name: 'Post review' }));
    expect(await dialog.findByText(ReviewMessages.controlCharacters)).toBeTruthy();
  });

  it('edits the review, prefilled, until the window closes, and uploads a chosen photo', async () => {
    const { user, card, api } = await openCard({
      [`GET ${STATES_PATH}`]: { body: [state({ canReview: false, review: ownReview() })] },
      'PUT /api/CustomerDashboard/reviews/rv1': { body: ownReview({ rating: 5 }) },
      'POST /api/CustomerDashboard/reviews/rv1/photo': { body: ownReview({ rating: 5, photoUrl: '/uploads/a.png' }) },
    });
    await user.click(await card.findByRole('button', { name: ReviewMessages.editYourReview }));
    const dialog = within(await screen.findByRole('dialog', { name: ReviewMessages.editYourReview }));
    expect((dialog.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Lovely work');
    expect((dialog.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.upload(dialog.getByLabelText('Photo (optional)'), new File(['png'], 'studio.png', { type: 'image/png' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/CustomerDashboard/reviews/rv1/photo')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/CustomerDashboard/reviews/rv1')[0]?.body).toMatchObject({ rating: 5, title: 'Lovely work' });
    const [upload] = api.callsTo('POST', '/api/CustomerDashboard/reviews/rv1/photo');
    expect((upload?.body as FormData | undefined)?.get('photo')).toBeInstanceOf(File);
    expect(await card.findByText(ReviewMessages.updated)).toBeTruthy();
  });

  it('offers nothing once the edit window has closed, and asks nothing for orders not delivered', async () => {
    const { card, api } = await openCard({
      [`GET ${STATES_PATH}`]: { body: [state({ canReview: false, review: ownReview({ canEdit: false }) })] },
    });
    await waitFor(() => expect(api.callsTo('GET', STATES_PATH)).toHaveLength(1));
    expect(card.queryByRole('button', { name: ReviewMessages.editYourReview })).toBeNull();
    expect(card.queryByRole('button', { name: ReviewMessages.reviewThisArtist })).toBeNull();
  });
});

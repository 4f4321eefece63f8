import { OrderStatus, ReturnMessages } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reply } from '#web/test/mock-api.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';
import { dashboard, dashboardApi, dashboardOrder, hoursFromNow, returnView } from './dashboard-fixtures.ts';

const RETURNS_PATH = '/api/CustomerDashboard/orders/3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e/returns';
const DAY_HOURS = 24;

/**
 * Delivered `deliveredHoursAgo` ago, so returnable for 7 days from then. The quote: $1,285.00 price less
 * its 15% fee ($192.75) plus $64.25 tax is $1,156.50; in full, with the $25.00 shipping, $1,374.25.
 */
const delivered = (deliveredHoursAgo: number, overrides: Partial<DashboardOrder> = {}) =>
  dashboardOrder({
    status: OrderStatus.Delivered,
    returnableUntil: hoursFromNow(7 * DAY_HOURS - deliveredHoursAgo),
    returnQuote: { refund: 1156.5, restockingFee: 192.75, fullRefund: 1374.25 },
    ...overrides,
  });

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

async function openReturn(order: DashboardOrder, routes: Parameters<typeof dashboardApi>[0] = {}) {
  storeCustomerLogin();
  const api = dashboardApi({
    'GET /api/CustomerDashboard/initial-data': { body: dashboard({ recentOrders: [order] }) },
    ...routes,
  });
  const view = renderApp('/customer-dashboard');
  const card = within(await screen.findByRole('listitem', { name: `Order ${order.orderNumber}` }));
  await view.user.click(card.getByRole('button', { name: 'Return an item' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Return from order #${order.orderNumber}` }));
  return { ...view, api, dialog };
}

/** The refund the dialog announces, and the sentence under it. */
function refundShown(dialog: ReturnType<typeof within>) {
  const summary = dialog.getByText('Your refund').closest('[role="status"]');
  return summary?.textContent ?? '';
}

describe('returning an order', () => {
  it('offers Return an item with its deadline only while returnableUntil is in the future', async () => {
    storeCustomerLogin();
    dashboardApi({
      'GET /api/CustomerDashboard/initial-data': {
        body: dashboard({
          recentOrders: [
            delivered(DAY_HOURS, { id: 'o1', orderNumber: 'AM000043' }),
            delivered(8 * DAY_HOURS, { id: 'o2', orderNumber: 'AM000042' }),
            dashboardOrder({ id: 'o3', orderNumber: 'AM000041', status: OrderStatus.Delivered }),
          ],
        }),
      },
    });
    renderApp('/customer-dashboard');
    const open = within(await screen.findByRole('listitem', { name: 'Order AM000043' }));
    expect(open.getByRole('button', { name: 'Return an item' })).toBeTruthy();
    expect(open.getByText(/^You can return it until /)).toBeTruthy();
    for (const closed of ['AM000042', 'AM000041']) {
      expect(
        within(screen.getByRole('listitem', { name: `Order ${closed}` })).queryByRole('button', { name: 'Return an item' }),
      ).toBeNull();
    }
  });

  it('shows the refund it will give as the reason and the photos change', async () => {
    const { user, dialog } = await openReturn(delivered(DAY_HOURS));
    expect(refundShown(dialog)).toBe(
      'Your refund$1,156.50After a 15% restocking fee on the price ($192.75); shipping is not refunded.',
    );

    await user.click(dialog.getByLabelText('Arrived damaged'));
    expect(refundShown(dialog)).toContain('$1,156.50');
    expect(refundShown(dialog)).toContain('Add at least one photo to be refunded in full ($1,374.25).');

    await user.upload(dialog.getByLabelText('Photos'), photo('torn-corner.jpg'));
    expect(refundShown(dialog)).toBe(
      'Your refund$1,374.25Refunded in full, shipping included: damage or a wrong description is refunded in full if reported within 48 hours of delivery with photos.',
    );

    await user.click(dialog.getByLabelText('Changed my mind'));
    expect(refundShown(dialog)).toContain('$1,156.50');
    await user.click(dialog.getByLabelText('Not as described'));
    expect(refundShown(dialog)).toContain('$1,374.25');

    await user.click(dialog.getByRole('button', { name: 'Remove torn-corner.jpg' }));
    expect(dialog.queryByRole('img', { name: 'Preview of torn-corner.jpg' })).toBeNull();
    expect(refundShown(dialog)).toContain('$1,156.50');
  });

  it('keeps the restocking fee for damage reported more than 48 hours after delivery', async () => {
    const { user, dialog } = await openReturn(delivered(3 * DAY_HOURS));
    await user.click(dialog.getByLabelText('Arrived damaged'));
    await user.upload(dialog.getByLabelText('Photos'), photo('torn-corner.jpg'));
    expect(refundShown(dialog)).toContain('$1,156.50');
    expect(refundShown(dialog)).toContain('Reported more than 48 hours after delivery, so the restocking fee applies.');
  });

  it('posts the return as multipart and says what happens next', async () => {
    storeCustomerLogin();
    let current = delivered(DAY_HOURS);
    let returns = [] as ReturnType<typeof returnView>[];
    const api = dashboardApi({
      'GET /api/CustomerDashboard/initial-data': () => ({ body: dashboard({ recentOrders: [current] }) }),
      'GET /api/CustomerDashboard/returns': () => ({ body: returns }),
      [`POST ${RETURNS_PATH}`]: () => {
        const created = returnView();
        current = dashboardOrder({ status: OrderStatus.Delivered });
        returns = [created];
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/customer-dashboard');
    expect(await screen.findByText('You have no returns.')).toBeTruthy();
    const returnButton = within(screen.getByRole('listitem', { name: 'Order AM000042' })).getByRole('button', {
      name: 'Return an item',
    });
    await user.click(returnButton);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('Arrived damaged'));
    await user.type(dialog.getByLabelText('Describe the problem'), 'The corner of the canvas is torn');
    await user.upload(dialog.getByLabelText('Photos'), [photo('torn-corner.jpg'), photo('frame.jpg')]);
    await user.click(dialog.getByRole('button', { name: 'Remove frame.jpg' }));
    await user.click(dialog.getByRole('button', { name: 'Request return' }));

    expect(await dialog.findByRole('heading', { name: 'Return requested' })).toBeTruthy();
    expect(dialog.getByText(/When it reaches us we refund \$1,374\.25 \(in full\) to your original payment method/)).toBeTruthy();
    const sent = api.callsTo('POST', RETURNS_PATH)[0]?.body as FormData;
    expect(sent.get('reason')).toBe('damaged');
    expect(sent.get('description')).toBe('The corner of the canvas is torn');
    expect(sent.getAll('photos').map((file) => (file as File).name)).toEqual(['torn-corner.jpg']);

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = within(screen.getByRole('listitem', { name: 'Order AM000042' }));
    expect(card.getByText('Return requested for order #AM000042. You can follow it under Returns.')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Return an item' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Return for order AM000042' })).toBeTruthy();
  });

  it('asks for a reason, keeps to 5 photos, and sends nothing until both are right', async () => {
    const { user, dialog, api } = await openReturn(delivered(DAY_HOURS));
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(dialog.getByText(ReturnMessages.invalidReason)).toBeTruthy();
    await user.click(dialog.getByLabelText('Other'));
    expect(dialog.queryByText(ReturnMessages.invalidReason)).toBeNull();

    await user.upload(dialog.getByLabelText('Photos'), ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg'].map(photo));
    expect(dialog.getByText(ReturnMessages.tooManyPhotos)).toBeTruthy();
    expect(within(dialog.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(5);
    expect(api.callsTo('POST', RETURNS_PATH)).toHaveLength(0);
  });

  it("shows the API's errors in the form: a field's under the field, a refusal above the buttons", async () => {
    let reply: Reply = { status: 400, body: { message: ReturnMessages.photoType, errors: { photos: ReturnMessages.photoType } } };
    const { user, dialog } = await openReturn(delivered(DAY_HOURS), { [`POST ${RETURNS_PATH}`]: () => reply });
    await user.click(dialog.getByLabelText('Arrived damaged'));
    await user.upload(dialog.getByLabelText('Photos'), photo('not-really.jpg'));
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(await dialog.findAllByText(ReturnMessages.photoType)).toHaveLength(2);
    expect(dialog.getByLabelText('Photos').getAttribute('aria-invalid')).toBe('true');

    reply = { status: 409, body: { message: ReturnMessages.photosRequired, errors: {} } };
    await user.click(dialog.getByRole('button', { name: 'Remove not-really.jpg' }));
    expect(dialog.queryByText(ReturnMessages.photoType)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(ReturnMessages.photosRequired);
    expect(dialog.getByRole('button', { name: 'Request return' })).toBeTruthy();
  });
});

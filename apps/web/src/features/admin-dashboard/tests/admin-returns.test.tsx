import { ReturnMessages } from '@art-market/domain/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';
import { adminReturn, RETURNS, refundView, returnPath, returnPhotoPath } from './after-sale-fixtures.ts';

const PNG: Reply = { text: 'png bytes', contentType: 'image/png' };
const PHOTOS = { [`GET ${returnPhotoPath('r1', 0)}`]: PNG, [`GET ${returnPhotoPath('r1', 1)}`]: PNG };

async function openTab(routes: Record<string, Responder>, path = '/admin-dashboard') {
  storeAdminLogin();
  const api = mockApi({ ...PHOTOS, ...routes });
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('tab', { name: 'Returns' }));
  return { api, ...view };
}

const findCard = (orderNumber = 'AM000042') => screen.findByRole('listitem', { name: `Return of order ${orderNumber}` });
const factOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('admin returns', () => {
  it('shows each return: order, customer, items, reason, description, the refund it gives and the photos', async () => {
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: {
        body: [
          adminReturn(),
          adminReturn({
            id: 'r2',
            orderNumber: 'AM000043',
            reason: 'changed_mind',
            description: '',
            fullRefund: false,
            refundAmount: 902.5,
            photoCount: 0,
            photoUrls: [],
          }),
        ],
      },
    });
    const card = await findCard();
    expect(within(card).getByText('Requested', { selector: 'span' })).toBeTruthy();
    expect(factOf(card, 'Customer')?.textContent).toBe('Asha Rao (asha@example.com)');
    expect(factOf(card, 'Items')?.textContent).toBe('Monsoon over Kochi');
    expect(factOf(card, 'Reason')?.textContent).toBe('Arrived damaged');
    expect(factOf(card, 'Description')?.textContent).toBe('The corner of the canvas is torn.');
    expect(factOf(card, 'Refund')?.textContent).toBe('$1,094.18Full refund');

    const photo = (await within(card).findByRole('img', { name: 'Photo 2 of the return of order AM000042' })) as HTMLImageElement;
    expect(photo.src).toBe(`data:image/png;base64,${btoa('png bytes')}`);
    expect(api.callsTo('GET', returnPhotoPath('r1', 1))[0]?.headers.authorization).toBe('Bearer admin-token');
    await user.click(within(card).getByRole('button', { name: 'Enlarge Photo 2 of the return of order AM000042' }));
    const enlarged = await screen.findByRole('dialog', { name: 'Return photo' });
    expect(within(enlarged).getByRole('img', { name: 'Photo 2 of the return of order AM000042' })).toBeTruthy();
    await user.keyboard('{Escape}');

    const other = await findCard('AM000043');
    expect(factOf(other, 'Reason')?.textContent).toBe('Changed my mind');
    expect(factOf(other, 'Refund')?.textContent).toBe('$902.50after the 15% restocking fee, shipping not refunded');
    expect(within(other).queryByText('Description')).toBeNull();
    expect(within(other).getByText('No photos')).toBeTruthy();
  });

  it('says when other refunds capped what a return gives back, down to nothing', async () => {
    await openTab({
      [`GET ${RETURNS}`]: {
        body: [
          adminReturn({ status: 'approved', fullRefund: false, refundAmount: 575, refundCappedFrom: 900 }),
          adminReturn({
            id: 'r2',
            orderNumber: 'AM000043',
            status: 'approved',
            refundAmount: 0,
            refundCappedFrom: 1094.18,
            photoUrls: [],
          }),
        ],
      },
    });
    const capped = await findCard();
    expect(
      within(capped).getByText(
        'Capped at $575.00, what is left to refund of these artworks after earlier refunds (the return alone would refund $900.00).',
      ),
    ).toBeTruthy();
    const nothing = await findCard('AM000043');
    expect(
      within(nothing).getByText(
        'Everything paid for these artworks was already refunded, so this return refunds nothing more (it would have refunded $1,094.18).',
      ),
    ).toBeTruthy();
  });

  it('filters by status on the server and keeps the filter in the address', async () => {
    const { api, user, location } = await openTab({ [`GET ${RETURNS}`]: { body: [adminReturn()] } });
    await findCard();
    expect(api.callsTo('GET', RETURNS)[0]?.query).toEqual({});
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(api.callsTo('GET', RETURNS).at(-1)?.query).toEqual({ status: 'approved' }));
    expect(location().search).toContain('returnStatus=approved');
  });

  it('says so when no return matches, and reports a failed load with Retry', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { user } = await openTab({ [`GET ${RETURNS}`]: () => reply }, '/admin-dashboard?returnStatus=received');
    expect(await screen.findByText('Failed to fetch returns')).toBeTruthy();
    reply = { body: [] };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No received returns')).toBeTruthy();
  });

  it('approves a requested return with notes, then the list reloads', async () => {
    let current = adminReturn();
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: () => ({ body: [current] }),
      [`PUT ${returnPath('r1')}`]: (call) => {
        current = adminReturn({ status: 'approved', adminNotes: (call.body as { notes: string }).notes });
        return { body: current };
      },
    });
    const card = await findCard();
    expect(within(card).queryByRole('button', { name: /Mark received/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve return' });
    // The admin sees where the collector is told to send it, with the parcel's reference.
    expect(within(dialog).getByText('12 Lake Road')).toBeTruthy();
    expect(within(dialog).getByText('RET-AM000042-R1AB')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Notes'), 'Use the prepaid label in the mail');
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));

    expect(await screen.findByText('Return approved for order AM000042')).toBeTruthy();
    expect(api.callsTo('PUT', returnPath('r1'))[0]?.body).toEqual({
      status: 'approved',
      notes: 'Use the prepaid label in the mail',
    });
    expect(screen.queryByRole('dialog', { name: 'Approve return' })).toBeNull();
    const approved = await findCard();
    await within(approved).findByText('Approved', { selector: 'span' });
    expect(factOf(approved, 'Notes')?.textContent).toBe('Use the prepaid label in the mail');
    expect(within(approved).getByRole('button', { name: 'Mark received' })).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves without notes by sending the status alone, and shows a refusal from the server', async () => {
    let reply: Reply = { status: 409, body: { message: 'A rejected return cannot be marked approved' } };
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: { body: [adminReturn()] },
      [`PUT ${returnPath('r1')}`]: () => reply,
    });
    await user.click(within(await findCard()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve return' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A rejected return cannot be marked approved');
    expect(api.callsTo('PUT', returnPath('r1'))[0]?.body).toEqual({ status: 'approved' });

    reply = { body: adminReturn({ status: 'approved' }) };
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve return' })).toBeNull());
  });

  it('rejects only with a reason, which is sent as the notes', async () => {
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: { body: [adminReturn({ status: 'approved' })] },
      [`PUT ${returnPath('r1')}`]: { body: adminReturn({ status: 'rejected' }) },
    });
    await user.click(within(await findCard()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject return' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await within(dialog).findByText(ReturnMessages.rejectionReasonRequired)).toBeTruthy();
    expect(api.callsTo('PUT', returnPath('r1'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), '  The damage is not visible in the photos ');
    expect(within(dialog).queryByText(ReturnMessages.rejectionReasonRequired)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await screen.findByText('Return rejected for order AM000042')).toBeTruthy();
    expect(api.callsTo('PUT', returnPath('r1'))[0]?.body).toEqual({
      status: 'rejected',
      notes: 'The damage is not visible in the photos',
    });
  });

  it('marks an approved return received only after confirming, which issues the refund', async () => {
    let current = adminReturn({ status: 'approved' });
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: () => ({ body: [current] }),
      [`PUT ${returnPath('r1')}`]: () => {
        current = adminReturn({
          status: 'received',
          receivedAt: '2026-03-10T12:00:00.000Z',
          refund: refundView({ kind: 'return', amount: 1094.18, status: 'pending', completedAt: null }),
        });
        return { body: current };
      },
    });
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark received' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/The refund of \$1,094\.18 is issued now/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', returnPath('r1'))).toHaveLength(0);

    await user.click(within(await findCard()).getByRole('button', { name: 'Mark received' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Return of order AM000042 received: refund of $1,094.18 issued')).toBeTruthy();
    expect(api.callsTo('PUT', returnPath('r1'))[0]?.body).toEqual({ status: 'received' });

    const received = await findCard();
    await within(received).findByText('Received', { selector: 'span' });
    expect(factOf(received, 'Refund')?.textContent).toBe('$1,094.18Pending');
    expect(factOf(received, 'Received')?.textContent).toBe(new Date('2026-03-10T12:00:00.000Z').toLocaleString());
    expect(within(received).queryByRole('button', { name: /Mark received|Reject|Approve/ })).toBeNull();
  });

  it('says so when marking received fails', async () => {
    const { user } = await openTab({
      [`GET ${RETURNS}`]: { body: [adminReturn({ status: 'approved' })] },
      [`PUT ${returnPath('r1')}`]: { status: 409, body: { message: 'A received return cannot be marked received' } },
    });
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark received' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('A received return cannot be marked received')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers, once a return is received, to relist its artwork, relist it with changes or keep it off sale', async () => {
    const received = adminReturn({
      status: 'received',
      receivedAt: '2026-03-06T09:00:00.000Z',
      items: [{ id: 'i1', productId: 'p1', title: 'Monsoon over Kochi', inspection: 'awaiting' }],
    });
    const INSPECT = `${returnPath('r1')}/items/i1/inspection`;
    const { api, user } = await openTab({
      [`GET ${RETURNS}`]: { body: [received] },
      [`PUT ${INSPECT}`]: { body: received },
    });
    const card = await findCard();
    const choice = within(card).getByRole('group', { name: 'Returned artwork: Monsoon over Kochi' });
    expect(within(choice).getByText('It was reported as arrived damaged. Look at it before it goes back on sale.')).toBeTruthy();
    await user.click(within(choice).getByRole('button', { name: 'Keep off sale' }));
    await waitFor(() => expect(api.callsTo('PUT', INSPECT)).toHaveLength(1));
    expect(api.callsTo('PUT', INSPECT)[0]?.body).toEqual({ decision: 'keep_off_sale' });
  });
});

import type { PendingBankTransfer } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';

const LIST = '/api/admin/dashboard/pending-bank-transfers';
const VERIFY = '/api/admin/dashboard/verify-bank-transfer';
const PROOF = '/api/admin/dashboard/bank-transfers/p1/proof';
const MONEY = '/api/admin/dashboard/bank-transfers/money-to-return';
const returnedPath = (orderId: string) => `${MONEY}/${orderId}/returned`;

function pendingTransfer(overrides: Partial<PendingBankTransfer> = {}): PendingBankTransfer {
  return {
    paymentId: 'p1',
    orderId: 'o1',
    orderNumber: 'AM000042',
    orderDate: '2025-03-03T09:00:00.000Z',
    submittedAt: '2025-03-04T11:30:00.000Z',
    customerId: 'c1',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    amount: 85075,
    declaredCurrency: 'INR',
    mismatches: [],
    totalAmount: 1025,
    originalSubtotal: 1000,
    discountAmount: 50,
    discountPercentage: 5,
    taxAmount: 50,
    shippingAmount: 25,
    amountInr: 85075,
    exchangeRate: 83,
    transactionId: 'UTR000123456',
    transactionDate: '2025-03-04',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    proofImageUrl: PROOF,
    proofFileType: 'image',
    holdExpiresAt: '2025-03-07T11:30:00.000Z',
    overdue: false,
    amountDue: 85075,
    amountReceived: 0,
    amountOutstanding: 85075,
    partiallyPaid: false,
    ...overrides,
  };
}

beforeEach(() => {
  // jsdom has no blob URLs: a PDF proof's object URL is a stand-in name.
  URL.createObjectURL = vi.fn(() => 'blob:proof-of-payment');
  URL.revokeObjectURL = vi.fn();
});

const PNG_PROOF: Reply = { text: 'png bytes', contentType: 'image/png' };

// The console page is loaded lazily: the first render of a run waits for its module.
const findTab = () => screen.findByRole('tab', { name: 'Bank Transfer' });

async function openTab(routes: Record<string, Responder>) {
  storeAdminLogin();
  const api = mockApi({ [`GET ${PROOF}`]: PNG_PROOF, [`GET ${MONEY}`]: { body: [] }, ...routes });
  const view = renderApp('/admin-dashboard');
  await view.user.click(await findTab());
  return { api, ...view };
}

async function openDetails(user: Awaited<ReturnType<typeof openTab>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'View details of order AM000042' }));
  return screen.findByRole('dialog', { name: 'Bank transfer details' });
}

describe('admin bank transfers', () => {
  it('lists pending transfers with the amount in INR', async () => {
    const { api } = await openTab({ [`GET ${LIST}`]: { body: [pendingTransfer()] } });
    const table = await screen.findByRole('table', { name: 'Pending bank transfers' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(within(row).getByText('AM000042')).toBeTruthy();
    expect(within(row).getByText('Asha Rao')).toBeTruthy();
    expect(within(row).getByText('₹85,075.00')).toBeTruthy();
    expect(
      within(row).getByText(new Date('2025-03-04T00:00:00Z').toLocaleDateString(undefined, { timeZone: 'UTC' })),
    ).toBeTruthy();
    expect(within(row).getByText('HDFC Bank')).toBeTruthy();
    expect(api.callsTo('GET', LIST)[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('shows order and payment details, and the proof loaded with the admin token, enlarged on click', async () => {
    const { api, user } = await openTab({ [`GET ${LIST}`]: { body: [pendingTransfer()] } });
    const dialog = await openDetails(user);
    expect(within(dialog).getByText('UTR000123456')).toBeTruthy();
    expect(within(dialog).getByText('$1,000.00')).toBeTruthy();
    expect(within(dialog).getByText('Discount (5%)')).toBeTruthy();
    expect(within(dialog).getByText('-$50.00')).toBeTruthy();
    expect(within(dialog).getByText('$1,025.00')).toBeTruthy();
    expect(within(dialog).getByText('asha@example.com')).toBeTruthy();
    const proof = (await within(dialog).findByRole('img', { name: 'Proof of payment for order AM000042' })) as HTMLImageElement;
    expect(proof.src).toBe(`data:image/png;base64,${btoa('png bytes')}`);
    expect(api.callsTo('GET', PROOF)[0]?.headers.authorization).toBe('Bearer admin-token');

    await user.click(within(dialog).getByRole('button', { name: 'Enlarge proof of payment' }));
    const enlarged = await screen.findByRole('dialog', { name: 'Proof of payment' });
    expect(within(enlarged).getByRole('img', { name: 'Proof of payment for order AM000042' })).toBeTruthy();
  });

  it('shows the declared amount in its own currency and flags what does not match the order', async () => {
    const mismatches = ['Declared $270.00, but the order total is $1,025.00'];
    const { user } = await openTab({
      [`GET ${LIST}`]: { body: [pendingTransfer({ amount: 270, declaredCurrency: 'USD', mismatches })] },
    });
    const table = await screen.findByRole('table', { name: 'Pending bank transfers' });
    expect(within(table).getByText('Does not match')).toBeTruthy();
    const dialog = await openDetails(user);
    expect(within(dialog).getByText('Amount declared').nextElementSibling?.textContent).toBe('$270.00');
    expect(within(dialog).getByText('Check before approving: this transfer does not match the order.')).toBeTruthy();
    expect(within(dialog).getByText(mismatches[0] as string)).toBeTruthy();
  });

  it('opens or downloads a PDF proof, and says when the proof cannot be loaded', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let proofReply: Reply = { status: 500, text: '' };
    const { user } = await openTab({
      [`GET ${LIST}`]: { body: [pendingTransfer({ proofFileType: 'pdf' })] },
      [`GET ${PROOF}`]: () => proofReply,
    });
    const dialog = await openDetails(user);
    expect(await within(dialog).findByText('Failed to load the proof of payment')).toBeTruthy();

    proofReply = { text: '%PDF-1.4', contentType: 'application/pdf' };
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open PDF proof' }));
    expect(open).toHaveBeenCalledWith('blob:proof-of-payment', '_blank', 'noopener');
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]?.[0]).toMatchObject({ type: 'application/pdf' });

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF proof' }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.href, link.download]).toEqual(['blob:proof-of-payment', 'proof-AM000042.pdf']);
  });

  it('approves with notes, closes the details and reloads the list', async () => {
    let pending = [pendingTransfer()];
    const { api, user } = await openTab({
      [`GET ${LIST}`]: () => ({ body: pending }),
      [`POST ${VERIFY}`]: () => {
        pending = [];
        return { body: { orderId: 'o1', paymentStatus: 3 } };
      },
    });
    const dialog = await openDetails(user);
    await user.type(within(dialog).getByLabelText('Notes'), 'Matched on the statement');
    await user.type(within(dialog).getByLabelText(/^Amount received \(INR\)/), '85075');
    await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
    expect(await screen.findByText('No pending bank transfers to verify')).toBeTruthy();
    expect(api.callsTo('POST', VERIFY)[0]?.body).toEqual({
      orderId: 'o1',
      isVerified: true,
      notes: 'Matched on the statement',
      amountReceived: 85075,
    });
    expect(api.callsTo('GET', LIST)).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Bank transfer details' })).toBeNull();
    expect(await screen.findByText('Payment approved for order AM000042')).toBeTruthy();
  });

  it('rejects, and alerts when the verification fails', async () => {
    let reply: Reply = { status: 409, body: { message: 'This bank transfer has already been reviewed' } };
    const { api, user } = await openTab({
      [`GET ${LIST}`]: { body: [pendingTransfer()] },
      [`POST ${VERIFY}`]: () => reply,
    });
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    expect(
      await within(dialog).findByText('Failed to verify payment: This bank transfer has already been reviewed'),
    ).toBeTruthy();
    expect(api.callsTo('POST', VERIFY)[0]?.body).toEqual({ orderId: 'o1', isVerified: false, notes: null });

    reply = 'network-error';
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    expect(await within(dialog).findByText('Failed to verify payment: Failed to verify bank transfer')).toBeTruthy();

    reply = { body: { orderId: 'o1', paymentStatus: 4 } };
    await user.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    expect(await screen.findByText('Payment rejected for order AM000042')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('marks a transfer whose hold lapsed, and says until when the others are held', async () => {
    const { user } = await openTab({
      [`GET ${LIST}`]: {
        body: [
          pendingTransfer(),
          pendingTransfer({
            paymentId: 'p2',
            orderId: 'o2',
            orderNumber: 'AM000043',
            holdExpiresAt: '2025-03-01T08:00:00.000Z',
            overdue: true,
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Pending bank transfers' });
    const rowOf = (orderNumber: string) => within(table).getByText(orderNumber).closest('tr') as HTMLElement;
    const heldUntil = new Date('2025-03-07T11:30:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(rowOf('AM000042')).getByText(`Held until ${heldUntil}`)).toBeTruthy();
    expect(within(rowOf('AM000042')).queryByText(/Hold lapsed/)).toBeNull();
    expect(within(rowOf('AM000043')).getByText('Hold lapsed — artworks no longer reserved')).toBeTruthy();
    expect(within(rowOf('AM000043')).queryByText(/Held until/)).toBeNull();

    await user.click(within(rowOf('AM000043')).getByRole('button', { name: 'View details of order AM000043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer details' });
    expect(within(dialog).getByText(/^Hold lapsed — artworks no longer reserved: other collectors may have bought/)).toBeTruthy();
  });

  it('says so when nothing waits for verification', async () => {
    await openTab({ [`GET ${LIST}`]: { body: [] } });
    expect(await screen.findByText('No pending bank transfers to verify')).toBeTruthy();
  });

  it('shows "Error: {message}" with Retry, and loads on retry', async () => {
    let reply: Reply = { status: 500, text: '' };
    const { user } = await openTab({ [`GET ${LIST}`]: () => reply });
    expect(await screen.findByText('Error: Failed to fetch pending bank transfers')).toBeTruthy();
    reply = { body: [pendingTransfer()] };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Pending bank transfers' })).toBeTruthy();
  });

  it('reports "Authentication token not found" without an admin token, and calls nothing', async () => {
    localStorage.setItem('adminData', JSON.stringify({ adminId: 'a1', name: 'Ravi' }));
    const api = mockApi({ [`GET ${LIST}`]: { body: [] } });
    const { user } = renderApp('/admin-dashboard');
    await user.click(await findTab());
    expect(await screen.findByText('Authentication token not found')).toBeTruthy();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  describe('the amount check (issue 21)', () => {
    const SHORTFALL = 'The amount received is less than the order total. Confirm it as a partial payment to record it.';
    const usdTransfer = (overrides: Partial<PendingBankTransfer> = {}) =>
      pendingTransfer({ amount: 1000, declaredCurrency: 'USD', amountDue: 1025, amountOutstanding: 1025, ...overrides });

    it('shows what the customer declared against the amount due after the discount', async () => {
      const { user } = await openTab({ [`GET ${LIST}`]: { body: [usdTransfer()] } });
      const dialog = await openDetails(user);
      const check = within(within(dialog).getByRole('heading', { name: 'Amount check' }).closest('section') as HTMLElement);
      expect(check.getByText('Declared by the customer').nextElementSibling?.textContent).toBe('$1,000.00');
      expect(check.getByText('Amount due (after the 5% discount)').nextElementSibling?.textContent).toBe('$1,025.00');
      expect(check.queryByText('Outstanding')).toBeNull();
    });

    it('asks for the amount received before approving, and sends nothing without it', async () => {
      const { api, user } = await openTab({ [`GET ${LIST}`]: { body: [usdTransfer()] } });
      const dialog = await openDetails(user);
      await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
      expect(
        await within(dialog).findByText('Please enter the amount received: greater than zero, with at most two decimals'),
      ).toBeTruthy();
      await user.type(within(dialog).getByLabelText(/^Amount received \(USD\)/), '1000.123');
      await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
      expect(
        within(dialog).getByText('Please enter the amount received: greater than zero, with at most two decimals'),
      ).toBeTruthy();
      expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
    });

    it('shows the server message on a shortfall and offers to confirm it as a partial payment', async () => {
      let reply: Reply = { status: 409, body: { message: SHORTFALL } };
      const { api, user } = await openTab({
        [`GET ${LIST}`]: { body: [usdTransfer()] },
        [`POST ${VERIFY}`]: () => reply,
      });
      const dialog = await openDetails(user);
      await user.type(within(dialog).getByLabelText(/^Amount received \(USD\)/), '1000');
      await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
      expect(await within(dialog).findByText(SHORTFALL)).toBeTruthy();

      reply = {
        body: {
          orderId: 'o1',
          paymentStatus: 1,
          currency: 'USD',
          amountDue: 1025,
          amountReceived: 1000,
          amountOutstanding: 25,
          amountOverpaid: 0,
          partial: true,
        },
      };
      await user.click(within(dialog).getByRole('button', { name: 'Confirm as partial payment' }));
      expect(await screen.findByText('Partial payment recorded for order AM000042: $25.00 still outstanding')).toBeTruthy();
      const [first, second] = api.callsTo('POST', VERIFY);
      expect(first?.body).toEqual({ orderId: 'o1', isVerified: true, notes: null, amountReceived: 1000 });
      expect(second?.body).toEqual({ orderId: 'o1', isVerified: true, notes: null, amountReceived: 1000, confirmPartial: true });
      // The same review, the same key: a repeat records the amount once.
      expect(first?.headers['idempotency-key']).toEqual(expect.any(String));
      expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    });

    it('shows a partially paid transfer with what is outstanding, and says when more than due arrived', async () => {
      const partly = usdTransfer({ partiallyPaid: true, amountReceived: 1000, amountOutstanding: 25 });
      const { api, user } = await openTab({
        [`GET ${LIST}`]: { body: [partly] },
        [`POST ${VERIFY}`]: {
          body: { orderId: 'o1', paymentStatus: 3, currency: 'USD', amountOverpaid: 5, amountOutstanding: 0, partial: false },
        },
      });
      const table = await screen.findByRole('table', { name: 'Pending bank transfers' });
      expect(within(table).getByText('Partially paid · $25.00 outstanding')).toBeTruthy();
      const dialog = await openDetails(user);
      expect(within(dialog).getByText(/^Partially paid: \$1,000\.00 received, \$25\.00 outstanding/)).toBeTruthy();
      expect(within(dialog).getByText('Outstanding').nextElementSibling?.textContent).toBe('$25.00');
      await user.type(within(dialog).getByLabelText(/^Amount received \(USD\)/), '30');
      await user.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
      expect(await screen.findByText('Payment approved for order AM000042')).toBeTruthy();
      expect(await screen.findByText('Received $5.00 more than due: return the difference to the customer.')).toBeTruthy();
      expect(api.callsTo('POST', VERIFY)[0]?.body).toMatchObject({ amountReceived: 30 });
    });
  });
});

describe('money to return', () => {
  const held = {
    orderId: 'o9',
    orderNumber: 'AM000049',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    amount: 100,
    reason: 'rejected' as const,
    transactionId: 'UTR000999',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
  };

  it('lists money held for collectors beside the queue, even when no transfer waits', async () => {
    await openTab({ [`GET ${LIST}`]: { body: [] }, [`GET ${MONEY}`]: { body: [held] } });
    const table = await screen.findByRole('table', { name: 'Money to return' }, { timeout: 4000 });
    const row = within(table).getByText('AM000049').closest('tr') as HTMLElement;
    for (const text of ['Asha Rao (asha@example.com)', 'Transfer rejected', '$100.00'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText('No pending bank transfers to verify')).toBeTruthy();
  });

  it('marks it returned with the reference, once per opening, and reloads the list', async () => {
    let list = [held];
    const { api, user } = await openTab({
      [`GET ${LIST}`]: { body: [] },
      [`GET ${MONEY}`]: () => ({ body: list }),
      [`POST ${returnedPath('o9')}`]: () => {
        list = [];
        return { body: { orderId: 'o9', amount: 100, reference: 'WIRE-42', returnedAt: '2025-03-05T10:00:00.000Z' } };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Mark the money of order AM000049 as returned' }, { timeout: 4000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Return money of order AM000049' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as returned' }));
    expect(within(dialog).getByText('Please enter the reference of the transfer you sent back')).toBeTruthy();
    expect(api.callsTo('POST', returnedPath('o9'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reference of the transfer you sent'), 'WIRE-42');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as returned' }));
    await waitFor(() => expect(api.callsTo('POST', returnedPath('o9'))).toHaveLength(1), { timeout: 4000 });
    const [call] = api.callsTo('POST', returnedPath('o9'));
    expect(call?.body).toEqual({ reference: 'WIRE-42' });
    expect(call?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByText('No money to return', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows the refusal of the server in the dialog', async () => {
    const { user } = await openTab({
      [`GET ${LIST}`]: { body: [] },
      [`GET ${MONEY}`]: { body: [held] },
      [`POST ${returnedPath('o9')}`]: { status: 409, body: { message: 'Nothing is held for the collector on this order' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Mark the money of order AM000049 as returned' }, { timeout: 4000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Return money of order AM000049' });
    await user.type(within(dialog).getByLabelText('Reference of the transfer you sent'), 'WIRE-43');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as returned' }));
    expect(
      await within(dialog).findByText('Nothing is held for the collector on this order', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem } from '#web/test/catalog-fixtures.ts';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { createdOrder, ORDER_ID, orderView, paymentConfig, savedAddress, wireAccount } from '#web/test/purchase-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

function bankTransferApi(routes: Record<string, Responder> = {}) {
  return mockApi({
    'GET /api/Cart': { body: [cartItem()] },
    'POST /api/Orders/shipping': { body: createdOrder() },
    [`GET /api/Orders/${ORDER_ID}`]: { body: orderView() },
    'GET /api/Payment/config': { body: paymentConfig() },
    ...routes,
  });
}

async function enter(user: User, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.paste(text);
}

/** From the checkout to the open bank-transfer form (the address comes prefilled but for these fields). */
async function openBankTransfer(user: User) {
  await enter(user, /^Address/, '14 Marine Drive');
  await enter(user, /^City/, 'Mumbai');
  await enter(user, /^State/, 'Maharashtra');
  await enter(user, /^ZIP code/, '400020');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  return screen.findByRole('form', { name: 'Bank transfer details' });
}

const proof = (type = 'image/png', size?: number) => {
  const file = new File(['receipt'], type === 'application/pdf' ? 'receipt.pdf' : 'receipt.png', { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillTransfer(user: User) {
  await enter(user, /^Transaction ID/, 'UTR2025050112345');
  fireEvent.change(screen.getByLabelText(/^Transaction date/), { target: { value: '2025-05-01' } });
  await enter(user, /^Bank name/, 'State Bank of India');
  await enter(user, /^Account holder name/, 'Asha Rao');
  await enter(user, /^Amount transferred/, '108730');
}

describe('bank transfer at checkout', () => {
  it('shows where to send how much, in USD and INR, and the 5% discount in the summary', async () => {
    storeCustomerLogin();
    bankTransferApi();
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await openBankTransfer(user);
    for (const text of ['HDFC Bank', 'Art Market Pvt Ltd', '50100234567890', 'HDFC0001234']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Bank', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('IFSC code', { selector: 'dt' })).toBeTruthy();
    // A domestic NEFT needs no SWIFT code, and is no wire: neither is shown (issue 28, item 7).
    expect(screen.queryByText('HDFCINBB')).toBeNull();
    expect(screen.queryByText(/intermediary/)).toBeNull();
    expect(screen.getAllByText('$1,310.00').length).toBeGreaterThan(0);
    // The rupees with their rate, written as every PayU and bank-transfer amount is (ADR 0045).
    expect(screen.getAllByText('₹1,08,730.00 at 1 USD = ₹83.00').length).toBe(2);
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Bank transfer discount (5%)').nextElementSibling?.textContent).toBe('-$64.25');
    expect(summary.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$1,310.00');
  });

  it('asks for every required field and the proof with the spec message, then checks the file', async () => {
    storeCustomerLogin();
    const api = bankTransferApi();
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect(await form.findByText('Please fill all required fields and upload proof of payment')).toBeTruthy();
    expect(form.getByText('Transaction ID is required')).toBeTruthy();
    expect(form.getByText('Bank name is required')).toBeTruthy();
    expect(form.getByText('Please upload proof of payment')).toBeTruthy();

    await fillTransfer(user);
    fireEvent.change(form.getByLabelText(/^Proof of payment/), { target: { files: [proof('text/plain')] } });
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect(await form.findByText('Please upload an image or PDF file')).toBeTruthy();

    fireEvent.change(form.getByLabelText(/^Proof of payment/), { target: { files: [proof('image/png', 5_242_881)] } });
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect(await form.findByText('File size cannot exceed 5MB')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Orders/bank-transfer')).toHaveLength(0);
  });

  it('posts the transfer as multipart, keeps the order id and opens the confirmation', async () => {
    storeCustomerLogin();
    localStorage.removeItem('currentOrderId');
    const api = bankTransferApi({
      'POST /api/Orders/bank-transfer': { body: { orderId: ORDER_ID, paymentStatus: 1, message: 'received' } },
      [`GET /api/Orders/${ORDER_ID}`]: { body: orderView({ paymentStatus: 1, paymentMethod: 0 }) },
    });
    const { user, location } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    await fillTransfer(user);
    await user.upload(form.getByLabelText(/^Proof of payment/), proof('application/pdf'));
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));

    await waitFor(() => expect(location().pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(location().search).toBe('?source=banktransfer');
    expect(location().state).toEqual({ paymentType: 'neft', paymentCompleted: true });
    expect(localStorage.getItem('currentOrderId')).toBe(ORDER_ID);
    const sent = api.callsTo('POST', '/api/Orders/bank-transfer')[0];
    expect(sent?.headers.authorization).toBe('Bearer customer-token');
    const body = sent?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'proofFile'))).toEqual({
      orderId: ORDER_ID,
      transactionId: 'UTR2025050112345',
      transactionDate: '2025-05-01',
      bankName: 'State Bank of India',
      accountHolderName: 'Asha Rao',
      amount: '108730',
      // The address is in India: the form proposes rupees, and says so.
      currency: 'INR',
      rail: 'neft',
    });
    expect((body.get('proofFile') as File).name).toBe('receipt.pdf');
    // The server reads the text fields before the file, so the file goes last.
    expect([...body.keys()].at(-1)).toBe('proofFile');
  });

  it('names the currency of the amount, refuses a future date and shows the reference to quote', async () => {
    storeCustomerLogin();
    const api = bankTransferApi({
      'POST /api/Orders/bank-transfer': { body: { orderId: ORDER_ID, paymentStatus: 1, message: 'received' } },
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    expect(
      screen.getByText(
        'Quote your order number AM000042 as the payment reference (remarks) of your transfer, so that we can match it to your order.',
      ),
    ).toBeTruthy();
    expect(form.getByLabelText(/^Amount transferred \(INR\)/)).toBeTruthy();
    expect(form.getByText("As on your bank's receipt; the total is ₹1,08,730.00")).toBeTruthy();
    await user.selectOptions(form.getByLabelText(/^Currency of the transfer/), 'USD');
    expect(form.getByLabelText(/^Amount transferred \(USD\)/)).toBeTruthy();
    expect(form.getByText("As on your bank's receipt; the total is $1,310.00")).toBeTruthy();

    await fillTransfer(user);
    // A year from the real today, which the form compares with: a fixed date would be past one day.
    const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    fireEvent.change(form.getByLabelText(/^Transaction date/), { target: { value: nextYear } });
    await user.upload(form.getByLabelText(/^Proof of payment/), proof());
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect(await form.findByText('The transaction date cannot be in the future')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Orders/bank-transfer')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/^Transaction date/), { target: { value: '2025-05-01' } });
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Orders/bank-transfer')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/Orders/bank-transfer')[0]?.body as FormData;
    expect(sent.get('currency')).toBe('USD');
  });

  it('empties the cart as a PayPal payment does (issue 19: the artwork stayed in the cart)', async () => {
    storeCustomerLogin();
    let submitted = false;
    const api = bankTransferApi({
      'GET /api/Cart': () => ({ body: submitted ? [] : [cartItem()] }),
      'POST /api/Orders/bank-transfer': () => {
        submitted = true;
        return { body: { orderId: ORDER_ID, paymentStatus: 1, message: 'received' } };
      },
      [`GET /api/Orders/${ORDER_ID}`]: { body: orderView({ paymentStatus: 1, paymentMethod: 0 }) },
    });
    const { user, location } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    await fillTransfer(user);
    await user.upload(form.getByLabelText(/^Proof of payment/), proof('application/pdf'));
    const cartReadsBefore = api.callsTo('GET', '/api/Cart').length;
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    await waitFor(() => expect(location().pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(api.callsTo('GET', '/api/Cart').length).toBeGreaterThan(cartReadsBefore);
  });

  it('stays on the checkout with the server text, or the spec text, and the button usable again', async () => {
    storeCustomerLogin();
    let reply: Reply = {
      status: 400,
      body: { message: 'Please upload an image or PDF file', errors: { proofFile: 'Please upload an image or PDF file' } },
    };
    bankTransferApi({ 'POST /api/Orders/bank-transfer': () => reply });
    const { user, location } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    await fillTransfer(user);
    await user.upload(form.getByLabelText(/^Proof of payment/), proof());
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect((await form.findAllByText('Please upload an image or PDF file')).length).toBe(2);

    reply = { status: 500, text: '' };
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect(await form.findByText('Failed to process bank transfer payment')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Submit bank transfer' })).toHaveProperty('disabled', false);
    expect(location().pathname).toBe('/checkout');
  });

  it('tells at once that the declared amount is below the amount due, under the amount, and stays', async () => {
    storeCustomerLogin();
    const message =
      'The amount you declared is less than the amount due, $1,310.00. Please transfer the full amount and declare it, or pay with PayPal or PayU.';
    bankTransferApi({ 'POST /api/Orders/bank-transfer': { status: 400, body: { message, errors: { amount: message } } } });
    const { user, location } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    const form = within(await openBankTransfer(user));
    await fillTransfer(user);
    await user.upload(form.getByLabelText(/^Proof of payment/), proof());
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    expect((await form.findAllByText(message)).length).toBeGreaterThan(0);
    expect(location().pathname).toBe('/checkout');
    expect(screen.queryByText(/Order Confirmed/)).toBeNull();
  });

  it('offers an unverified collector the reason and a new verification link instead of the form', async () => {
    storeCustomerLogin();
    const api = bankTransferApi({
      'GET /api/Payment/config': { body: paymentConfig({ emailVerified: false }) },
      'POST /api/Customer/resend-verification': {
        body: { message: 'We sent a new verification link to your email address. It works once, within 48 hours.' },
      },
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await enter(user, /^Address/, '14 Marine Drive');
    await enter(user, /^City/, 'Mumbai');
    await enter(user, /^State/, 'Maharashtra');
    await enter(user, /^ZIP code/, '400020');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));

    expect(
      await screen.findByText(
        'To pay by bank transfer, please verify your email address first: open the link we e-mailed you, or ask for a new one. PayPal and PayU do not need it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bank transfer details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('We sent a new verification link to your email address. It works once, within 48 hours.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/Customer/resend-verification')).toHaveLength(1);
  });
});

describe('bank transfer options by delivery country (issue 28, item 7)', () => {
  const us = { ...savedAddress, country: 'United States', state: 'NY', city: 'New York', zipCode: '10001' };

  async function openCheckoutTo(user: User) {
    await enter(user, /^Address/, '5 Spring St');
    await enter(user, /^City/, 'New York');
    await enter(user, /^State/, 'NY');
    await enter(user, /^ZIP code/, '10001');
    const country = screen.getByLabelText(/^Country/);
    await user.clear(country);
    await user.paste('United States');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    return screen.findByRole('radio', { name: /PayPal/ });
  }

  it('offers a US collector the international wire, with SWIFT, IBAN, bank address and who pays the fees, not NEFT', async () => {
    storeCustomerLogin();
    const api = bankTransferApi({
      'POST /api/Orders/shipping': { body: createdOrder(us) },
      [`GET /api/Orders/${ORDER_ID}`]: { body: orderView({ shippingAddressDetails: us }) },
      'POST /api/Orders/bank-transfer': { body: { orderId: ORDER_ID, paymentStatus: 1, message: 'received' } },
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await openCheckoutTo(user);
    expect(screen.queryByRole('radio', { name: /NEFT/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer by international wire (SWIFT), 5% off the artworks' }));
    const form = within(await screen.findByRole('form', { name: 'Bank transfer details' }));
    for (const [label, value] of [
      ['SWIFT/BIC', 'DEUTDEFFXXX'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['Beneficiary', 'Art Market Ventures GmbH'],
      ['Bank', 'Deutsche Bank'],
      ['Bank address', wireAccount.bankAddress],
    ]) {
      expect(screen.getByText(label as string, { selector: 'dt' }).nextElementSibling?.textContent).toBe(value);
    }
    expect(screen.queryByText('IFSC code', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('HDFC0001234')).toBeNull();
    expect(screen.getByText(/you pay your bank's fees and any intermediary bank's fees/)).toBeTruthy();
    expect((form.getByLabelText(/^Currency of the transfer/) as HTMLSelectElement).value).toBe('USD');

    await fillTransfer(user);
    await user.upload(form.getByLabelText(/^Proof of payment/), proof());
    await user.click(form.getByRole('button', { name: 'Submit bank transfer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Orders/bank-transfer')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/Orders/bank-transfer')[0]?.body as FormData;
    expect(sent.get('rail')).toBe('wire');
  });

  it('offers no bank transfer outside India when the server offers no wire, and NEFT in India', async () => {
    storeCustomerLogin();
    bankTransferApi({
      'POST /api/Orders/shipping': { body: createdOrder(us) },
      'GET /api/Payment/config': { body: paymentConfig({ wireAccount: null }) },
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await openCheckoutTo(user);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'PayPal (USD, also cards)',
    ]);
  });

  it('names NEFT for India even when no wire is offered', async () => {
    storeCustomerLogin();
    bankTransferApi({ 'GET /api/Payment/config': { body: paymentConfig({ wireAccount: null }) } });
    const { user } = renderApp('/checkout');
    await screen.findByRole('region', { name: 'Order summary' });
    await openBankTransfer(user);
    expect(screen.getByRole('radio', { name: 'Bank transfer (NEFT), 5% off the artworks' })).toBeTruthy();
    expect(screen.getByText('IFSC code', { selector: 'dt' })).toBeTruthy();
  });
});

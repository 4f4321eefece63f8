import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { bankAccount, STUDIO_ROUTES, storeVendorLogin, VENDOR_ID } from './vendor-fixtures.ts';

const LIST = `GET /api/vendordashboard/${VENDOR_ID}/bank-accounts`;
const ADD = `POST /api/vendordashboard/${VENDOR_ID}/bank-accounts`;
const DEFAULT = bankAccount({ id: 'b1', isDefault: true, accountNumber: '111122223333' });
const SPARE = bankAccount({
  id: 'b2',
  bankName: 'ICICI Bank',
  accountNumber: '999988887777',
  ifscCode: '',
  iban: 'GB29NWBK60161331926819',
});

async function openTab(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [LIST]: { body: [DEFAULT, SPARE] }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Bank Accounts' }));
  await screen.findByRole('table', { name: 'Bank accounts' });
  return { api, ...view };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type(/^Account holder name/, 'Meera Iyer');
  type(/^Bank name/, 'HDFC Bank');
  type(/^Account number/, '1234 5678 9012');
  type(/^Bank address/, 'Lake Road, Hyderabad');
}

describe('vendor bank accounts', () => {
  it('lists accounts masked to the last four digits; the default has no Edit or Delete', async () => {
    await openTab();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [defaultRow, spareRow] = rows as [HTMLElement, HTMLElement];
    expect(within(defaultRow).getByText('••••••••3333')).toBeTruthy();
    expect(within(defaultRow).getByText('Default')).toBeTruthy();
    expect(within(defaultRow).queryByRole('button')).toBeNull();
    // The IBAN holds the account number: masked too, nowhere whole, not even on hover.
    expect(within(spareRow).getByText('GB••••••••••••••••6819')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('GB29NWBK60161331926819');
    expect(within(spareRow).getByRole('button', { name: 'Edit account ending 7777' })).toBeTruthy();
    expect(within(spareRow).getByRole('button', { name: 'Delete account ending 7777' })).toBeTruthy();
  });

  it('makes a non-default account the default from its row, after asking', async () => {
    let accounts = [DEFAULT, SPARE];
    const { api, user } = await openTab({
      [LIST]: () => ({ body: accounts }),
      'PUT /api/vendordashboard/bank-accounts/b2': ({ body }) => {
        accounts = [
          { ...SPARE, isDefault: true },
          { ...DEFAULT, isDefault: false },
        ];
        return { body: { ...SPARE, ...(body as object) } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make account ending 7777 the default' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Send your payouts to ICICI Bank account ••••••••7777 from now on?')).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText(/^Current password/), { target: { value: 'my-password' } });
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }));

    expect(await screen.findByText('Default bank account changed: payouts now go to this account')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/vendordashboard/bank-accounts/b2')[0]?.body).toEqual({
      accountHolderName: SPARE.accountHolderName,
      bankName: 'ICICI Bank',
      accountNumber: '999988887777',
      accountType: 0,
      ifscCode: '',
      iban: 'GB29NWBK60161331926819',
      routingNumber: '',
      swiftCode: '',
      bankAddress: SPARE.bankAddress,
      isDefault: true,
      currentPassword: 'my-password',
    });
    await waitFor(() => {
      const [first] = screen.getAllByRole('row').slice(1) as [HTMLElement];
      expect(within(first).getByText('••••••••7777')).toBeTruthy();
      expect(within(first).getByText('Default')).toBeTruthy();
    });
    expect(screen.getByRole('button', { name: 'Make account ending 3333 the default' })).toBeTruthy();
  });

  it('shows each rule of the add form, then sends the account', async () => {
    const { api, user } = await openTab({ [ADD]: { status: 201, body: bankAccount({ id: 'b3' }) } });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    for (const message of [
      'Account holder name is required',
      'Bank name is required',
      'Account number is required',
      'Bank address is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }

    fillValid();
    type(/^Account number/, '1234567');
    type(/^IFSC code/, 'HDFC1234567');
    type(/^IBAN/, 'GB2');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Account number must be at least 8 digits')).toBeTruthy();
    expect(within(dialog).getByText('Invalid IFSC code format')).toBeTruthy();
    expect(within(dialog).getByText('Invalid IBAN format')).toBeTruthy();
    expect(api.callsTo('POST', ADD.slice(5))).toHaveLength(0);

    type(/^Account number/, '1234 5678 9012');
    type(/^IFSC code/, 'hdfc0001234');
    type(/^IBAN/, 'gb29nwbk60161331926819');
    fireEvent.change(screen.getByLabelText(/^Account type/), { target: { value: '1' } });
    type(/^Current password/, 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));

    expect(await screen.findByText('Bank account added successfully')).toBeTruthy();
    expect(api.callsTo('POST', ADD.slice(5))[0]?.body).toMatchObject({
      accountHolderName: 'Meera Iyer',
      bankName: 'HDFC Bank',
      accountNumber: '123456789012',
      accountType: 1,
      ifscCode: 'HDFC0001234',
      iban: 'GB29NWBK60161331926819',
      bankAddress: 'Lake Road, Hyderabad',
      isDefault: false,
      currentPassword: 'my-password',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('GET', LIST.slice(4)).length).toBeGreaterThan(1);
  });

  it('joins the server field errors as "field: message" when adding fails', async () => {
    const { user } = await openTab({
      [ADD]: {
        status: 400,
        body: { message: 'Validation failed', errors: { accountNumber: 'Already registered', iban: 'Unknown bank' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    fillValid();
    type(/^Current password/, 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('accountNumber: Already registered, iban: Unknown bank');
  });

  it('says "Failed to save bank account" when adding or editing fails without a message', async () => {
    const { user } = await openTab({
      [ADD]: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      'PUT /api/vendordashboard/bank-accounts/b2': 'network-error',
    });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const adding = await screen.findByRole('dialog', { name: 'Add bank account' });
    fillValid();
    type(/^Current password/, 'vendor-password');
    await user.click(within(adding).getByRole('button', { name: 'Add account' }));
    expect((await within(adding).findByRole('alert')).textContent).toBe('Failed to save bank account');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit account ending 7777' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit bank account' });
    type(/^Bank name/, 'ICICI Bank Ltd');
    await user.click(within(editing).getByRole('button', { name: 'Save changes' }));
    expect((await within(editing).findByRole('alert')).textContent).toBe('Failed to save bank account');
  });

  it('asks for the current password to add an account, and shows the server refusing it', async () => {
    const { api, user } = await openTab({
      [ADD]: {
        status: 400,
        body: { message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    fillValid();
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Please enter your current password to change where your payouts go')).toBeTruthy();
    expect(api.callsTo('POST', ADD.slice(5))).toHaveLength(0);

    type(/^Current password/, 'a-wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(api.callsTo('POST', ADD.slice(5))[0]?.body).toMatchObject({ currentPassword: 'a-wrong-one' });
    expect(screen.getByRole('dialog', { name: 'Add bank account' })).toBeTruthy();
  });

  it('asks for the current password to make an account the default, and keeps the dialog open on a refusal', async () => {
    const PUT = 'PUT /api/vendordashboard/bank-accounts/b2';
    const { api, user } = await openTab({
      [PUT]: { status: 429, body: { message: 'Too many attempts. Please try again later.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Make account ending 7777 the default' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Please enter your current password to change where your payouts go',
    );
    expect(api.callsTo('PUT', PUT.slice(4))).toHaveLength(0);

    fireEvent.change(within(confirm).getByLabelText(/^Current password/), { target: { value: 'a-guess' } });
    await user.click(within(confirm).getByRole('button', { name: 'Make default' }));
    expect(await within(confirm).findByText('Too many attempts. Please try again later.')).toBeTruthy();
    expect(api.callsTo('PUT', PUT.slice(4))[0]?.body).toMatchObject({ isDefault: true, currentPassword: 'a-guess' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('edits an account and shows the server refusal when it is the default', async () => {
    const { api, user } = await openTab({
      'PUT /api/vendordashboard/bank-accounts/b2': { status: 400, body: { message: 'Cannot update default bank account' } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit account ending 7777' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    expect((screen.getByLabelText(/^Bank name/) as HTMLInputElement).value).toBe('ICICI Bank');
    type(/^Bank name/, 'ICICI Bank Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Cannot update default bank account');
    expect(api.callsTo('PUT', '/api/vendordashboard/bank-accounts/b2')[0]?.body).toMatchObject({ bankName: 'ICICI Bank Ltd' });
  });

  it('says nothing has changed, and sends nothing, when Save changes finds the account as it was', async () => {
    const { api, user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Edit account ending 7777' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Nothing has changed: edit a field, then Save changes');
    expect(api.callsTo('PUT', '/api/vendordashboard/bank-accounts/b2')).toHaveLength(0);
  });

  it('deletes only after confirmation and reports the server refusal', async () => {
    let reply: Reply = { status: 400, body: { message: 'Cannot delete default bank account' } };
    const { api, user } = await openTab({ 'DELETE /api/vendordashboard/bank-accounts/b2': () => reply });
    await user.click(screen.getByRole('button', { name: 'Delete account ending 7777' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this bank account?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/vendordashboard/bank-accounts/b2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete account ending 7777' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot delete default bank account')).toBeTruthy();

    reply = { body: { message: 'Bank account deleted successfully' } };
    await user.click(screen.getByRole('button', { name: 'Delete account ending 7777' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bank account deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/vendordashboard/bank-accounts/b2')).toHaveLength(2);
  });

  it('shows "Failed to fetch bank accounts" with Retry', async () => {
    await (async () => {
      storeVendorLogin();
      mockApi({ ...STUDIO_ROUTES, [LIST]: { status: 500, text: '' } });
      const { user } = renderApp('/vendor-dashboard');
      await user.click(await screen.findByRole('tab', { name: 'Bank Accounts' }));
    })();
    expect(await screen.findByText('Failed to fetch bank accounts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

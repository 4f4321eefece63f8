import { TwoFactorMessages } from '@art-market/domain/copy';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';
import { ORDER, ORDERS, orderRow } from './order-fixtures.ts';

const STATUS = 'GET /api/AdminAuth/two-factor';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '2')}`);

describe('admin two-factor authentication', () => {
  it('sends an admin who must enrol to the set-up before anything else, then opens the console', async () => {
    storeAdminLogin();
    let enabled = false;
    const api = mockApi({
      [STATUS]: () => ({ body: { enabled, required: true, recoveryCodesLeft: enabled ? 10 : 0 } }),
      'POST /api/AdminAuth/two-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/AdminAuth/two-factor/confirm': (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return { status: 400, body: { message: TwoFactorMessages.codeWrong, errors: { code: TwoFactorMessages.codeWrong } } };
        }
        enabled = true;
        return { body: { recoveryCodes: RECOVERY_CODES } };
      },
      [`GET ${ORDERS}`]: { body: [orderRow()], headers: { 'X-Total-Count': '1' } },
    });
    const { user } = renderApp('/admin-dashboard');

    expect(await screen.findByText(TwoFactorMessages.enrolmentRequired)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.callsTo('GET', ORDERS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await screen.findByRole('img', { name: /QR code/ })).getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    await user.type(screen.getByLabelText(TwoFactorMessages.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TwoFactorMessages.codeWrong)).toBeTruthy();
    await user.clear(screen.getByLabelText(TwoFactorMessages.codeLabel));
    await user.type(screen.getByLabelText(TwoFactorMessages.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', ORDERS).length).toBeGreaterThan(0));
  });

  it('asks for a fresh code in the refund dialog when it is on, and shows the refusal under the field', async () => {
    storeAdminLogin();
    const api = mockApi({
      [STATUS]: { body: { enabled: true, required: false, recoveryCodesLeft: 9 } },
      [`GET ${ORDERS}`]: { body: [orderRow()], headers: { 'X-Total-Count': '1' } },
      [`GET ${ORDERS}/o1`]: { body: ORDER },
      [`POST ${ORDERS}/o1/refund`]: {
        status: 400,
        body: { message: TwoFactorMessages.codeWrong, errors: { code: TwoFactorMessages.codeWrong } },
      },
    });
    const { user } = renderApp('/admin-dashboard');
    await user.click(await screen.findByRole('button', { name: 'View order AM000042' }, { timeout: 4000 }));
    const details = await screen.findByRole('dialog', { name: 'Order AM000042' });
    await user.click(await within(details).findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Damaged in transit');
    await user.type(await within(dialog).findByLabelText(new RegExp(TwoFactorMessages.codeLabel)), ' 246810 ');
    await user.click(within(dialog).getByRole('button', { name: /^Refund/ }));
    expect(await within(dialog).findByText(TwoFactorMessages.codeWrong)).toBeTruthy();
    expect(api.callsTo('POST', `${ORDERS}/o1/refund`)[0]?.body).toEqual({ reason: 'Damaged in transit', code: '246810' });
  });
});

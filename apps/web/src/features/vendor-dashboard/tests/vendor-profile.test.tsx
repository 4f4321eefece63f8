import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { STUDIO_ROUTES, storeVendorLogin, VENDOR_ID, vendorProfile } from './vendor-fixtures.ts';

const PROFILE = vendorProfile();
const URL = `/api/vendordashboard/profile/${VENDOR_ID}`;

async function openForm(put: Responder) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [`GET ${URL}`]: { body: PROFILE }, [`PUT ${URL}`]: put });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Profile' }));
  await view.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return { api, ...view };
}

const passwordField = () => screen.queryByLabelText(/^Current password/);

describe('vendor profile e-mail change', () => {
  it('asks for the current password only when the e-mail differs from the stored one', async () => {
    const { user } = await openForm({ body: PROFILE });
    expect(passwordField()).toBeNull();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'MEERA@example.com');
    expect(passwordField()).toBeNull();
    await user.clear(email);
    await user.type(email, 'meera.studio@example.com');
    expect(passwordField()).toBeTruthy();
  });

  it('refuses to send a new e-mail without the current password', async () => {
    const { api, user } = await openForm({ body: PROFILE });
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'meera.studio@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your current password to change your email')).toBeTruthy();
    expect(api.callsTo('PUT', URL)).toHaveLength(0);
  });

  it('shows a wrong password under the field', async () => {
    const { user } = await openForm({
      status: 400,
      body: { message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } },
    });
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'meera.studio@example.com');
    await user.type(passwordField() as HTMLElement, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(passwordField()?.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the password with the new e-mail and keeps the studio logged in with the new token', async () => {
    const updated = { ...PROFILE, email: 'meera.studio@example.com' };
    const { api, user } = await openForm({ body: { ...updated, token: 'fresh-token' } });
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, updated.email);
    await user.type(passwordField() as HTMLElement, 'ochre-and-indigo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', URL)[0]?.body).toMatchObject({ email: updated.email, currentPassword: 'ochre-and-indigo' });
    expect(localStorage.getItem('vendorToken')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('vendorData') ?? '{}')).toMatchObject({ vendorId: VENDOR_ID, email: updated.email });
    expect(await screen.findByText(updated.email)).toBeTruthy();
  });

  it('sends no password when the e-mail stays', async () => {
    const { api, user } = await openForm({ body: PROFILE });
    await user.type(screen.getByLabelText(/^Address line 2/), ' Unit 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', URL)[0]?.body).not.toHaveProperty('currentPassword');
    expect(localStorage.getItem('vendorToken')).toBe('vendor-token');
  });

  it('says nothing has changed, and sends nothing, when Save finds the profile as it was', async () => {
    const { api, user } = await openForm({ body: PROFILE });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nothing has changed: edit a field, then Save');
    expect(api.callsTo('PUT', URL)).toHaveLength(0);
  });
});

describe('vendor profile tab', () => {
  it('says "Failed to fetch vendor details" when the profile cannot be loaded', async () => {
    storeVendorLogin();
    mockApi({ ...STUDIO_ROUTES, [`GET ${URL}`]: 'network-error' });
    const { user } = renderApp('/vendor-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('Failed to fetch vendor details')).toBeTruthy();
  });

  it('keeps a return address, empty meaning the studio address', async () => {
    const { api, user } = await openForm({ body: { ...PROFILE, returnAddress: 'Returns desk, Unit 4\nHosur Road' } });
    const field = screen.getByLabelText(/^Return address/);
    expect((field as HTMLTextAreaElement).value).toBe('');
    await user.type(field, 'Returns desk, Unit 4{Enter}Hosur Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', URL)[0]?.body).toMatchObject({ returnAddress: 'Returns desk, Unit 4\nHosur Road' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { STUDIO_ROUTES, storeVendorLogin, VENDOR_ID, vendorProfile } from './vendor-fixtures.ts';

const URL = `/api/vendordashboard/profile/${VENDOR_ID}`;
const PROFILE = vendorProfile({
  logoUrl: '/uploads/meera-logo.webp',
  bannerUrl: '/uploads/meera-banner.webp',
  bio: 'Oil and ink.',
});

async function openProfile(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [`GET ${URL}`]: { body: PROFILE }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Profile' }));
  await screen.findByText('Oil and ink.');
  return { api, ...view };
}

describe('the studio’s face and profile', () => {
  it('shows the logo and banner at the top of the studio', async () => {
    await openProfile();
    const heading = screen.getByRole('heading', { level: 1, name: 'Studio Meera' }).closest('header') as HTMLElement;
    expect(within(heading).getByRole('img', { name: 'Studio Meera logo' }).getAttribute('src')).toBe('/uploads/meera-logo.webp');
    expect(within(heading).getByRole('img', { name: 'Studio Meera banner' }).getAttribute('src')).toBe(
      '/uploads/meera-banner.webp',
    );
  });

  it('uploads a new logo and shows what the server says about a bad file', async () => {
    const { api, user } = await openProfile({
      [`POST ${URL}/logo`]: { body: { url: '/uploads/new-logo.webp' } },
      [`POST ${URL}/banner`]: { status: 400, body: { message: 'Banner must be at most 5 MB' } },
    });
    const card = screen.getByRole('region', { name: 'Logo and banner' });
    await user.upload(within(card).getByLabelText(/^New logo/), new File(['x'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(api.callsTo('POST', `${URL}/logo`)).toHaveLength(1));
    const sent = api.callsTo('POST', `${URL}/logo`)[0]?.body as FormData;
    expect((sent.get('logo') as File).name).toBe('logo.png');
    await user.upload(within(card).getByLabelText(/^New banner/), new File(['x'], 'banner.png', { type: 'image/png' }));
    expect(await within(card).findByText('Banner must be at most 5 MB')).toBeTruthy();
  });

  it('edits the display name, bio and country', async () => {
    const { api, user } = await openProfile({ [`PUT ${URL}`]: { body: { ...PROFILE, displayName: 'Meera Iyer Studio' } } });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText(/^Display name/);
    await user.clear(name);
    await user.type(name, 'Meera Iyer Studio');
    const bio = screen.getByLabelText(/^Bio/);
    await user.clear(bio);
    await user.type(bio, 'Paints the monsoon.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Information updated successfully')).toBeTruthy();
    expect(api.callsTo('PUT', URL)[0]?.body).toMatchObject({
      displayName: 'Meera Iyer Studio',
      bio: 'Paints the monsoon.',
      storeCountry: 'India',
    });
  });

  it('changes the password with the current one and keeps the studio logged in', async () => {
    const { api, user } = await openProfile({ [`PUT ${URL}/password`]: { body: { token: 'after-password-change' } } });
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Please enter your current password')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(api.callsTo('PUT', `${URL}/password`)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Current password/), 'ochre-and-indigo');
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'a-longer-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.callsTo('PUT', `${URL}/password`)[0]?.body).toEqual({
      currentPassword: 'ochre-and-indigo',
      newPassword: 'a-longer-password',
    });
    expect(localStorage.getItem('vendorToken')).toBe('after-password-change');
  });
});

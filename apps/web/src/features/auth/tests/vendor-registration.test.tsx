import { VENDOR_PHONE_MESSAGE } from '@art-market/domain/copy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

async function fillRequired(user: UserEvent, phone = '+91 98765 43210') {
  await user.type(await screen.findByLabelText(/^Display Name/), 'Studio Meera');
  await user.type(screen.getByLabelText(/^First Name/), 'Meera');
  await user.type(screen.getByLabelText(/^Last Name/), 'Iyer');
  await user.type(screen.getByLabelText(/^Email/), 'Meera@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'palette-knife');
  await user.type(screen.getByLabelText(/^Mobile Number/), phone);
  await user.type(screen.getByLabelText(/^Address Line 1/), '12 Lake Road');
  await user.type(screen.getByLabelText(/^City/), 'Hyderabad');
  await user.type(screen.getByLabelText(/^State/), 'Telangana');
  await user.type(screen.getByLabelText(/^Country/), 'India');
  await user.type(screen.getByLabelText(/^Post Code/), '500001');
}

const register = () => screen.getByRole('button', { name: 'Register' });

describe('vendor registration', () => {
  it('summarises the missing required fields', async () => {
    const api = mockApi();
    const { user } = renderApp('/vendor-registration');
    await user.type(await screen.findByLabelText(/^Display Name/), 'Studio Meera');
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in all required fields: First Name, Last Name, Email, Password, Mobile Number, Address Line 1, City, State, Country, Post Code',
    );
    expect(api.callsTo('POST', '/api/vendor/register')).toHaveLength(0);
  });

  it('explains the phone format', async () => {
    mockApi();
    const { user } = renderApp('/vendor-registration');
    await fillRequired(user, '98765 43210');
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe(VENDOR_PHONE_MESSAGE);
  });

  it('shows the server errors map as "field: message" joined by commas', async () => {
    mockApi({
      'POST /api/vendor/register': {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: { email: 'An account with this email already exists', logo: 'Logo must be an image' },
        },
      },
    });
    const { user } = renderApp('/vendor-registration');
    await fillRequired(user);
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'email: An account with this email already exists, logo: Logo must be an image',
    );
  });

  it("checks a logo with the server's rule and message before sending anything", async () => {
    const api = mockApi();
    const { user } = renderApp('/vendor-registration');
    await fillRequired(user);
    const logo = screen.getByLabelText(/^Logo/);
    expect(logo.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
    fireEvent.change(logo, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findAllByText('Logo must be an image (JPEG, PNG, WebP, GIF or AVIF)')).length).toBeGreaterThan(0);
    await user.click(register());
    expect(api.callsTo('POST', '/api/vendor/register')).toHaveLength(0);
  });

  it('falls back to the message, then to the generic text', async () => {
    mockApi({ 'POST /api/vendor/register': { status: 500, text: '' } });
    const { user } = renderApp('/vendor-registration');
    await fillRequired(user);
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });

  it('sends a multipart form with the spec field names and files, then goes to /vendorlogin', async () => {
    const api = mockApi({ 'POST /api/vendor/register': { status: 201, body: { id: 'v1', message: 'Registration successful' } } });
    const { user, location } = renderApp('/vendor-registration');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Business ID/), 'BIZ-42');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Logo/), logo);
    await user.click(register());

    await waitFor(() => expect(location().pathname).toBe('/vendorlogin'));
    const body = api.callsTo('POST', '/api/vendor/register')[0]?.body as FormData;
    expect(body.get('email')).toBe('meera@example.com');
    expect(body.get('mobilenumber')).toBe('+919876543210');
    expect(body.get('bussinessid')).toBe('BIZ-42');
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.get('banner')).toBeNull();
    expect((await screen.findAllByText('Registration successful! Please login to continue.')).length).toBeGreaterThan(0);
  });
});

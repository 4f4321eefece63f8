import { PASSWORD_TOO_SHORT } from '@art-market/domain/copy';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

async function fillValidForm(user: UserEvent, overrides: { email?: string; password?: string } = {}) {
  await user.type(await screen.findByLabelText(/First name/), 'Asha');
  await user.type(screen.getByLabelText(/Last name/), 'Rao');
  await user.type(screen.getByLabelText(/^Email/), overrides.email ?? 'Asha@Example.com');
  await user.type(screen.getByLabelText(/Mobile number/), '+91 98765-43210');
  await user.type(screen.getByLabelText(/^Password/), overrides.password ?? 'canvas-and-oil');
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('customer registration', () => {
  it('shows each client-side message under its field and clears it on edit', async () => {
    const api = mockApi();
    const { user } = renderApp('/customer-registration');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    // Empty, the phone is required like every other field (issue 28); a wrong one is "not valid" below.
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please select your country of residence')).toBeTruthy();
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');

    await user.type(firstName, 'A');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBeNull();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(api.callsTo('POST', '/api/Customer/register')).toHaveLength(0);
  });

  it('reveals a text input for Other and requires it', async () => {
    mockApi();
    const { user } = renderApp('/customer-registration');
    await fillValidForm(user);
    expect(screen.queryByLabelText(/Your country/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Country of residence/), 'Other');
    const other = screen.getByLabelText(/Your country/);
    await user.click(submit());
    expect(await screen.findByText('Please specify your country')).toBeTruthy();
    expect(other.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the typed password as passwordHash with the resolved country, then goes to /login with a message', async () => {
    const api = mockApi({
      'POST /api/Customer/register': { status: 201, body: { id: 'c1', message: 'Registration successful' } },
    });
    const { user, location } = renderApp('/customer-registration');
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText(/Country of residence/), 'Other');
    await user.type(screen.getByLabelText(/Your country/), '  Liechtenstein ');
    await user.click(submit());

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/Customer/register')[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      mobileNumber: '+919876543210',
      passwordHash: 'canvas-and-oil',
      country: 'Liechtenstein',
    });
    expect(await screen.findByText('Registration successful. Please log in.')).toBeTruthy();
  });

  it('shows the server answer for a taken e-mail under the field', async () => {
    mockApi({
      'POST /api/Customer/register': {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          errors: { email: 'An account with this email already exists' },
        },
      },
    });
    const { user } = renderApp('/customer-registration');
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText(/Country of residence/), 'India');
    await user.click(submit());
    expect((await screen.findAllByText('An account with this email already exists')).length).toBe(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists');
  });
});

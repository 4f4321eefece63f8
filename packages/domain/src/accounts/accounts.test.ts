import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../common/countries.ts';
import { fieldErrorsOf } from '../common/validation-rules.ts';
import { customerRegistrationFormSchema, customerRegistrationSchema } from './accounts.ts';
import { vendorLoginErrorText, vendorRegistrationMessage } from './accounts-copy.ts';

const customer = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha@Example.com',
  mobileNumber: '+91 98765-43210',
  passwordHash: 'long-enough',
  country: 'India',
};

describe('customer registration', () => {
  it('normalises e-mail and phone', () => {
    expect(customerRegistrationSchema.parse(customer)).toMatchObject({
      email: 'asha@example.com',
      mobileNumber: '+919876543210',
    });
  });

  it.each(['9876543210', '+19876543210', '0019876543210', '(987) 654-3210'])('accepts the phone %s', (mobileNumber) => {
    expect(customerRegistrationSchema.safeParse({ ...customer, mobileNumber }).success).toBe(true);
  });

  it.each([undefined, '', '   '])('asks for a missing phone as every missing field is asked for (%s)', (mobileNumber) => {
    const result = customerRegistrationSchema.safeParse({ ...customer, mobileNumber });
    expect(fieldErrorsOf(result.error?.issues ?? []).mobileNumber).toBe('Phone number is required');
  });

  it.each(['987654321', '+12349876543210', 'call me', '--'])('refuses the phone %s', (mobileNumber) => {
    const result = customerRegistrationSchema.safeParse({ ...customer, mobileNumber });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? []).mobileNumber).toBe('Please enter a valid phone number');
  });

  it('asks for the typed country when Other is chosen', () => {
    const form = { ...customer, password: 'long-enough', country: 'Other', otherCountry: '' };
    const result = customerRegistrationFormSchema.safeParse(form);
    expect(fieldErrorsOf(result.error?.issues ?? []).otherCountry).toBe('Please specify your country');
    expect(customerRegistrationFormSchema.safeParse({ ...form, otherCountry: 'Fiji' }).success).toBe(true);
  });

  it('lists about 72 countries from Algeria to Zambia, then UAE, UK and US', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(70);
    expect(COUNTRIES[0]).toBe('Algeria');
    expect(COUNTRIES.slice(-4)).toEqual(['Zambia', 'UAE', 'United Kingdom', 'United States']);
  });
});

describe('vendor messages', () => {
  it('summarises missing required fields', () => {
    expect(vendorRegistrationMessage({ displayName: 'Display Name is required', email: 'Email is required' })).toBe(
      'Please fill in all required fields: Display Name, Email',
    );
    expect(vendorRegistrationMessage({ password: 'Password must be at least 8 characters long' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it.each([
    ['Invalid email or password', 'The email or password you entered is incorrect. Please try again.'],
    ['Login failed', 'Unable to log in. Please check your credentials and try again.'],
    ['Network Error', 'Unable to connect to the server. Please check your internet connection.'],
    ['Too many attempts. Please try again later.', 'Too many attempts. Please try again later.'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('shows the login error %s as %s', (message, shown) => {
    expect(vendorLoginErrorText(message)).toBe(shown);
  });
});

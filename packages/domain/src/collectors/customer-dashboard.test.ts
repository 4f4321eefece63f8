import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../common/validation-rules.ts';
import { customerProfileFormSchema, customerProfileUpdateSchema } from './customer-dashboard.ts';
import { countryFormValues } from './customer-dashboard-rules.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobileNumber: '+91 98765 43210',
  country: 'India',
  otherCountry: '',
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const result = customerProfileFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
};

describe('customer profile form', () => {
  it('gives each field the spec message', () => {
    expect(errorsOf(form({ firstName: ' ', lastName: '', email: '', mobileNumber: '', country: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      mobileNumber: 'Phone number is required',
      country: 'Country is required',
    });
    expect(errorsOf(form({ email: 'asha@' }))).toEqual({ email: 'Please enter a valid email' });
    expect(errorsOf(form({ country: 'Other', otherCountry: '  ' }))).toEqual({ otherCountry: 'Please specify your country' });
  });

  it('normalises the phone number and lower-cases the e-mail', () => {
    const parsed = customerProfileUpdateSchema.parse(form({ email: 'Asha@Example.COM', country: 'Atlantis' }));
    expect(parsed).toMatchObject({ email: 'asha@example.com', mobileNumber: '+919876543210', country: 'Atlantis' });
  });
});

describe('countryFormValues', () => {
  it('shows a country outside the list as Other with its name typed in', () => {
    expect(countryFormValues('India')).toEqual({ country: 'India', otherCountry: '' });
    expect(countryFormValues('Atlantis')).toEqual({ country: 'Other', otherCountry: 'Atlantis' });
    expect(countryFormValues('')).toEqual({ country: '', otherCountry: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { productSubmissionMessage } from './products-copy.ts';
import { requiredFieldsSummary } from './products-rules.ts';

describe('the Add ART summary', () => {
  it('says "Please fill in all required fields" when a required field is empty', () => {
    expect(requiredFieldsSummary(['Invalid year', 'Title is required'])).toBe('Please fill in all required fields');
    expect(requiredFieldsSummary(['Invalid year'])).toBeUndefined();
  });

  it('answers the first problem when nothing required is missing', () => {
    expect(productSubmissionMessage({ Price: 'Price is required', YearCreated: 'Invalid year' })).toBe(
      'Please fill in all required fields',
    );
    expect(productSubmissionMessage({ YearCreated: 'Invalid year' })).toBe('Invalid year');
  });
});

import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { apiRequest, errorMessage, fieldErrorsText, readFailure } from './api-client.ts';
import { getCatalogPage } from './catalog/catalog-request.ts';

async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('the one error reader', () => {
  it('reads the message and field errors of a 400 answer', async () => {
    mockApi({
      'POST /api/things': {
        status: 400,
        body: { message: 'Please fill in all required fields', errors: { title: 'Title is required' } },
      },
    });
    const error = await failureOf(apiRequest('/things', { method: 'POST', body: {} }));
    expect(readFailure(error)).toEqual({
      answered: true,
      networkFailure: false,
      status: 400,
      message: 'Please fill in all required fields',
      fieldErrors: { title: 'Title is required' },
    });
    expect(errorMessage(error, 'Failed')).toBe('Please fill in all required fields');
    expect(fieldErrorsText(error)).toBe('title: Title is required');
  });

  it('falls back when the answer has no message, and when no answer came', async () => {
    mockApi({ 'GET /api/empty': { status: 500, text: '' }, 'GET /api/offline': 'network-error' });
    const empty = await failureOf(apiRequest('/empty'));
    expect(readFailure(empty)).toMatchObject({ answered: true, status: 500, message: '', fieldErrors: {} });
    expect(errorMessage(empty, 'Failed to fetch products')).toBe('Failed to fetch products');
    expect(fieldErrorsText(empty)).toBeUndefined();

    const offline = await failureOf(apiRequest('/offline'));
    expect(readFailure(offline)).toMatchObject({ answered: false, networkFailure: true, status: 0 });
    expect(errorMessage(offline, 'Failed to fetch products')).toBe('Failed to fetch products');
  });

  it("falls back on a 5xx that carries only the server's generic words, and keeps a specific one", async () => {
    mockApi({
      'GET /api/generic': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      'GET /api/specific': { status: 503, body: { message: 'PayPal is not answering' } },
    });
    expect(errorMessage(await failureOf(apiRequest('/generic')), 'Failed to fetch products')).toBe('Failed to fetch products');
    expect(errorMessage(await failureOf(apiRequest('/specific')), 'Failed to fetch products')).toBe('PayPal is not answering');
  });

  it('reads a catalogue failure the same way as any other call', async () => {
    mockApi({ 'GET /api/Product': { status: 400, body: { message: 'Bad filter', errors: { priceBand: 'Unknown band' } } } });
    const error = await failureOf(getCatalogPage('/Product'));
    expect(readFailure(error)).toMatchObject({ status: 400, message: 'Bad filter', fieldErrors: { priceBand: 'Unknown band' } });
  });

  it('knows nothing of errors that are not API answers', () => {
    expect(readFailure(new Error('boom'))).toMatchObject({ answered: false, networkFailure: false, message: '' });
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

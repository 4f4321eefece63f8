import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, SITE_INFO } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

describe('routes', () => {
  it('serves the cancellation policy at its literal "&" path, with the parent company from /api/site', async () => {
    mockApi();
    renderApp('/Cancellation&RefundPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' })).toBeTruthy();
    expect((await screen.findAllByText(new RegExp(SITE_INFO.parentCompany))).length).toBeGreaterThan(0);
    expect(screen.getByText(/15-20%/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Cancellation & Refund Policy · Art Market'));
  });

  it.each(['/Vendor-forgot-password', '/vendor-forgot-password'])('serves the vendor reset page at %s', async (path) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to vendor login' }).getAttribute('href')).toBe('/vendorlogin');
  });

  it.each(['/customer-forgot-password', '/CUSTOMER-FORGOT-PASSWORD', '/Customer-forgot-password'])(
    'matches paths case-insensitively, as the API does: %s is the customer reset page',
    async (path) => {
      mockApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to customer login' }).getAttribute('href')).toBe('/login');
    },
  );

  it('serves the cancellation policy in lower case too', async () => {
    mockApi();
    renderApp('/cancellation&refundpolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' })).toBeTruthy();
  });

  it('shows the 404 page for a path no route names', async () => {
    mockApi();
    renderApp('/customer-forgot-passwords');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sets the document title per page', async () => {
    mockApi();
    renderApp('/support');
    await screen.findByRole('heading', { name: 'How can we help?' });
    await waitFor(() => expect(document.title).toBe('Support · Art Market'));
  });

  it('opens the terms in a new tab from the footer', async () => {
    mockApi();
    renderApp('/');
    const terms = await screen.findByRole('link', { name: /Terms and Conditions/ });
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByText(new RegExp(`a service of ${SITE_INFO.parentCompany}`))).toBeTruthy();
  });
});

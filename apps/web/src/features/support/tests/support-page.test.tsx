import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, SITE_INFO } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

async function fillContactForm(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Full name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText(/Enquiry type/), 'shipping');
  await user.type(screen.getByLabelText(/Subject/), 'Delivery to Pune');
  await user.type(screen.getByLabelText(/^Message/), 'How long does delivery take?');
}

const send = () => screen.getByRole('button', { name: 'Send message' });

describe('support page', () => {
  it('sends the message, thanks the person and resets the form', async () => {
    const api = mockApi({ 'POST /api/Email/send': { body: { success: true } } });
    const { user } = renderApp('/support');
    await fillContactForm(user);
    await user.click(send());
    expect(await screen.findByText('Thank you for your message. We will get back to you soon!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Email/send')[0]?.body).toEqual({
      Name: 'Asha Rao',
      Email: 'asha@example.com',
      Subject: 'Delivery to Pune',
      Message: 'How long does delivery take?',
      OrderType: 'shipping',
    });
    await waitFor(() => expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('requires every field', async () => {
    const api = mockApi();
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByText('Please choose an enquiry type')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Email/send')).toHaveLength(0);
  });

  it("shows the server's error when success is false, or the generic text", async () => {
    let reply: object = { success: false, error: 'Mail server unavailable' };
    mockApi({ 'POST /api/Email/send': () => ({ body: reply }) });
    const { user } = renderApp('/support');
    await fillContactForm(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Mail server unavailable');
    reply = { success: false };
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Server returned an error'));
  });

  it('reports a network failure and a reply that is not JSON', async () => {
    let network = true;
    mockApi({ 'POST /api/Email/send': () => (network ? 'network-error' : { text: '<html>Bad gateway</html>', status: 502 }) });
    const { user } = renderApp('/support');
    await fillContactForm(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Error sending message: Failed to fetch');
    network = false;
    await user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Server returned invalid JSON. Response: <html>Bad gateway</html>'),
    );
  });

  it('shows the support address from /api/site and the FAQ facts', async () => {
    mockApi();
    renderApp('/support');
    expect((await screen.findByRole('link', { name: SITE_INFO.supportEmail })).getAttribute('href')).toBe(
      `mailto:${SITE_INFO.supportEmail}`,
    );
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/Standard delivery takes 5-7 business days. International delivery takes 10-14/)).toBeTruthy();
    expect(screen.getByText(/15% restocking fee/)).toBeTruthy();
    expect(screen.getByText(/professional cleaning every 2-3 years/)).toBeTruthy();
  });
});

describe('support page about one artwork (issue 28, item 13)', () => {
  const ARTWORK_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  it('ignores an artwork that is no id, asking nothing, and a topic it does not know', async () => {
    const api = mockApi();
    renderApp('/support?artwork=../../admin&topic=shipping');
    const subject = (await screen.findByLabelText(/Subject/)) as HTMLInputElement;
    expect(subject.value).toBe('');
    expect(api.calls.filter((call) => call.path.startsWith('/api/Product/'))).toEqual([]);
  });

  it('keeps the form empty when the artwork cannot be found, and takes a known topic only', async () => {
    const api = mockApi({
      [`GET /api/Product/${ARTWORK_ID}`]: { status: 404, body: { message: 'Product not found' } },
    });
    renderApp(`/support?artwork=${ARTWORK_ID}&topic=refunds`);
    await waitFor(() => expect(api.callsTo('GET', `/api/Product/${ARTWORK_ID}`)).toHaveLength(1));
    expect(((await screen.findByLabelText(/Subject/)) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });
});

import { ContactMessages } from '@art-market/domain/copy';
import type { ContactMessage } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, messageOf, readFailure } from '#web/lib/api-client.ts';

/** A failure told in one of the contact form's screen texts (docs/product/storefront.md#support-and-contact-form). */
export class ContactFailure extends Error {}

/** Reads the reply itself: the page reports a non-JSON answer and `success: false` in its own words. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch('/Email/send', { method: 'POST', body: message });
  } catch (error) {
    const reason = readFailure(error).message || String(error);
    throw new ContactFailure(`Error sending message: ${reason}`);
  }
  const text = await response.text();
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    throw new ContactFailure(`Server returned invalid JSON. Response: ${text.slice(0, 200)}`);
  }
  const body = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  if (body.success !== true) {
    // This endpoint reports a failure as `error`; the usual `message` is read after it.
    const serverText = typeof body.error === 'string' && body.error ? body.error : messageOf(body);
    throw new ContactFailure(serverText || ContactMessages.serverError);
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

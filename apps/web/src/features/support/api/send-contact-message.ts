import { type ContactMessage, ContactMessages } from '@art-market/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** The screen texts of storefront section 8, contact form. */
export class ContactFailure extends Error {}

/** Reads the reply itself: the page reports a non-JSON answer and `success: false` in its own words. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch('/Email/send', { method: 'POST', body: message });
  } catch (error) {
    const reason = error instanceof ApiError ? error.message : String(error);
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
    const serverText = typeof body.error === 'string' && body.error ? body.error : body.message;
    throw new ContactFailure(typeof serverText === 'string' && serverText ? serverText : ContactMessages.serverError);
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

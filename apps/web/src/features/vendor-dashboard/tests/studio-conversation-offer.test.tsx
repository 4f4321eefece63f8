import { OfferMessages } from '@art-market/domain/copy';
import type { Conversation, ConversationList, Offer } from '@art-market/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { STUDIO_ROUTES, storeVendorLogin, VENDOR_ID } from './vendor-fixtures.ts';

const CONVERSATION: Conversation = {
  id: 'k1',
  artwork: { id: 'p1', title: 'Monsoon Study', artistName: 'Meera Iyer', imageUrl: null },
  collectorName: 'Asha R.',
  studioName: 'Studio Meera',
  yourSide: 'vendor',
  reportedByYou: false,
  canSend: true,
  messages: [{ id: 'm1', from: 'customer', body: 'Is it framed?', images: [], createdAt: '2025-03-01T10:00:00.000Z' }],
};
const LIST: ConversationList = {
  unread: 0,
  conversations: [
    {
      id: 'k1',
      artwork: CONVERSATION.artwork,
      collectorName: 'Asha R.',
      studioName: 'Studio Meera',
      lastMessage: 'Is it framed?',
      lastMessageAt: '2025-03-01T10:00:00.000Z',
      unread: 0,
    },
  ],
};
const OFFER: Offer = {
  id: 'o1',
  productId: 'p1',
  title: 'Monsoon Study',
  artistName: 'Meera Iyer',
  imageUrl: null,
  listedPrice: 1000,
  amount: 800,
  note: '',
  counterAmount: null,
  counterNote: '',
  declineReason: '',
  agreedAmount: null,
  status: 'open',
  dueAt: '2025-03-04T10:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  collectorName: 'Asha R.',
};
const base = `/api/vendordashboard/conversations/${VENDOR_ID}`;

function openStudioConversation(offer: Offer | null) {
  storeVendorLogin();
  const api = mockApi({
    ...STUDIO_ROUTES,
    [`GET ${base}`]: { body: LIST },
    [`GET ${base}/k1`]: { body: CONVERSATION },
    [`GET /api/vendordashboard/offers/${VENDOR_ID}/conversations/k1`]: { body: { offer } },
    [`POST /api/vendordashboard/offers/${VENDOR_ID}/o1/answer`]: {
      body: { ...OFFER, status: 'countered', counterAmount: 900, dueAt: '2025-03-05T10:00:00.000Z' },
    },
  });
  return { api, ...renderApp('/vendor-dashboard?tab=messages&conversation=k1') };
}

describe("the collector's offer in the studio's conversation", () => {
  it('shows the open offer with its deadline and sends a counter through the offer routes', async () => {
    const { api, user } = openStudioConversation(OFFER);
    const box = await screen.findByRole('region', { name: 'Offer on this artwork' });
    expect(box.textContent).toContain('Asha R. offered $800.00');
    expect(box.textContent).toContain('Expires');
    expect(within(box).getByRole('button', { name: 'Accept $800.00' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Decline' })).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Counter' }));
    await user.click(within(box).getByRole('button', { name: 'Send counter' }));
    expect(await within(box).findByText(OfferMessages.counterRequired)).toBeTruthy();
    expect(api.callsTo('POST', `/api/vendordashboard/offers/${VENDOR_ID}/o1/answer`)).toHaveLength(0);
    await user.type(within(box).getByLabelText(/Your counter/), '900');
    await user.click(within(box).getByRole('button', { name: 'Send counter' }));
    expect(await within(box).findByText(/countered at \$900\.00/)).toBeTruthy();
    expect(api.callsTo('POST', `/api/vendordashboard/offers/${VENDOR_ID}/o1/answer`)[0]?.body).toEqual({
      action: 'counter',
      amount: 900,
      note: '',
    });
    expect(within(box).queryByRole('button', { name: 'Counter' })).toBeNull();
  });

  it('shows nothing when the collector has no alive offer on the artwork', async () => {
    openStudioConversation(null);
    expect(await screen.findByText('Is it framed?')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offer on this artwork' })).toBeNull();
  });
});

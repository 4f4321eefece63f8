import { ConversationMessages } from '@art-market/domain/copy';
import type { Conversation, ConversationList } from '@art-market/domain/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard, productDetail } from '#web/test/catalog-fixtures.ts';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

const CONVERSATION: Conversation = {
  id: 'k1',
  artwork: { id: 'p1', title: 'Monsoon Study', artistName: 'Meera Iyer', imageUrl: null },
  collectorName: 'Asha R.',
  studioName: 'Studio Kaveri',
  yourSide: 'customer',
  reportedByYou: false,
  canSend: true,
  messages: [
    { id: 'm1', from: 'customer', body: 'Is the canvas stretched?', images: [], createdAt: '2025-03-01T10:00:00.000Z' },
    {
      id: 'm2',
      from: 'vendor',
      body: 'Yes, on a pine frame.\nReady to hang.',
      images: [{ url: '/api/me/conversations/k1/messages/m2/images/0', width: 64, height: 48 }],
      createdAt: '2025-03-01T11:00:00.000Z',
    },
  ],
};
const LIST: ConversationList = {
  unread: 1,
  conversations: [
    {
      id: 'k1',
      artwork: CONVERSATION.artwork,
      collectorName: 'Asha R.',
      studioName: 'Studio Kaveri',
      lastMessage: 'Yes, on a pine frame.',
      lastMessageAt: '2025-03-01T11:00:00.000Z',
      unread: 1,
    },
  ],
};
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function openConversation(routes: Record<string, Responder> = {}, conversation: Conversation = CONVERSATION) {
  storeCustomerLogin();
  const api = mockApi({
    'GET /api/me/conversations': { body: LIST },
    'GET /api/me/conversations/k1': { body: conversation },
    'GET /api/me/conversations/k1/messages/m2/images/0': { text: atob(PNG), contentType: 'image/png' },
    ...routes,
  });
  return { api, ...renderApp('/messages/k1') };
}

describe('the message thread', () => {
  it('shows each message under its writer, the reader’s own as “You”, with its images', async () => {
    openConversation();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const [mine, theirs] = within(thread).getAllByRole('article');
    expect(mine?.textContent).toContain('You');
    expect(mine?.textContent).toContain('Is the canvas stretched?');
    expect(theirs?.textContent).toContain('Studio Kaveri');
    expect(theirs?.textContent).toContain('Ready to hang.');
    const image = await within(theirs as HTMLElement).findByRole('img', { name: 'Image 1 sent by Studio Kaveri' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Monsoon Study' }).getAttribute('href')).toBe('/product/p1');
    expect(screen.getAllByText('1 unread').length).toBeGreaterThan(0);
  });

  it('says plainly when the reader was stopped from messaging, and offers no composer', async () => {
    openConversation({}, { ...CONVERSATION, canSend: false });
    expect(await screen.findByText(ConversationMessages.youAreStopped)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('the composer', () => {
  it('refuses an empty message without calling the server, and clears the error on edit', async () => {
    const { api, user } = openConversation();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ConversationMessages.bodyRequired)).toBeTruthy();
    expect(api.callsTo('POST', '/api/me/conversations/k1/messages')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your reply to Studio Kaveri'), 'T');
    expect(screen.queryByText(ConversationMessages.bodyRequired)).toBeNull();
  });

  it('sends the trimmed words and chosen images as a form, then clears itself', async () => {
    const { api, user } = openConversation({
      'POST /api/me/conversations/k1/messages': {
        status: 201,
        body: { id: 'm3', from: 'customer', body: 'Thank you', images: [], createdAt: '2025-03-01T12:00:00.000Z' },
      },
    });
    const field = await screen.findByLabelText('Your reply to Studio Kaveri');
    await user.type(field, '  Thank you  ');
    const photo = new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'wall.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Images (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/me/conversations/k1/messages')).toHaveLength(1));
    const form = api.callsTo('POST', '/api/me/conversations/k1/messages')[0]?.body as FormData;
    expect(form.get('body')).toBe('Thank you');
    expect((form.getAll('images')[0] as File).name).toBe('wall.png');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses a file that is not an image before sending', async () => {
    const { api, user } = openConversation();
    await user.type(await screen.findByLabelText('Your reply to Studio Kaveri'), 'See attached');
    const notImage = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    // The picker's accept list hides it, but a file can still be dropped in or chosen as "all files".
    fireEvent.change(screen.getByLabelText('Images (optional)'), { target: { files: [notImage] } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ConversationMessages.imagesOnly)).toBeTruthy();
    expect(api.callsTo('POST', '/api/me/conversations/k1/messages')).toHaveLength(0);
  });

  it('shows the server’s refusal of a stopped sender', async () => {
    const { user } = openConversation({
      'POST /api/me/conversations/k1/messages': { status: 403, body: { message: ConversationMessages.stopped } },
    });
    await user.type(await screen.findByLabelText('Your reply to Studio Kaveri'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ConversationMessages.stopped)).toBeTruthy();
  });
});

describe('asking the artist', () => {
  const productRoutes = (extra: Record<string, Responder> = {}) => ({
    'GET /api/Product/art-1': { body: productDetail() },
    'GET /api/Product': { body: [productCard({ id: 'art-1' })] },
    'GET /api/Cart': { body: [] },
    ...extra,
  });

  it('asks a signed-out visitor to log in first, and brings them back', async () => {
    mockCatalogApi(productRoutes());
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: ConversationMessages.askTheArtist }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ redirectTo: '/product/art-1', message: ConversationMessages.loginToAsk });
  });

  it('sends the first question and opens the conversation', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(
      productRoutes({
        'GET /api/me/artworks/art-1/conversation': { body: { conversationId: null } },
        'POST /api/me/conversations': { status: 201, body: { conversationId: 'k1' } },
        'GET /api/me/conversations': { body: LIST },
        'GET /api/me/conversations/k1': { body: CONVERSATION },
      }),
    );
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: ConversationMessages.askTheArtist }));
    const dialog = await screen.findByRole('dialog');
    // The form loads when the dialog opens (it is kept off the artwork page's first paint).
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(ConversationMessages.bodyRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your question'), 'Is the canvas stretched?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(location().pathname).toBe('/messages/k1'));
    expect(api.callsTo('POST', '/api/me/conversations')[0]?.body).toEqual({
      productId: 'art-1',
      body: 'Is the canvas stretched?',
    });
  });

  it('opens the conversation the collector already has about the work', async () => {
    storeCustomerLogin();
    mockCatalogApi(productRoutes({ 'GET /api/me/artworks/art-1/conversation': { body: { conversationId: 'k1' } } }));
    renderApp('/product/art-1');
    const link = await screen.findByRole('link', { name: ConversationMessages.openConversation });
    expect(link.getAttribute('href')).toBe('/messages/k1');
  });
});

describe("the collector's offer in the conversation", () => {
  const countered = {
    id: 'o1',
    productId: 'p1',
    title: 'Monsoon Study',
    artistName: 'Meera Iyer',
    imageUrl: null,
    listedPrice: 1000,
    amount: 800,
    note: '',
    counterAmount: 900,
    counterNote: '',
    declineReason: '',
    agreedAmount: null,
    status: 'countered',
    dueAt: '2025-03-04T10:00:00.000Z',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };

  it('shows its state and, on a counter, accepts it through the offer route', async () => {
    const { api, user } = openConversation({
      'GET /api/CustomerDashboard/offers/conversations/k1': { body: { offer: countered } },
      'POST /api/CustomerDashboard/offers/o1/answer': {
        body: { ...countered, status: 'accepted', agreedAmount: 900, dueAt: '2025-03-03T10:00:00.000Z' },
      },
    });
    const box = await screen.findByRole('region', { name: 'Offer on this artwork' });
    expect(box.textContent).toContain('You offered $800.00');
    expect(box.textContent).toContain('countered at $900.00');
    expect(within(box).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Accept $900.00' }));
    expect(await within(box).findByText(/agreed at \$900\.00/)).toBeTruthy();
    expect(box.textContent).toContain('Held until');
    expect(api.callsTo('POST', '/api/CustomerDashboard/offers/o1/answer')[0]?.body).toEqual({ action: 'accept' });
    expect(within(box).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('offers no answer while the offer waits for the artist', async () => {
    openConversation({
      'GET /api/CustomerDashboard/offers/conversations/k1': {
        body: { offer: { ...countered, status: 'open', counterAmount: null } },
      },
    });
    const box = await screen.findByRole('region', { name: 'Offer on this artwork' });
    expect(box.textContent).toContain('Waiting for the artist');
    expect(within(box).queryByRole('button')).toBeNull();
  });
});

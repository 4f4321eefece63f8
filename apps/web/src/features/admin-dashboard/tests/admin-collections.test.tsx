import type { AdminCollection, CollectionArtwork } from '@art-market/domain/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { storeAdminLogin } from './admin-fixtures.ts';

const LIST = '/api/admin/collections';
const SEARCH = '/api/admin/collections/artworks';

const artwork = (id: string, title: string, isShown = true): CollectionArtwork => ({
  id,
  title,
  artistName: 'Meera Nair',
  imageUrl: null,
  totalPrice: 120,
  isShown,
});
const A = artwork('a0000000-0000-4000-8000-000000000001', 'Monsoon Field');
const B = artwork('a0000000-0000-4000-8000-000000000002', 'Harbour at Dusk');
const C = artwork('a0000000-0000-4000-8000-000000000003', 'Quiet Orchard', false);

const existing: AdminCollection = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: 'spring-light',
  title: 'Spring Light',
  description: 'Fresh air.',
  coverProductId: A.id,
  isPublished: true,
  isFeatured: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  artworks: [A, B, C],
};

async function openTab(routes: Record<string, Responder>) {
  storeAdminLogin();
  const api = mockApi(routes);
  const view = renderApp('/admin-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Collections' }));
  return { api, ...view };
}

describe('the collection editor', () => {
  it('builds a collection: slug from the title, artworks added by search, reordered, a cover, published and featured', async () => {
    const { api, user } = await openTab({
      [`GET ${LIST}`]: { body: [] },
      [`GET ${SEARCH}`]: { body: [A, B] },
      [`POST ${LIST}`]: (call) => ({ status: 201, body: { ...existing, ...(call.body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'New collection' }));
    await user.type(screen.getByLabelText(/^Title/), 'Étude: Blue & Gold');
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('etude-blue-gold');

    await user.type(screen.getByLabelText('Find artworks to add'), 'field{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add Monsoon Field' }));
    await user.click(screen.getByRole('button', { name: 'Add Harbour at Dusk' }));
    expect(screen.getByRole('button', { name: 'Added Monsoon Field' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('GET', SEARCH)[0]?.query).toEqual({ q: 'field' });

    // Harbour up: it is first now; the first one cannot move further up.
    await user.click(screen.getByRole('button', { name: 'Move Harbour at Dusk up' }));
    expect(screen.getByText(/Harbour at Dusk moved to position 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Harbour at Dusk up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Cover.*Monsoon Field/ }));

    const featured = screen.getByLabelText('Featured on the home page');
    expect(featured.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText('Published (visible in the storefront)'));
    await user.click(featured);
    await user.click(screen.getByRole('button', { name: 'Save collection' }));

    await waitFor(() => expect(api.callsTo('POST', LIST)).toHaveLength(1));
    expect(api.callsTo('POST', LIST)[0]?.body).toEqual({
      title: 'Étude: Blue & Gold',
      slug: 'etude-blue-gold',
      description: '',
      artworkIds: [B.id, A.id],
      coverProductId: A.id,
      isPublished: true,
      isFeatured: true,
    });
    expect(await screen.findByText('Collection saved')).toBeTruthy();
  });

  it('edits one: says which artworks the storefront leaves out, removes one, and shows the server refusing the slug', async () => {
    const { api, user } = await openTab({
      [`GET ${LIST}`]: { body: [existing] },
      [`PUT ${LIST}/${existing.id}`]: {
        status: 409,
        body: {
          message: 'Another collection already uses this address',
          errors: { slug: 'Another collection already uses this address' },
        },
      },
    });
    const row = (await screen.findByText('Spring Light')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 of 3')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Edit Spring Light' }));
    expect(screen.getByText(/not shown \(sold or off sale\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Monsoon Field' }));
    const slug = screen.getByLabelText(/^Slug/) as HTMLInputElement;
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save collection' }));
    expect(await screen.findByText('Another collection already uses this address')).toBeTruthy();
    // The removed cover is no longer the cover; the order kept.
    expect(api.callsTo('PUT', `${LIST}/${existing.id}`)[0]?.body).toMatchObject({
      slug: 'taken',
      artworkIds: [B.id, C.id],
      coverProductId: null,
    });
    expect(screen.getByRole('button', { name: 'Save collection' })).toBeTruthy();
  });
});

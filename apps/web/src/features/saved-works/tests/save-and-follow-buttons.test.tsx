import { SavedWorksMessages } from '@art-market/domain/copy';
import { SAVE_INTENT_KEY } from '@art-market/domain/rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard, productDetail } from '#web/test/catalog-fixtures.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

// Issue 29: the heart on cards and the artwork page, and Follow on the artwork and artist pages.

const product = productDetail();
const routes = (savedState: object, extra = {}) => ({
  'GET /api/Product/art-1': { body: product },
  'GET /api/Product': { body: [productCard({ id: 'art-2', title: 'Second Light' })] },
  'GET /api/Cart': { body: [] },
  'GET /api/me/saved-state': { body: savedState },
  ...extra,
});

describe('the save heart', () => {
  it('shows the saved state from the one saved-state call and toggles it at once', async () => {
    storeCustomerLogin();
    let answerSave: (() => void) | undefined;
    const api = mockCatalogApi(
      routes(
        { artworkIds: ['art-2'], artistNames: [] },
        {
          'PUT /api/me/saved/art-1': () =>
            new Promise((resolve) => {
              answerSave = () => resolve({ status: 204 });
            }),
          'DELETE /api/me/saved/art-2': { status: 204 },
        },
      ),
    );
    const { user } = renderApp('/product/art-1');

    const heart = await screen.findByRole('button', { name: `Save ${product.title}` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const cardHeart = await screen.findByRole('button', { name: 'Remove Second Light from saved' });
    expect(cardHeart.getAttribute('aria-pressed')).toBe('true');

    await user.click(heart);
    // Pressed before the server answers (optimistic), and still once it has.
    const saved = await screen.findByRole('button', { name: `Remove ${product.title} from saved` });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    answerSave?.();
    await waitFor(() => expect(api.callsTo('PUT', '/api/me/saved/art-1')).toHaveLength(1));

    await user.click(cardHeart);
    expect((await screen.findByRole('button', { name: 'Save Second Light' })).getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo('DELETE', '/api/me/saved/art-2')).toHaveLength(1);
    // The state was read once for the whole page, never with the catalogue's answers.
    expect(api.callsTo('GET', '/api/me/saved-state')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Product/art-1')[0]?.headers.authorization).toBeUndefined();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    storeCustomerLogin();
    mockCatalogApi(
      routes(
        { artworkIds: [], artistNames: [] },
        { 'PUT /api/me/saved/art-1': { status: 409, body: { message: SavedWorksMessages.limitReached } } },
      ),
    );
    const { user } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: `Save ${product.title}` }));
    expect(await screen.findByText(SavedWorksMessages.limitReached)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Save ${product.title}` }).getAttribute('aria-pressed')).toBe('false');
  });

  it('signed out, asks to log in and saves once the collector has', async () => {
    // As the server does, the saved state read after the save includes the work.
    let saved = false;
    const api = mockCatalogApi(
      routes(
        { artworkIds: [], artistNames: [] },
        {
          'GET /api/me/saved-state': () => ({ body: { artworkIds: saved ? ['art-1'] : [], artistNames: [] } }),
          'POST /api/Customer/login': {
            body: {
              token: 'customer-token',
              customer: {
                id: 'c1',
                firstName: 'Asha',
                lastName: 'Rao',
                email: 'a@example.com',
                mobileNumber: '1',
                country: 'India',
              },
            },
          },
          'PUT /api/me/saved/art-1': () => {
            saved = true;
            return { status: 204 };
          },
        },
      ),
    );
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: `Save ${product.title}` }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText(SavedWorksMessages.loginToSave)).toBeTruthy();
    expect(api.callsTo('GET', '/api/me/saved-state')).toHaveLength(0);
    expect(sessionStorage.getItem(SAVE_INTENT_KEY)).not.toBeNull();

    await user.type(screen.getByLabelText(/Email/), 'a@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location().pathname).toBe('/product/art-1'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/me/saved/art-1')).toHaveLength(1));
    expect(sessionStorage.getItem(SAVE_INTENT_KEY)).toBeNull();
    expect((await screen.findByRole('button', { name: `Remove ${product.title} from saved` })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('the follow button', () => {
  it('follows and unfollows the artist from the artwork page', async () => {
    storeCustomerLogin();
    const api = mockCatalogApi(
      routes(
        { artworkIds: [], artistNames: [] },
        {
          'PUT /api/me/following/Meera%20Nair': { status: 204 },
          'DELETE /api/me/following/Meera%20Nair': { status: 204 },
        },
      ),
    );
    const { user } = renderApp('/product/art-1');
    const follow = await screen.findByRole('button', { name: 'Follow Meera Nair' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following Meera Nair' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow Meera Nair' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/me/following')).map((call) => call.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('shows Following on the artist page for an artist the collector follows', async () => {
    storeCustomerLogin();
    mockCatalogApi({
      'GET /api/Product': { body: [productCard({ id: 'art-2', title: 'Second Light' })] },
      'GET /api/Cart': { body: [] },
      'GET /api/me/saved-state': { body: { artworkIds: [], artistNames: ['Meera Nair'] } },
    });
    renderApp('/artists/Meera%20Nair');
    const following = await screen.findByRole('button', { name: 'Following Meera Nair' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
  });

  it('signed out, asks to log in first', async () => {
    mockCatalogApi(routes({ artworkIds: [], artistNames: [] }));
    const { user, location } = renderApp('/product/art-1');
    await user.click(await screen.findByRole('button', { name: 'Follow Meera Nair' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText(SavedWorksMessages.loginToFollow)).toBeTruthy();
  });
});

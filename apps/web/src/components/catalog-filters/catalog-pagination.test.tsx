import { CATALOG_COUNT_CAP } from '@art-market/domain/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

/** A listing of `total` works whose every page answers with cards titled by their page. */
function pagedCatalog(total: number) {
  return mockCatalogApi(
    {
      'GET /api/Product': (call) => {
        const page = Number(call.query.page ?? 1);
        const count = Math.max(0, Math.min(24, total - (page - 1) * 24));
        return { body: Array.from({ length: count }, (_, index) => productCard({ title: `Work ${index + 1} of page ${page}` })) };
      },
    },
    { '/api/Product': total },
  );
}

const pages = () => within(screen.getByRole('navigation', { name: 'Pages' }));

describe('numbered pages in the URL', () => {
  it('links each page, moves with Next and Previous, and Back returns to the page before', async () => {
    const api = pagedCatalog(60);
    const { user, location, router } = renderApp('/category/nature');
    expect(await screen.findByText('Showing 1–24 of 60')).toBeTruthy();
    expect(pages().getByLabelText('Page 1').getAttribute('aria-current')).toBe('page');
    expect(pages().getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/category/nature?page=3');
    expect(pages().queryByRole('link', { name: /Previous/ })).toBeNull();

    // The first URL with a page or filters waits for the catalogue's schemas (ADR 0011); React retries a navigation
    // that waited only inside an awaited act (user-event's own act is synchronous).
    await act(() => user.click(pages().getByRole('link', { name: /Next/ })));
    expect(await screen.findByRole('link', { name: /Work 1 of page 2\b/ })).toBeTruthy();
    expect(location().search).toBe('?page=2');
    expect(api.paramsOf('/api/Product').at(-1)).toMatchObject({ page: '2', pageSize: '24' });
    expect(screen.getByText('Showing 25–48 of 60')).toBeTruthy();

    await user.click(pages().getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 49–60 of 60')).toBeTruthy();
    expect(pages().queryByRole('link', { name: /Next/ })).toBeNull();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: /Work 1 of page 2\b/ })).toBeTruthy();
    expect(location().search).toBe('?page=2');
  });

  it('opens on the page a shared link names, with its filters', async () => {
    const api = pagedCatalog(60);
    renderApp('/category/nature?orientation=portrait&sort=price_asc&page=3');
    expect(await screen.findByRole('link', { name: /Work 1 of page 3\b/ })).toBeTruthy();
    expect(api.paramsOf('/api/Product')[0]).toMatchObject({ page: '3', orientation: 'portrait', sort: 'price_asc' });
    expect(
      pages()
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/category/nature?orientation=portrait&sort=price_asc&page=2');
  });

  it('goes back to the first page when a filter changes', async () => {
    const api = pagedCatalog(60);
    const { user, location } = renderApp('/category/nature?page=2');
    await screen.findByRole('link', { name: /Work 1 of page 2\b/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    await waitFor(() => expect(location().search).toBe('?sort=price_desc'));
    await waitFor(() => expect(api.paramsOf('/api/Product').at(-1)).toMatchObject({ page: '1', sort: 'price_desc' }));
  });

  it('says "1,000+" past the count cap and keeps Next while pages come back full', async () => {
    pagedCatalog(CATALOG_COUNT_CAP + 1);
    renderApp('/category/nature');
    expect(await screen.findByText('1,000+ artworks')).toBeTruthy();
    expect(screen.getByText('Showing 1–24 of 1,000+')).toBeTruthy();
    expect(pages().getByRole('link', { name: 'Page 42' })).toBeTruthy();
    expect(pages().getByRole('link', { name: /Next/ })).toBeTruthy();
  });

  it('says when a page is past the end and links the first page', async () => {
    pagedCatalog(30);
    const { user, location } = renderApp('/category/nature?page=9');
    expect(await screen.findByText('This page is past the end of the list')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText('Showing 1–24 of 30')).toBeTruthy();
  });

  it('pages search results the same way', async () => {
    const api = mockCatalogApi(
      { 'GET /api/Product/search': { body: Array.from({ length: 24 }, () => productCard()) } },
      { '/api/Product/search': 50 },
    );
    const { user, location } = renderApp('/search?q=river');
    expect(await screen.findByText('Showing 1–24 of 50')).toBeTruthy();
    // Waits for the catalogue's schemas, as in the first test.
    await act(() => user.click(pages().getByRole('link', { name: /Next/ })));
    await waitFor(() => expect(location().search).toBe('?q=river&page=2'));
    await waitFor(() => expect(api.paramsOf('/api/Product/search').at(-1)).toMatchObject({ query: 'river', page: '2' }));
  });
});

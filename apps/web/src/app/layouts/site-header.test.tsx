import { CATEGORY_GROUPS, categoryPath } from '@art-market/domain/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeCatalog } from '#web/test/catalog-fixtures.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { renderApp, storeCustomerLogin } from '#web/test/render-app.tsx';

function accountNav() {
  // The desktop account links (the phone drawer holds the same links once opened).
  return within(screen.getAllByRole('navigation', { name: 'Account' })[0] as HTMLElement);
}

describe('site header', () => {
  it('shows Vendor Login, Customer Login, Support and Cart when logged out', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = accountNav();
    expect(nav.getByRole('link', { name: 'Vendor Login' }).getAttribute('href')).toBe('/vendorlogin');
    expect(nav.getByRole('link', { name: 'Customer Login' }).getAttribute('href')).toBe('/login');
    expect(nav.getByRole('link', { name: 'Support' })).toBeTruthy();
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('button', { name: /Cart/ })).toBeTruthy();
  });

  it('keeps the words searched for in the header search box on the results page, and clears them elsewhere', async () => {
    mockApi({ 'GET /api/Product/search': { body: [] } });
    const { user } = renderApp('/search?q=river%20at%20dusk');
    await screen.findByRole('heading', { level: 1, name: 'Search Results for: river at dusk' });
    const box = screen.getAllByLabelText('Search artworks')[0] as HTMLInputElement;
    expect(box.value).toBe('river at dusk');
    await user.click(screen.getAllByRole('link', { name: 'Support' })[0] as HTMLElement);
    await waitFor(() => expect((screen.getAllByLabelText('Search artworks')[0] as HTMLInputElement).value).toBe(''));
  });

  it('prompts a login from the cart sheet when logged out', async () => {
    mockApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Cart/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(sheet).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows Support, Cart with its count, a profile link and Logout when logged in; Logout goes home', async () => {
    const api = mockApi({ 'GET /api/Cart': { body: [] } });
    storeCustomerLogin();
    const { user, location } = renderApp('/support');
    await screen.findByRole('heading', { name: 'How can we help?' });
    const nav = accountNav();
    expect(nav.queryByRole('link', { name: 'Customer Login' })).toBeNull();
    expect(nav.getByRole('link', { name: /Profile/ }).getAttribute('href')).toBe('/customer-dashboard');
    expect(screen.getByRole('button', { name: /Cart\W+0 items/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Cart/ }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(nav.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerData')).toBeNull();
    expect(accountNav().getByRole('link', { name: 'Customer Login' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/Customer/logout')[0]?.headers.authorization).toBe('Bearer customer-token');
  });

  it('logs out here even when the logout call cannot reach the server', async () => {
    const api = mockApi({ 'GET /api/Cart': { body: [] }, 'POST /api/Customer/logout': 'network-error' });
    storeCustomerLogin();
    const { user, location } = renderApp('/support');
    await screen.findByRole('heading', { name: 'How can we help?' });
    await user.click(accountNav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/Customer/logout')).toHaveLength(1);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(accountNav().getByRole('link', { name: 'Customer Login' })).toBeTruthy();
  });

  it('searches only for a non-empty trimmed term', async () => {
    mockApi();
    const { user, location } = renderApp('/');
    const box = (await screen.findAllByRole('searchbox', { name: 'Search artworks' }))[0] as HTMLElement;
    await user.type(box, '   {Enter}');
    expect(location().pathname).toBe('/');
    await user.clear(box);
    await user.type(box, '  river at dusk {Enter}');
    await waitFor(() => expect(location().pathname).toBe('/search'));
    expect(new URLSearchParams(location().search).get('q')).toBe('river at dusk');
  });

  it('lists every category group with dropdowns that open, link each item, and close on Escape', async () => {
    mockApi();
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Categories' }));
    for (const group of CATEGORY_GROUPS) {
      expect(nav.getByRole('button', { name: group.name }).getAttribute('aria-expanded')).toBe('false');
    }
    const themes = nav.getByRole('button', { name: 'Themes' });
    await user.click(themes);
    expect(themes.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'People & Portraits' }).getAttribute('href')).toBe(categoryPath('People & Portraits'));
    expect(nav.getByRole('link', { name: 'All Themes' }).getAttribute('href')).toBe('/themes');
    await user.keyboard('{Escape}');
    expect(themes.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(themes);
  });

  it("shows a group's items in columns beside the group's picture, loaded once a menu opens", async () => {
    const api = mockApi({ 'GET /api/Product/home': { body: homeCatalog() } });
    const { user } = renderApp('/support');
    const nav = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(api.callsTo('GET', '/api/Product/home')).toHaveLength(0);
    await user.click(nav.getByRole('button', { name: 'Medium' }));
    const panel = document.getElementById(nav.getByRole('button', { name: 'Medium' }).getAttribute('aria-controls') ?? '');
    expect(panel?.querySelector('ul')?.className).toContain('columns-3');
    expect(within(panel as HTMLElement).getAllByRole('link')).toHaveLength(1 + 7);
    // The fixture's picture for the group 'Medium' is /uploads/6.jpg.
    await waitFor(() => expect(panel?.querySelector('img')?.getAttribute('src')).toMatch(/6\.(jpg|webp)$/));
    expect(panel?.querySelector('img')?.className).toContain('object-cover');
  });

  it('shows in the phone drawer that each category heading expands', async () => {
    mockApi();
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const themes = drawer.getByRole('button', { name: 'Themes' });
    expect(themes.getAttribute('aria-expanded')).toBe('false');
    expect(themes.querySelector('svg')).toBeTruthy();
    expect(drawer.queryByRole('link', { name: 'Wildlife' })).toBeNull();
    await user.click(themes);
    expect(themes.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.getByRole('link', { name: 'Wildlife' }).getAttribute('href')).toBe(categoryPath('Wildlife'));
    await user.click(themes);
    expect(themes.getAttribute('aria-expanded')).toBe('false');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCatalogApi, productCard, productDetail } from '#web/test/catalog-fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

function openProduct(size: { width: number; height: number }) {
  mockCatalogApi({
    'GET /api/Product/art-1': { body: productDetail(size) },
    'GET /api/Product': { body: [productCard({ id: 'art-1' })] },
  });
  return renderApp('/product/art-1');
}

async function openRoom(size: { width: number; height: number }) {
  const view = openProduct(size);
  const button = await screen.findByRole('button', { name: 'View in room' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'View in room' });
  return { ...view, button, dialog };
}

/** The pixel size the scene gives one of its parts. */
function pixels(testId: string) {
  const style = screen.getByTestId(testId).style;
  return { width: Number.parseFloat(style.width), height: Number.parseFloat(style.height) };
}

describe('view in room', () => {
  it('is not offered for an artwork without a width and height', async () => {
    openProduct({ width: 0, height: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Backwaters at Dawn' });
    expect(screen.queryByRole('button', { name: 'View in room' })).toBeNull();
  });

  it('opens a described dialog with the primary image, the size in inches and cm, and returns focus on close', async () => {
    const { user, button, dialog } = await openRoom({ width: 24, height: 36 });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Shown at true scale beside an 84-inch sofa')).toBeTruthy();
    const artwork = within(dialog).getByRole('img', { name: 'Backwaters at Dawn by Meera Nair' });
    expect(artwork.getAttribute('src')).toContain('dawn-1');
    expect(within(dialog).getByText(/24 × 36 in \(61 × 91\.4 cm\)/)).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('changes the wall colour from a radio group', async () => {
    const { user, dialog } = await openRoom({ width: 24, height: 36 });
    const colours = within(dialog).getByRole('group', { name: 'Wall colour' });
    expect(within(colours).getAllByRole('radio')).toHaveLength(3);
    expect(within(colours).getByRole('radio', { name: 'Warm white' })).toHaveProperty('checked', true);
    const before = screen.getByTestId('room-wall').style.backgroundColor;

    await user.click(within(colours).getByRole('radio', { name: 'Charcoal' }));
    expect(within(colours).getByRole('radio', { name: 'Charcoal' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('room-wall').getAttribute('data-wall')).toBe('charcoal');
    expect(screen.getByTestId('room-wall').style.backgroundColor).not.toBe(before);
  });

  it('draws a portrait work taller than wide, at its true size against the 84 in sofa', async () => {
    await openRoom({ width: 24, height: 36 });
    const artwork = pixels('room-artwork');
    const sofa = pixels('room-sofa');
    expect(artwork.height / artwork.width).toBeCloseTo(36 / 24);
    expect(artwork.width / sofa.width).toBeCloseTo(24 / 84);
    expect(pixels('room-person').height / sofa.height).toBeCloseTo(67 / 34);
  });

  it('draws a landscape work wider than tall, at its true size against the sofa', async () => {
    await openRoom({ width: 48, height: 30 });
    const artwork = pixels('room-artwork');
    expect(artwork.width / artwork.height).toBeCloseTo(48 / 30);
    expect(artwork.width / pixels('room-sofa').width).toBeCloseTo(48 / 84);
  });

  it('shrinks the whole scene for a very large work, so it still fits the window', async () => {
    await openRoom({ width: 120, height: 90 });
    const artwork = pixels('room-artwork');
    const wall = pixels('room-wall');
    expect(artwork.width / pixels('room-sofa').width).toBeCloseTo(120 / 84);
    expect(wall.width).toBeLessThanOrEqual(window.innerWidth);
    expect(wall.height).toBeLessThanOrEqual(window.innerHeight * 0.9);
    expect(wall.height).toBeGreaterThan(artwork.height);
  });
});

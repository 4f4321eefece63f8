import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtworkImage } from './artwork-image.tsx';

describe('ArtworkImage', () => {
  it('loads lazily and asynchronously at its pixel size, as WebP where supported', () => {
    localStorage.setItem('supportsWebP', 'true');
    render(<ArtworkImage url="/uploads/river.png" alt="River by Meera Nair" width={900} height={600} />);
    const image = screen.getByRole('img', { name: 'River by Meera Nair' });
    expect(image.getAttribute('src')).toBe('/webp/criver.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['900', '600']);
  });

  it('shows a placeholder for a missing image and for one that fails to load', () => {
    const { rerender } = render(<ArtworkImage url={null} alt="Untitled by Asha" />);
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-label')).toBe('Untitled by Asha');
    rerender(<ArtworkImage url="https://cdn.example.com/broken.jpg" alt="Broken by Asha" eager />);
    const image = screen.getByRole('img', { name: 'Broken by Asha' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/broken.jpg');
    expect(image.getAttribute('loading')).toBe('eager');
    fireEvent.error(image);
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });
});

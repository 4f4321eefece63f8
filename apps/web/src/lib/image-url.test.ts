import { describe, expect, it } from 'vitest';
import { artworkImageSrc, cachedWebPSupport, imageSrcSet, imageUrl, SUPPORTS_WEBP_KEY } from './image-url.ts';

describe('imageUrl', () => {
  it('rewrites uploads to their WebP variant only when the browser supports WebP', () => {
    expect(imageUrl('/uploads/sunset.large.png', true)).toBe('/webp/csunset.large.webp');
    expect(imageUrl('/uploads/sunset.png', false)).toBe('/uploads/sunset.png');
  });

  it('keeps absolute URLs, joins relative paths to the site, and has nothing for a missing path', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', true)).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('images/a.jpg', true)).toBe('/images/a.jpg');
    expect(imageUrl(null, true)).toBeNull();
  });
});

describe('artworkImageSrc', () => {
  it('uses the WebP variant only once the cached check says the browser supports it', () => {
    expect(artworkImageSrc('/uploads/sunset.jpg')).toBe('/uploads/sunset.jpg');
    localStorage.setItem(SUPPORTS_WEBP_KEY, 'true');
    expect(cachedWebPSupport()).toBe(true);
    expect(artworkImageSrc('/uploads/sunset.jpg')).toBe('/webp/csunset.webp');
    expect(artworkImageSrc('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    localStorage.setItem(SUPPORTS_WEBP_KEY, 'false');
    expect(artworkImageSrc('/uploads/sunset.jpg')).toBe('/uploads/sunset.jpg');
    expect(artworkImageSrc(undefined)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('offers the small and large WebP of an upload', () => {
    expect(imageSrcSet('/uploads/abc.jpg', true, 1200)).toBe('/webp/cabc-480.webp 480w, /webp/cabc.webp 1200w');
    expect(imageSrcSet('/uploads/abc.jpg', true, 4000)).toBe('/webp/cabc-480.webp 480w, /webp/cabc.webp 1600w');
  });

  it('offers nothing without WebP, for small images and for other URLs', () => {
    expect(imageSrcSet('/uploads/abc.jpg', false, 1200)).toBeUndefined();
    expect(imageSrcSet('/uploads/abc.jpg', true, 400)).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/a.jpg', true, 1200)).toBeUndefined();
  });
});

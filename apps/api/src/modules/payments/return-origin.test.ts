import { describe, expect, it } from 'vitest';
import { returnOriginOf } from './return-origin.ts';

const development = { PUBLIC_URL: 'http://localhost:5145', HOST: '127.0.0.1', isProduction: false };
const at = (origin: string | undefined, host = 'localhost:5145') => ({ origin, protocol: 'http', host });

describe('returnOriginOf', () => {
  it("outside production answers the shopper's origin when this server answers for its host", () => {
    expect(returnOriginOf(development, at('http://127.0.0.1:5145'))).toBe('http://127.0.0.1:5145');
    expect(returnOriginOf(development, at('http://[::1]:5145'))).toBe('http://[::1]:5145');
    expect(returnOriginOf(development, at(undefined, '127.0.0.1:5145'))).toBe('http://127.0.0.1:5145');
  });

  it('answers PUBLIC_URL for a host this server does not answer for, or no origin at all', () => {
    expect(returnOriginOf(development, at('https://evil.example'))).toBe('http://localhost:5145');
    expect(returnOriginOf(development, at('http://10.9.9.9:5145', '10.9.9.9:5145'))).toBe('http://localhost:5145');
    expect(returnOriginOf(development, at('javascript:alert(1)'))).toBe('http://localhost:5145');
    expect(returnOriginOf(development, at('null', 'not a host'))).toBe('http://localhost:5145');
  });

  it('in production answers PUBLIC_URL, the one origin of the site', () => {
    const production = { ...development, PUBLIC_URL: 'https://art.example.com', isProduction: true };
    expect(returnOriginOf(production, at('http://127.0.0.1:5145'))).toBe('https://art.example.com');
  });
});

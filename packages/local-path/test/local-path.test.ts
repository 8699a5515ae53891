import { describe, expect, it } from 'vitest';
import { localPath } from '../index.js';
import { OPEN_REDIRECTS } from './open-redirects';

const SHOP = 'https://shop.example';

/** Where a browser on the shop goes for `href`, and for it with the Kiswahili prefix taken off (the language switch). */
const destinations = (href: string) => [new URL(href, SHOP), new URL(href.replace(/^\/sw(?=\/)/, ''), SHOP)];

describe('localPath', () => {
  it.each(OPEN_REDIRECTS)('keeps %j on the shop, with or without its language prefix', (path) => {
    const local = localPath(path);
    expect(local).toMatch(/^\/(?![/\\])/);
    for (const url of destinations(local)) expect(url.origin).toBe(SHOP);
  });

  it('falls back for what names another site or a scheme', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/\t/evil.example', ' //evil', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'https:evil.example', 'data:,x']) {
      expect(localPath(path, '/sw/')).toBe('/sw/');
    }
    expect(localPath(null)).toBe('/');
    expect(localPath('')).toBe('/');
  });

  it('leaves the shop’s own paths as they are, and makes runs of slashes one', () => {
    expect(localPath('/cart')).toBe('/cart');
    expect(localPath('/sw/shop?x=1#y')).toBe('/sw/shop?x=1#y');
    expect(localPath('/shop?search=kiondo%20bag&category=2')).toBe('/shop?search=kiondo%20bag&category=2');
    expect(localPath('/sw//evil.example/phish')).toBe('/sw/evil.example/phish');
    expect(localPath('/sw/\\evil')).toBe('/sw/evil');
  });
});

import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineCss';

const page = (head: string) => `<!doctype html><html><head><meta charset="UTF-8" />${head}</head><body><div id="root"></div></body></html>`;

describe('inlineStylesheets', () => {
  it('puts the built stylesheet inside the page, leaving a disabled link that tells the lazy pages it is there', () => {
    const html = page('<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
    const inlined = inlineStylesheets(html, { 'assets/index-b2.css': ':root{--shop-primary:#8a3b12}' });
    expect(inlined).toBe(
      page('<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<style>:root{--shop-primary:#8a3b12}</style><link rel="stylesheet" href="/assets/index-b2.css" disabled>'),
    );
  });

  it('leaves links to other stylesheets alone', () => {
    const html = page('<link rel="stylesheet" href="https://fonts.example/kenya.css">');
    expect(inlineStylesheets(html, { 'assets/index-b2.css': 'body{margin:0}' })).toBe(html);
  });

  it('cannot end the style element early', () => {
    const html = page('<link rel="stylesheet" href="/shop/assets/a.css">');
    const inlined = inlineStylesheets(html, { 'assets/a.css': '.x::after{content:"</style><script>"}' }, '/shop/');
    expect(inlined).toContain('<style>.x::after{content:"<\\/style><script>"}</style>');
    expect(inlined.match(/<\/style>/g)).toHaveLength(1);
  });
});

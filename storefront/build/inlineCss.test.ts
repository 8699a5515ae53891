import { describe, expect, it } from 'vitest';
import { inlineShellStylesheets } from './inlineCss';

const page = (head: string) => `<!doctype html><html><head><meta charset="UTF-8" />${head}</head><body><div id="root"></div></body></html>`;

describe('inlineShellStylesheets', () => {
  it('puts the shell stylesheets inside the page in order, each leaving a disabled link that tells the lazy pages it is there', () => {
    const html = page('<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
    const inlined = inlineShellStylesheets(html, [
      ['assets/index-b2.css', ':root{--shop-primary:#8a3b12}'],
      ['assets/Button-c3.css', '.b{}'],
    ]);
    expect(inlined).toBe(
      page(
        '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
          '<style>:root{--shop-primary:#8a3b12}</style><link rel="stylesheet" href="/assets/index-b2.css" disabled>\n' +
          '<style>.b{}</style><link rel="stylesheet" href="/assets/Button-c3.css" disabled>\n',
      ),
    );
  });

  it('leaves links to other stylesheets alone', () => {
    const html = page('<link rel="stylesheet" href="https://fonts.example/kenya.css">');
    expect(inlineShellStylesheets(html, [['assets/index-b2.css', 'body{margin:0}']])).toBe(
      page('<link rel="stylesheet" href="https://fonts.example/kenya.css"><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-b2.css" disabled>\n'),
    );
  });

  it('cannot end the style element early', () => {
    const html = page('<link rel="stylesheet" href="/shop/assets/a.css">');
    const inlined = inlineShellStylesheets(html, [['assets/a.css', '.x::after{content:"</style><script>"}']], '/shop/');
    expect(inlined).toContain('<style>.x::after{content:"<\\/style><script>"}</style>');
    expect(inlined.match(/<\/style>/g)).toHaveLength(1);
  });
});

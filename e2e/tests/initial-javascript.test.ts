import { describe } from 'vitest';
import { initialJavaScript, initialJavaScriptTable, INITIAL_JAVASCRIPT_LIMIT } from '../../scripts/initial-js.mjs';
import { expect, test } from '../support/fixtures';

describe('a storefront light enough for a cheap phone (issue 31)', () => {
  test('every storefront page goes live on at most 100 KB of JavaScript (gzip), in both languages', async ({ browser, baseUrl }) => {
    const pages = await initialJavaScript(browser, baseUrl);
    expect(pages).toHaveLength(16);
    const over = pages.filter((page) => page.bytes > INITIAL_JAVASCRIPT_LIMIT);
    expect(over.map((page) => page.page), `pages above ${INITIAL_JAVASCRIPT_LIMIT} bytes of gzip:\n${initialJavaScriptTable(over)}`).toEqual([]);
  });
});

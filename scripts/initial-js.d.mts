// Types of initial-js.mjs for the TypeScript that imports it (the browser-test harness).
import type { Browser } from 'playwright-core';
import type { StorefrontPage } from './storefront-pages.mjs';

export interface PageJavaScript {
  /** The page's path, e.g. /sw/product/3. */
  page: string;
  name: string;
  language: 'en' | 'sw';
  scripts: number;
  /** Gzip bytes of every script it loads before it is live. */
  bytes: number;
  /** The part of `bytes` requested before the page went live (html[data-live]). */
  bytesBeforeLive: number;
  /** Each script by path (inline scripts together as '(inline)'), largest first. */
  files: Array<{ url: string; bytes: number; beforeLive: boolean }>;
}

export declare const INITIAL_JAVASCRIPT_LIMIT: number;
export declare function pageInitialJavaScript(browser: Browser, baseUrl: string, page: StorefrontPage, token: string, sizes?: Map<string, number>): Promise<PageJavaScript>;
export declare function initialJavaScript(browser: Browser, baseUrl: string): Promise<PageJavaScript[]>;
export declare function initialJavaScriptTable(rows: PageJavaScript[]): string;

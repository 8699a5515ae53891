// Types of storefront-pages.mjs for the TypeScript that imports it (the browser-test harness).
import type { Browser, BrowserContext } from 'playwright-core';

export interface StorefrontPage {
  /** home, shop, category, product, cart, checkout, payment, account (and about, policy, track). */
  name: string;
  language: 'en' | 'sw';
  path: string;
  signedIn: boolean;
}

export declare function launchChromium(): Promise<Browser>;
export declare function option(name: string, fallback?: string): string | undefined;
export declare function ensureBuilt(repo: string): void;
export declare function startShop(options?: { repo?: string; port?: number }): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
export declare function shopFromCommandLine(): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
export declare function storefrontPages(baseUrl: string, options?: { withContentPages?: boolean }): Promise<{ pages: StorefrontPage[]; token: string }>;
export declare function openContext(browser: Browser, baseUrl: string, options?: { token?: string; width?: number; height?: number }): Promise<BrowserContext>;

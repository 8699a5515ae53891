import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../i18n/resources';

// Lazy routes and MUI render slowly in jsdom on a busy 2-core machine.
configure({ asyncUtilTimeout: 10000 });

// jsdom has no layout: ScrollRestoration and 'back to top' call scrollTo, and a review form scrolls into view.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

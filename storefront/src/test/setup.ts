import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../i18n/resources';

// Lazy routes and MUI render slowly in jsdom on a busy 2-core machine.
configure({ asyncUtilTimeout: 10000 });

// jsdom has no layout: ScrollRestoration and 'back to top' call scrollTo, and a review form scrolls into view.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom has <dialog> but not its modal methods. Enough of them for the shop's Dialog and Drawer: showModal opens
// and focuses the first focusable element, Esc fires a cancelable 'cancel' then closes, close fires 'close'.
// (A real browser also makes the page behind inert; jsdom has no inert, so the tests do not check it.)
const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };
  escapeListeners.set(this, onEscape);
  document.addEventListener('keydown', onEscape);
  this.querySelector<HTMLElement>('[autofocus], a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const onEscape = escapeListeners.get(this);
  if (onEscape) document.removeEventListener('keydown', onEscape);
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

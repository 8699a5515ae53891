import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast, type ToastSeverity } from './Toasts';

function AddToCart({ severity }: { severity?: ToastSeverity }) {
  const notify = useToast();
  return (
    <button type="button" onClick={() => notify('Kiondo added to your cart', { title: 'Added', severity })}>
      Add
    </button>
  );
}

const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are said politely, in a live region that is there from the start, and go after a few seconds', () => {
    const { container } = render(
      <ToastProvider>
        <AddToCart />
      </ToastProvider>,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    // No empty status or alert of its own: a page's alerts stay the only ones.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const toast = screen.getByRole('status');
    expect(region).toContainElement(toast);
    expect(toast).toHaveTextContent('AddedKiondo added to your cart');
    later(TOAST_MS - 1);
    expect(toast).toHaveTextContent('Kiondo added to your cart');
    later(1);
    expect(region).toBeEmptyDOMElement();
  });

  it('says errors at once (role alert)', () => {
    render(
      <ToastProvider>
        <AddToCart severity="error" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kiondo added to your cart');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stay while the pointer is over them or focus is in them, and count again after', () => {
    render(
      <ToastProvider closeLabel="Close">
        <AddToCart />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    later(TOAST_MS * 3);
    expect(screen.getByRole('status')).toHaveTextContent('Kiondo added to your cart');
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    later(TOAST_MS * 3);
    expect(screen.getByRole('status')).toHaveTextContent('Kiondo added to your cart');
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    later(TOAST_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('close from their close button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(
      <ToastProvider closeLabel="Close">
        <AddToCart />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

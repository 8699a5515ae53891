import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { aPayment } from '../payments/testPayment';
import { anOrder } from './testOrder';
import { renderOrderPage as renderPage } from './testOrderPage';

// The order page; its M-Pesa prompts come from the payments list, filtered by the order.
const renderOrderPage = (getList: ReturnType<typeof vi.fn>) =>
  renderPage({
    getOne: vi.fn().mockResolvedValue({ data: anOrder({ payment: { ...anOrder().payment!, provider: 'mpesa' } }) }) as DataProvider['getOne'],
    getList: getList as DataProvider['getList'],
    // The order's messages.
    getManyReference: vi.fn().mockResolvedValue({ data: [], total: 0 }) as DataProvider['getManyReference'],
  });

describe("an order's M-Pesa prompts", () => {
  // The status buttons come through fetch: none here.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  afterEach(() => vi.unstubAllGlobals());

  it('lists them newest first: when, phone, amount, status, the result in words and the receipt', async () => {
    const attempts = [
      aPayment(),
      aPayment({ id: 'mpesa-11', status: 'failed', phone_or_account: '254722000111', receipt_or_confirmation: null, result_code: 2001, created_at: '2026-11-28T09:03:00Z' }),
      aPayment({ id: 'mpesa-10', status: 'failed', receipt_or_confirmation: null, result_code: 1032, created_at: '2026-11-28T09:01:00Z' }),
    ];
    const getList = vi.fn().mockResolvedValue({ data: attempts, total: 3 });
    renderOrderPage(getList);

    const table = await screen.findByRole('table', { name: 'M-Pesa prompts' });
    expect(getList).toHaveBeenCalledWith('payments', expect.objectContaining({ filter: { order_id: 123, method: 'mpesa' }, sort: { field: 'created_at', order: 'DESC' } }));
    expect(screen.getByRole('heading', { name: 'M-Pesa prompts (3)' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(row => [...row.querySelectorAll('td')].slice(1).map(cell => cell.textContent))).toEqual([
      ['+254 712 345 678', 'KSh 3,500', 'Paid', 'Paid (0)', 'SKB7RT61SV'],
      ['+254 722 000 111', 'KSh 3,500', 'Failed', 'Wrong PIN (2001)', '-'],
      ['+254 712 345 678', 'KSh 3,500', 'Failed', 'Cancelled by the shopper (1032)', '-'],
    ]);
    expect(within(rows[0]).getByText(/2026/)).toBeTruthy();
  });

  it('takes no room on an order without prompts', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    renderOrderPage(getList);
    await screen.findByRole('heading', { name: 'Payment and refunds' });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.queryByText(/M-Pesa prompts/)).toBeNull();
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { AttentionNotice } from '../dashboard/AttentionNotice';
import { NeedsAttention } from './NeedsAttention';
import { anOrder } from './testOrder';

const payment = anOrder().payment!;
const waiting = [
  anOrder({ id: 7, status: 'payment_review', payment: { ...payment, amount: 27, currency: 'USD' }, client_name: 'Achieng Otieno' }),
  anOrder({ id: 9, status: 'refund_due', total_price: 1350, payment: { ...payment, amount: 1350 } }),
  anOrder({ id: 12, status: 'refund_requested' }),
];

const renderWith = (getList: ReturnType<typeof vi.fn>, ui: React.ReactNode) =>
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}>{ui}</AdminContext>
    </TestMemoryRouter>,
  );

describe('orders that need staff', () => {
  it('lists them oldest first with expected against received money and a link to each', async () => {
    const getList = vi.fn().mockResolvedValue({ data: waiting, total: 3 });
    renderWith(getList, <NeedsAttention />);

    const card = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(card).getByRole('heading', { name: 'Needs attention (3)' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({
      filter: { status: ['payment_review', 'refund_due', 'refund_requested'] },
      sort: { field: 'created_at', order: 'ASC' },
    }));
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map(row => within(row).getByRole('link').textContent)).toEqual(['KC-000007', 'KC-000009', 'KC-000012']);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/orders/7/show');
    expect(within(rows[0]).getByText('Payment review')).toBeTruthy();
    expect(within(rows[0]).getByText('Expected KSh 3,500 · Received USD 27')).toBeTruthy();
    expect(within(rows[0]).getByText(/^Achieng Otieno · placed /)).toBeTruthy();
    expect(within(rows[1]).getByText('Paid after cancel — refund due')).toBeTruthy();
    expect(within(rows[1]).getByText('Expected KSh 1,350 · Received KSh 1,350')).toBeTruthy();
    expect(within(rows[2]).getByText('Refund requested')).toBeTruthy();
    expect(within(card).queryByText(/^Showing the oldest/)).toBeNull();
  });

  it('says when more wait than it lists', async () => {
    renderWith(vi.fn().mockResolvedValue({ data: waiting, total: 40 }), <NeedsAttention />);
    await screen.findByRole('heading', { name: 'Needs attention (40)' });
    expect(screen.getByText('Showing the oldest 3 of 40.')).toBeTruthy();
  });

  it('takes no room when none wait', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const { container } = renderWith(getList, <><NeedsAttention /><AttentionNotice /></>);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await act(() => new Promise(resolve => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('');
  });

  it('counts them on the overview, with a way to the orders list', async () => {
    renderWith(vi.fn().mockResolvedValue({ data: waiting, total: 3 }), <AttentionNotice />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('3 orders need attention: payments to accept or refund, and refunds Pesapal has not paid out yet.');
    expect(within(notice).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/orders');
  });
});

import { fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { aPayment } from './testPayment';
import { PaymentList } from './PaymentList';
import { mpesaResultText } from './paymentText';

const payments = [
  aPayment(),
  aPayment({ id: 'mpesa-11', status: 'failed', receipt_or_confirmation: null, result_code: 2001, result_desc: 'Initiator information is invalid', created_at: '2026-11-28T09:00:00Z' }),
  aPayment({
    id: 'pesapal-40',
    method: 'pesapal',
    status: 'review',
    order_id: 40,
    order_reference: 'KC-7K3M9QX2',
    order_status: 'payment_review',
    amount: 27,
    currency: 'USD',
    phone_or_account: '4111xxxx1111',
    receipt_or_confirmation: 'PSP7RT61S3',
    result_code: null,
    result_desc: null,
  }),
];

const renderList = (getList: ReturnType<typeof vi.fn>, onLocation: (location: Location) => void = () => undefined) =>
  render(
    <TestMemoryRouter initialEntries={['/payments']} locationCallback={onLocation}>
      <AdminContext dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}>
        <ResourceContextProvider value="payments">
          <PaymentList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('payments list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists both providers' payments newest first, with each prompt's code in words and the receipts", async () => {
    const getList = vi.fn().mockResolvedValue({ data: payments, total: 3 });
    const locations: string[] = [];
    renderList(getList, location => locations.push(location.pathname));

    const paid = (await screen.findByText('SKB7RT61SV')).closest('tr')!;
    expect(getList).toHaveBeenCalledWith('payments', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } }));
    expect(within(paid).getByText('KC-000123')).toBeTruthy();
    expect(within(paid).getByText('M-Pesa Express')).toBeTruthy();
    expect(within(paid).getByText('KSh 3,500')).toBeTruthy();
    expect(within(paid).getByText('Paid', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(paid).getByText('Paid (0)')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: '+254 712 345 678' })).toBeTruthy();
    const refused = screen.getByText('Wrong PIN (2001)').closest('tr')!;
    expect(within(refused).getByText('Failed')).toBeTruthy();
    const pesapal = screen.getByText('PSP7RT61S3').closest('tr')!;
    expect(within(pesapal).getByText('Pesapal')).toBeTruthy();
    expect(within(pesapal).getByText('USD 27')).toBeTruthy();
    expect(within(pesapal).getByText('Needs review')).toBeTruthy();

    // A row opens its order.
    fireEvent.click(within(pesapal).getByText('KC-7K3M9QX2'));
    await waitFor(() => expect(locations.at(-1)).toBe('/orders/40/show'));
  });

  it('asks for the needs-review queue of both providers, and for everything again when it is switched off', async () => {
    const getList = vi.fn().mockResolvedValue({ data: payments, total: 3 });
    renderList(getList);
    const toggle = await screen.findByRole('switch', { name: 'Needs review' });
    fireEvent.click(toggle);
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('payments', expect.objectContaining({ filter: { needs_review: true } })));
    fireEvent.click(toggle);
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('payments', expect.objectContaining({ filter: {} })));
  });

  it('shows a row per payment on a phone, its status at the end', async () => {
    // Below the md breakpoint, as useSmallScreen asks.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderList(vi.fn().mockResolvedValue({ data: payments, total: 3 }));
    expect(await screen.findByText('KC-7K3M9QX2 · USD 27')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The phone with no-break spaces: it never breaks across lines.
    expect(screen.getByText(/^M-Pesa Express · \+254\u00a0712\u00a0345\u00a0678 · Wrong PIN \(2001\) · /, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.getByText(/^Pesapal · 4111xxxx1111 · PSP7RT61S3 · /)).toBeTruthy();
    expect(screen.getByText('Needs review', { selector: '.MuiChip-label' })).toBeTruthy();
  });
});

describe("an M-Pesa prompt's result", () => {
  it.each([
    [0, 'Paid (0)'],
    [1032, 'Cancelled by the shopper (1032)'],
    [1037, 'Phone unreachable (1037)'],
    [2001, 'Wrong PIN (2001)'],
    [1, 'Not enough money (1)'],
  ])('words %s as %s', (code, words) => expect(mpesaResultText({ result_code: code, result_desc: 'Daraja text' })).toBe(words));

  it("gives another code with Daraja's text, and nothing while Daraja has not answered", () => {
    expect(mpesaResultText({ result_code: 17, result_desc: 'Rule limited.' })).toBe('Code 17: Rule limited.');
    expect(mpesaResultText({ result_code: 17, result_desc: null })).toBe('Code 17');
    expect(mpesaResultText({ result_code: null, result_desc: null })).toBe('');
  });
});

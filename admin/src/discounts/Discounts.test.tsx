import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, Notification, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { DiscountCode } from '@shop/api-client';
import { OrderShow } from '../orders/OrderShow';
import { anOrder } from '../orders/testOrder';
import { DiscountList } from './DiscountList';
import { DiscountShow } from './DiscountShow';
import { discountWindow } from './discountText';
import { DiscountCreate, DiscountEdit } from '.';

const aCode = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 5,
  code: 'KARIBU10',
  type: 'percent',
  value: 10,
  min_goods_total: 2000,
  starts_at: '2026-12-01T09:00:00+03:00',
  ends_at: '2026-12-31T23:59:59+03:00',
  usage_limit: 100,
  per_customer_limit: 1,
  product_ids: [],
  category_ids: [],
  is_active: true,
  times_used: 12,
  orders_count: 12,
  given_away: 3450,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('discount codes in the console', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each code with what it takes off, its window and its use', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [aCode(), aCode({ id: 6, code: 'SHIPFREE', type: 'free_delivery', value: 0, usage_limit: null, times_used: 3, starts_at: null, ends_at: null, is_active: false })], total: 2 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="discount-codes">
          <DiscountList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const row = (await screen.findByText('KARIBU10')).closest('tr')!;
    expect(within(row).getByText('10 % off')).toBeTruthy();
    expect(within(row).getByText('From 1 Dec 2026, 09:00 to 31 Dec 2026, 23:59 (Nairobi)')).toBeTruthy();
    expect(within(row).getByText('12 of 100 used')).toBeTruthy();
    const free = screen.getByText('SHIPFREE').closest('tr')!;
    expect(within(free).getByText('Free delivery')).toBeTruthy();
    expect(within(free).getByText('Always')).toBeTruthy();
    expect(within(free).getByText('3 used')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('discount-codes', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }));
  });

  it("shows a code's orders and the KSh given away, and deactivates it", async () => {
    const update = vi.fn(async (_resource: string, params: { data: Partial<DiscountCode> }) => ({ data: aCode({ is_active: params.data.is_active }) }));
    render(
      <TestMemoryRouter initialEntries={['/discount-codes/5/show']}>
        <AdminContext dataProvider={testDataProvider({ getOne: vi.fn().mockResolvedValue({ data: aCode() }) as DataProvider['getOne'], update: update as unknown as DataProvider['update'], getMany: vi.fn().mockResolvedValue({ data: [] }) })}>
          <ResourceContextProvider value="discount-codes">
            <Routes>
              <Route path="/discount-codes/:id/show" element={<DiscountShow />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('KSh 3,450')).toBeTruthy();
    expect(screen.getByText('12 of 100 used')).toBeTruthy();
    expect(screen.getByText('KSh 2,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See its orders' }).getAttribute('href')).toContain(encodeURIComponent('{"discount_code":"KARIBU10"}'));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('discount-codes', expect.objectContaining({ id: 5, data: { is_active: false } })));
  });

  it('shows the discount as its own line on the order page', async () => {
    const order = anOrder({ discount_code: 'KARIBU10', discount_amount: 300, total_price: 3200 });
    render(
      <TestMemoryRouter initialEntries={['/orders/123/show']}>
        <AdminContext dataProvider={testDataProvider({ getOne: vi.fn().mockResolvedValue({ data: order }) as DataProvider['getOne'] })}>
          <ResourceContextProvider value="orders">
            <Routes>
              <Route path="/orders/:id/show" element={<OrderShow />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const line = (await screen.findByText('Discount (KARIBU10)')).closest('tr')!;
    expect(within(line).getByText('−KSh 300')).toBeTruthy();
  });

  /** The create and edit routes on `path`, the stored code being `stored`; answers the provider's update. */
  const renderCodeForm = (path: string, stored: DiscountCode) => {
    const saved = { data: aCode({ value: 15 }) };
    const update = vi.fn().mockResolvedValue(saved);
    const provider = testDataProvider({
      getOne: vi.fn().mockResolvedValue({ data: stored }) as DataProvider['getOne'],
      getMany: vi.fn().mockResolvedValue({ data: [] }) as DataProvider['getMany'],
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) as DataProvider['getList'],
      create: vi.fn().mockResolvedValue(saved) as DataProvider['create'],
      update: update as DataProvider['update'],
    });
    render(
      <TestMemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={provider} i18nProvider={defaultI18nProvider}>
          <Routes>
            <Route path="/discount-codes/create" element={<ResourceContextProvider value="discount-codes"><DiscountCreate /></ResourceContextProvider>} />
            <Route path="/discount-codes/:id" element={<ResourceContextProvider value="discount-codes"><DiscountEdit /></ResourceContextProvider>} />
            <Route path="/discount-codes/:id/show" element={<p>Code page</p>} />
          </Routes>
          <Notification />
        </AdminContext>
      </TestMemoryRouter>,
    );
    return update;
  };

  it.each([
    ['creating', '/discount-codes/create', 'Code KARIBU10 created'],
    ['editing', '/discount-codes/5', 'Code KARIBU10 saved'],
  ])("names the code it saved when %s it, then opens the code's page", async (_case, path, notice) => {
    renderCodeForm(path, aCode());
    if (path.endsWith('create')) {
      fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'KARIBU10' } });
      fireEvent.mouseDown(screen.getByLabelText(/^Type/));
      fireEvent.click(await screen.findByRole('option', { name: 'Percent off' }));
    }
    fireEvent.change(await screen.findByLabelText(/^Percent off the goods/), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(notice);
    await screen.findByText('Code page');
  });

  it('takes the KSh a fixed code takes off in whole shillings', async () => {
    const update = renderCodeForm('/discount-codes/5', aCode({ type: 'fixed', value: 300 }));
    const value = (await screen.findByLabelText(/^KSh off the goods/)) as HTMLInputElement;
    fireEvent.change(value, { target: { value: '299.5' } });
    // The browser's own check (step 1 from the minimum of 1) keeps the form from saving.
    expect(value.validity.stepMismatch).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(value, { target: { value: '299' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Code page');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('discount-codes', expect.objectContaining({ data: expect.objectContaining({ value: 299 }) }));
  });

  it('says when a code is valid, in Nairobi time', () => {
    expect(discountWindow({ starts_at: null, ends_at: '2026-12-31T23:59:59+03:00' })).toBe('Until 31 Dec 2026, 23:59 (Nairobi)');
    expect(discountWindow({ starts_at: null, ends_at: null })).toBe('Always');
  });
});

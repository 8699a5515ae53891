import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { Order } from '@shop/api-client';
import { COUNTIES, json } from '../delivery/testRecords';
import type { OrderDelivery } from '../delivery/types';
import { OrderList } from './OrderList';
import { anOrder } from './testOrder';
import { renderOrderPage } from './testOrderPage';

const withDelivery = (delivery: Partial<OrderDelivery>, overrides: Partial<Order> = {}): Order => Object.assign(anOrder(overrides), delivery);

const showOrder = (order: Order) => renderOrderPage({ getOne: vi.fn().mockResolvedValue({ data: order }) as DataProvider['getOne'] });

const deliveryCard = async () => (await screen.findByRole('heading', { name: 'Delivery' })).closest('.MuiCard-root') as HTMLElement;

describe("an order's delivery in the console", () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => json([]))));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the county, town, street line, notes, method, zone, weight and days', async () => {
    showOrder(
      withDelivery(
        {
          delivery_county: 'KE-17',
          delivery_county_name: 'Kisumu',
          delivery_town: 'Kisumu',
          delivery_line: 'Oginga Odinga St, Mega Plaza 3rd floor',
          delivery_notes: 'Call on arrival',
          delivery_method_name: 'Courier (outside Nairobi)',
          delivery_kind: 'courier_office',
          delivery_zone: 'Major towns',
          delivery_weight_grams: 1200,
          delivery_days_min: 1,
          delivery_days_max: 3,
          pickup_point: null,
        },
        { delivery_method: 'courier', delivery_fee: 450 },
      ),
    );
    const card = await deliveryCard();
    for (const text of ['Courier (outside Nairobi)', 'Major towns', 'Kisumu', 'Oginga Odinga St, Mega Plaza 3rd floor', 'Call on arrival', '1.2 kg', '1–3 days', 'KSh 450'])
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(card).getByText('County')).toBeTruthy();
    expect(within(card).getByText('Town')).toBeTruthy();
    expect(within(card).queryByText('Address')).toBeNull();
  });

  it('shows the pickup point a shopper chose', async () => {
    showOrder(
      withDelivery(
        {
          delivery_county: 'KE-30',
          delivery_county_name: 'Nairobi City',
          delivery_method_name: 'Pick Up Mtaani',
          delivery_kind: 'agent_pickup',
          delivery_days_min: 2,
          delivery_days_max: 2,
          pickup_point: { id: 5, name: 'Westlands Sarit', address: 'Sarit Centre, lower ground', opening_hours: 'Daily 8:00–20:00', phone: '254711000111' },
        },
        { delivery_method: 'mtaani', delivery_address: null },
      ),
    );
    const card = await deliveryCard();
    expect(within(card).getByText('Westlands Sarit')).toBeTruthy();
    expect(within(card).getByText('Sarit Centre, lower ground · Daily 8:00–20:00')).toBeTruthy();
    expect(within(card).getByText('2 days')).toBeTruthy();
  });

  it('shows an older order its free-text address', async () => {
    showOrder(anOrder());
    const card = await deliveryCard();
    expect(within(card).getByText('Rider (Nairobi)')).toBeTruthy();
    expect(within(card).getByText('Moi Avenue, Nairobi')).toBeTruthy();
  });

  it('filters the orders list by county', async () => {
    const getList = vi.fn(async (resource: string, _params: GetListParams) =>
      resource === 'counties' ? { data: COUNTIES, total: COUNTIES.length } : { data: [anOrder()], total: 1 },
    );
    render(
      <TestMemoryRouter initialEntries={['/orders']}>
        <AdminContext i18nProvider={defaultI18nProvider} dataProvider={testDataProvider({ getList: getList as unknown as DataProvider['getList'], getMany: vi.fn().mockResolvedValue({ data: COUNTIES }) })}>
          <ResourceContextProvider value="orders">
            <OrderList />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await screen.findAllByText('KC-000123');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'County' }));
    fireEvent.change(await screen.findByLabelText('County'), { target: { value: 'Nair' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Nairobi City' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: expect.objectContaining({ delivery_county: 'KE-30' }) })),
    );
  });
});

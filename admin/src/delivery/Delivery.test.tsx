import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, Notification, ResourceContextProvider, TestMemoryRouter, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { MethodEdit } from './methods';
import { MethodList } from './methods/MethodList';
import { ZoneEdit } from './zones';
import { RateEdit } from './rates';
import { rateFeeText } from './rates/rateText';
import { RatePreview } from './preview/RatePreview';
import { ImportCsvButton } from './pickup-points/ImportCsvButton';
import { quoteText } from './deliveryText';
import { aMethod, anOption, aRate, aZone, COUNTIES, json } from './testRecords';

const LISTS: Record<string, unknown[]> = {
  counties: COUNTIES,
  'delivery/methods': [aMethod({ id: 1, code: 'pickup', kind: 'shop_pickup', name_en: 'Shop counter', name_sw: 'Dukani' }), aMethod(), aMethod({ id: 4, code: 'mtaani', kind: 'agent_pickup', name_en: 'Pick Up Mtaani', name_sw: 'Pick Up Mtaani' })],
  'delivery/zones': [aZone()],
};

/** A data provider answering each resource's list and records from LISTS; `overrides` for what a test is about. */
const provider = (overrides: Partial<DataProvider> = {}) =>
  testDataProvider({
    getList: vi.fn(async (resource: string, _params: GetListParams) => ({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length })) as unknown as DataProvider['getList'],
    getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => ({
      data: (LISTS[resource] ?? []).filter(record => params.ids.map(String).includes(String((record as { id: unknown }).id))),
    })) as unknown as DataProvider['getMany'],
    ...overrides,
  });

const renderAt = (path: string, routes: { path: string; resource: string; element: React.ReactNode }[], dataProvider: DataProvider) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <Routes>
          {routes.map(route => (
            <Route key={route.path} path={route.path} element={<ResourceContextProvider value={route.resource}>{route.element}</ResourceContextProvider>} />
          ))}
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('delivery screens in the console', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists methods with their English and Kiswahili names side by side', async () => {
    render(
      <AdminContext dataProvider={provider()}>
        <ResourceContextProvider value="delivery/methods">
          <MethodList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const row = (await screen.findByText('Rider (Nairobi)')).closest('tr')!;
    expect(within(row).getByText('Mpanda pikipiki (Nairobi)')).toBeTruthy();
    expect(within(row).getByText('To the door')).toBeTruthy();
    expect(within(row).getByText('same or next day')).toBeTruthy();
  });

  it('offers Deactivate, not Delete, for a method orders used, and keeps its code', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: params.data }));
    renderAt(
      '/delivery/methods/2',
      [{ path: '/delivery/methods/:id', resource: 'delivery/methods', element: <MethodEdit /> }, { path: '/delivery/methods', resource: 'delivery/methods', element: <p>Methods</p> }],
      provider({ getOne: vi.fn().mockResolvedValue({ data: aMethod({ orders_count: 3 }) }), update: update as unknown as DataProvider['update'] }),
    );
    expect(await screen.findByDisplayValue('Mpanda pikipiki (Nairobi)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Used by 3 orders: it cannot change')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('delivery/methods', expect.objectContaining({ id: 2, data: expect.objectContaining({ active: false, code: 'rider' }) })));
  });

  it('offers Delete for a method nothing used', async () => {
    renderAt(
      '/delivery/methods/2',
      [{ path: '/delivery/methods/:id', resource: 'delivery/methods', element: <MethodEdit /> }],
      provider({ getOne: vi.fn().mockResolvedValue({ data: aMethod() }) }),
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it("edits a zone's counties by name from the counties list", async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: params.data }));
    renderAt(
      '/delivery/zones/1',
      [{ path: '/delivery/zones/:id', resource: 'delivery/zones', element: <ZoneEdit /> }, { path: '/delivery/zones', resource: 'delivery/zones', element: <p>Zones</p> }],
      provider({ getOne: vi.fn().mockResolvedValue({ data: aZone({ counties: ['KE-30'] }) }), update: update as unknown as DataProvider['update'] }),
    );
    expect(await screen.findByText('Nairobi City')).toBeTruthy();
    const box = screen.getByLabelText(/Counties/);
    fireEvent.change(box, { target: { value: 'Kiam' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Kiambu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('delivery/zones', expect.objectContaining({ data: expect.objectContaining({ counties: ['KE-30', 'KE-22'] }) })));
  });

  it('edits a rate and its weight bands in whole KSh, saving an emptied bands list as none', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: params.data }));
    renderAt(
      '/delivery/rates/3',
      [{ path: '/delivery/rates/:id', resource: 'delivery/rates', element: <RateEdit /> }, { path: '/delivery/rates', resource: 'delivery/rates', element: <p>Rates</p> }],
      provider({ getOne: vi.fn().mockResolvedValue({ data: aRate({ weight_bands: [{ up_to_grams: 1000, fee: 250 }] }) }), update: update as unknown as DataProvider['update'] }),
    );
    expect(await screen.findByDisplayValue('250')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Base fee \(KSh\)/), { target: { value: '350.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole KSh (no cents)')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Base fee \(KSh\)/), { target: { value: '350' } });
    await waitFor(() => expect(screen.queryByText('Enter whole KSh (no cents)')).toBeNull());
    // The row's remove button shows on hover (always on touch screens).
    fireEvent.click(document.querySelector('.button-remove-weight_bands-0')!);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('delivery/rates', expect.objectContaining({ data: expect.objectContaining({ base_fee: 350, weight_bands: null }) })));
  });

  it('says how a rate prices a parcel', () => {
    expect(rateFeeText(aRate())).toBe('KSh 300, any weight');
    expect(rateFeeText(aRate({ base_fee: 0 }))).toBe('Free, any weight');
    expect(rateFeeText(aRate({ base_fee: 400, base_grams: 2000, per_kg_fee: 50 }))).toBe('KSh 400 up to 2 kg, then +KSh 50 per kg');
    expect(rateFeeText(aRate({ weight_bands: [{ up_to_grams: 500, fee: 200 }, { up_to_grams: 5000, fee: 350 }], per_kg_fee: 60 }))).toBe(
      'KSh 200 up to 500 g; KSh 350 up to 5 kg, then +KSh 60 per kg',
    );
  });

  it('previews what a shopper in a county is offered', async () => {
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.includes('/api/delivery/options/') ? json([anOption(), anOption({ code: 'mtaani', name: 'Pick Up Mtaani', fee: 250, days_min: 2, days_max: 2 })]) : json([]),
    );
    render(
      <AdminContext dataProvider={provider()}>
        <RatePreview />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '1.2' } });
    fireEvent.change(screen.getByLabelText('Goods (KSh)'), { target: { value: '2400' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /County/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kisumu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1.2 kg, KSh 2,400 of goods, to Kisumu: Courier (outside Nairobi) KSh 450, 1–3 days; Pick Up Mtaani KSh 250, 2 days')).toBeTruthy();
    const url = new URL((fetchMock.mock.calls.find(([request]) => (request as Request).url.includes('options'))![0] as Request).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ county: 'KE-17', weight_grams: '1200', goods_total: '2400' });
  });

  it("shows the API's word when nothing serves the county", async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'We do not deliver to Nairobi City yet.' }, 404));
    render(
      <AdminContext dataProvider={provider()}>
        <RatePreview />
      </AdminContext>,
    );
    await screen.findByRole('combobox', { name: /County/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /County/ }).textContent).toBe('Nairobi City'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('We do not deliver to Nairobi City yet.')).toBeTruthy();
  });

  const importWith = async (answer: Response) => {
    fetchMock.mockImplementation(async (request: Request) => (request.url.includes('/import/') ? answer : json([])));
    render(
      <AdminContext dataProvider={provider()}>
        <ImportCsvButton />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pick Up Mtaani' }));
    const file = new File(['external_id,name,county,town,address,opening_hours,phone\n'], 'points.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    return dialog;
  };

  it('imports pickup points from a CSV and says how many were created and updated', async () => {
    const dialog = await importWith(json({ created: 12, updated: 3 }));
    expect(await within(dialog).findByText('Imported: 12 created, 3 updated.')).toBeTruthy();
    const request = fetchMock.mock.calls.map(([call]) => call as Request).find(call => call.url.includes('/import/'))!;
    expect(request.method).toBe('POST');
    const body = await request.formData();
    expect(body.get('method_id')).toBe('4');
    expect(await (body.get('file') as Blob).text()).toContain('external_id,name,county');
  });

  it("lists an import's problems line by line", async () => {
    const dialog = await importWith(
      json({ detail: 'Nothing was imported: 2 rows have problems.', lines: [{ line: 3, detail: 'Unknown county "Nairobii".' }, { line: 7, detail: 'A name is needed.' }] }, 400),
    );
    expect(await within(dialog).findByText('Nothing was imported: 2 rows have problems.')).toBeTruthy();
    expect(within(dialog).getByText('Line 3: Unknown county "Nairobii".')).toBeTruthy();
    expect(within(dialog).getByText('Line 7: A name is needed.')).toBeTruthy();
  });

  it('writes a quote as staff read it', () => {
    expect(quoteText(350, 900, 'Kiambu', [anOption({ name: 'Rider', fee: 0, days_min: 0, days_max: 0 })])).toBe('350 g, KSh 900 of goods, to Kiambu: Rider free, same day');
  });
});

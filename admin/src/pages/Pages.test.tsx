import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import type { ShopPage } from '@shop/api-client';
import { PageEdit } from './PageEdit';
import { PageList } from './PageList';

const aPage = (overrides: Partial<ShopPage> = {}): ShopPage => ({
  id: 1,
  slug: 'privacy',
  title_en: 'Privacy Policy',
  body_en: '## What we collect\n\nYour name and phone.',
  title_sw: 'Sera ya Faragha',
  body_sw: '## Tunachokusanya\n\nJina na simu yako.',
  updated_at: '2026-11-20T09:00:00.000Z',
  updated_by: '',
  ...overrides,
});

describe('policy pages in the console', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each page with its titles, its address on the shop and who saved it', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [aPage(), aPage({ id: 4, slug: 'returns', title_en: 'Returns Policy', title_sw: 'Sera ya Kurudisha Bidhaa', updated_by: 'wanjiru' })], total: 2 });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="pages">
          <PageList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const draft = (await screen.findByText('Privacy Policy')).closest('tr')!;
    expect(within(draft).getByText('Sera ya Faragha')).toBeTruthy();
    expect(within(draft).getByText('/privacy')).toBeTruthy();
    expect(within(draft).getByText('Draft, not reviewed yet')).toBeTruthy();
    const reviewed = screen.getByText('Returns Policy').closest('tr')!;
    expect(within(reviewed).getByText('wanjiru')).toBeTruthy();
  });

  it('edits the title and Markdown of both languages and saves them', async () => {
    const update = vi.fn(async (_resource: string, params: { id: number; data: Partial<ShopPage> }) => ({ data: aPage({ ...params.data, updated_by: 'wanjiru' }) }));
    render(
      <AdminContext i18nProvider={defaultI18nProvider} dataProvider={testDataProvider({ getOne: vi.fn().mockResolvedValue({ data: aPage() }) as DataProvider['getOne'], update: update as unknown as DataProvider['update'] })}>
        <ResourceContextProvider value="pages">
          <PageEdit id={1} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText(/A draft written for this shop/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '/sw/privacy' }).getAttribute('href')).toBe('/sw/privacy');
    const swBody = screen.getByLabelText(/Maandishi/) as HTMLTextAreaElement;
    expect(swBody.value).toBe(aPage().body_sw);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Our Privacy Policy' } });
    fireEvent.change(swBody, { target: { value: '## Haki zako\n\nOmba nakala.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('pages', expect.objectContaining({ id: 1, data: expect.objectContaining({ title_en: 'Our Privacy Policy', body_en: aPage().body_en, title_sw: 'Sera ya Faragha', body_sw: '## Haki zako\n\nOmba nakala.' }) })),
    );
  });

  it('refuses to save a page without a title', async () => {
    const update = vi.fn();
    render(
      <AdminContext i18nProvider={defaultI18nProvider} dataProvider={testDataProvider({ getOne: vi.fn().mockResolvedValue({ data: aPage() }) as DataProvider['getOne'], update })}>
        <ResourceContextProvider value="pages">
          <PageEdit id={1} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.change(await screen.findByLabelText(/Kichwa/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { getToken, saveSession } from './auth/session';
import { aUser, jsonResponse, pathOf, requestAt } from './auth/testSession';
import { dataProvider } from './dataProvider';
import { anOrder } from './orders/testOrder';
import { aConversation, aWhatsAppTemplate } from './whatsapp/testWhatsApp';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  saveSession('jwt-staff', aUser('staff'));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the data provider on the typed client', () => {
  it('asks for an inventory page by range, newest first, and reads the total from Content-Range', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [], { 'Content-Range': 'items 20-39/45' }));
    const page = await dataProvider.getInventoryPage({ pagination: { page: 2, perPage: 20 }, filter: { q: 'bag' } });
    expect(page).toEqual({ data: [], total: 45 });
    const request = requestAt(fetchMock, 0);
    const query = new URL(request.url).searchParams;
    expect(new URL(request.url).pathname).toBe('/api/inventory/dashboard/');
    expect([query.get('sort'), query.get('range'), query.get('filter')]).toEqual(['["id","DESC"]', '[20,39]', '{"q":"bag"}']);
    expect(request.headers.get('Authorization')).toBe('Token jwt-staff');
  });

  it('posts a money move to its own route and answers the order as it now stands', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, anOrder({ status: 'refund_requested' })));
    const order = await dataProvider.orderAction(123, 'refund', { amount: 3500, remarks: 'Basket arrived torn' });
    expect(order.status).toBe('refund_requested');
    const request = requestAt(fetchMock, 0);
    expect([request.method, pathOf(request)]).toEqual(['POST', '/api/orders/123/refund/']);
    expect(await request.json()).toEqual({ amount: 3500, remarks: 'Basket arrived torn' });
  });

  it('sends a partial update by PATCH, and a refusal reaches react-admin as its HttpError with field errors', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, anOrder({ status: 'shipped' })));
    const moved = await dataProvider.update('orders', {
      id: 123,
      data: { status: 'shipped', note: 'Left with the morning rider', tracking_id: 'G4S-8812' },
      previousData: anOrder(),
      meta: { partial: true },
    });
    expect(moved.data.status).toBe('shipped');
    const request = requestAt(fetchMock, 0);
    expect([request.method, pathOf(request)]).toEqual(['PATCH', '/api/orders/123/']);
    expect(await request.json()).toEqual({ status: 'shipped', note: 'Left with the morning rider', tracking_id: 'G4S-8812' });

    fetchMock.mockResolvedValueOnce(jsonResponse(400, { value: ['Value already exists for this type.'] }));
    const refused = await dataProvider
      .update('attributes', { id: 3, data: { value: 'Red' }, previousData: { id: 3 }, meta: { partial: true } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, message: 'Value already exists for this type.', body: { errors: { value: 'Value already exists for this type.' } } });
  });

  it('moderates a review by PATCH with only what changed (the API has no PUT for reviews)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 7, status: 'approved' }));
    await dataProvider.update('reviews', { id: 7, data: { status: 'approved' }, previousData: { id: 7 }, meta: { partial: true } });
    const request = requestAt(fetchMock, 0);
    expect([request.method, pathOf(request)]).toEqual(['PATCH', '/api/reviews/7/']);
    expect(await request.json()).toEqual({ status: 'approved' });
  });

  it('ends the session when a call with the token is answered 401', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Invalid or expired token.' }));
    await expect(dataProvider.getProductStats({})).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token.' });
    expect(getToken()).toBeNull();
  });
});

describe('WhatsApp on the typed client', () => {
  it('asks for a page of the inbox by range alone (the API takes no sort), the total from Content-Range, and a conversation by its number', async () => {
    const { messages: _messages, ...row } = aConversation();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [row], { 'Content-Range': 'items 25-25/26' }));
    const page = await dataProvider.getList('whatsapp-conversations', { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(page).toEqual({ data: [row], total: 26 });
    expect(pathOf(requestAt(fetchMock, 0))).toBe(`/api/whatsapp/conversations/?range=${encodeURIComponent('[25,49]')}`);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, aConversation()));
    expect((await dataProvider.getOne('whatsapp-conversations', { id: '254712345678' })).data.messages).toHaveLength(2);
    expect(pathOf(requestAt(fetchMock, 1))).toBe('/api/whatsapp/conversations/254712345678/');
  });

  it("posts staff's answer, and a refusal keeps the API's detail", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'More than 24 hours have passed since the customer last wrote.' }));
    await expect(dataProvider.replyWhatsApp('254712345678', 'Hi')).rejects.toMatchObject({ status: 409, message: 'More than 24 hours have passed since the customer last wrote.' });
    const request = requestAt(fetchMock, 0);
    expect([request.method, pathOf(request)]).toEqual(['POST', '/api/whatsapp/conversations/254712345678/reply/']);
    expect(await request.json()).toEqual({ text: 'Hi' });
  });

  it('lists the templates filtered here (the API answers all fourteen), saves only the mapping, and hands field errors to the form', async () => {
    const all = [aWhatsAppTemplate(), aWhatsAppTemplate({ id: 'order_shipped.sw', language: 'sw', name: '' }), aWhatsAppTemplate({ id: 'order_paid.sw', event: 'order_paid', language: 'sw' })];
    fetchMock.mockResolvedValueOnce(jsonResponse(200, all));
    const page = await dataProvider.getList('whatsapp-templates', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { language: 'sw' } });
    expect(page).toEqual({ data: [all[2], all[1]], total: 2 });

    const saved = aWhatsAppTemplate({ name: 'parcel_left_v2', changed: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, saved));
    await dataProvider.update('whatsapp-templates', { id: 'order_shipped.en', data: { ...saved, available_variables: ['name'] }, previousData: aWhatsAppTemplate() });
    const put = requestAt(fetchMock, 1);
    expect([put.method, pathOf(put)]).toEqual(['PUT', '/api/whatsapp/templates/order_shipped.en/']);
    expect(await put.json()).toEqual({ name: 'parcel_left_v2', body: saved.body, variables: saved.variables });

    fetchMock.mockResolvedValueOnce(jsonResponse(400, { name: ['Use the template name as WhatsApp Manager shows it.'], variables: ['Unknown: colour.'] }));
    const refused = await dataProvider
      .update('whatsapp-templates', { id: 'order_shipped.en', data: { name: 'Order Shipped', body: 'x {{1}} y', variables: ['colour'] }, previousData: aWhatsAppTemplate() })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, body: { errors: { name: 'Use the template name as WhatsApp Manager shows it.', variables: 'Unknown: colour.' } } });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, aWhatsAppTemplate()));
    await dataProvider.resetWhatsAppTemplate('order_shipped.en');
    expect([requestAt(fetchMock, 3).method, pathOf(requestAt(fetchMock, 3))]).toEqual(['DELETE', '/api/whatsapp/templates/order_shipped.en/']);
  });
});

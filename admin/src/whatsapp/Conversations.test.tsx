import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification as Notices, ResourceContextProvider, ShowBase, testDataProvider, type DataProvider } from 'react-admin';
import type { WhatsAppConversationDetail } from '@shop/api-client';
import { jsonResponse, pathOf } from '../auth/testSession';
import { dataProvider } from '../dataProvider';
import { ConversationList } from './ConversationList';
import { ConversationDetail } from './ConversationShow';
import { aConversation, aMessage, hoursFromNow } from './testWhatsApp';
import { WINDOW_CLOSED_WORDS } from './whatsappText';

const renderList = (getList: ReturnType<typeof vi.fn>) =>
  render(
    <AdminContext dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}>
      <ResourceContextProvider value="whatsapp-conversations">
        <ConversationList />
      </ResourceContextProvider>
    </AdminContext>,
  );

const inbox = [
  aConversation(),
  aConversation({
    id: '254722000038',
    phone: '254722000038',
    name: '',
    order_id: null,
    window_closes_at: null,
    messages: [aMessage({ id: 9, body: 'Hello?\nAre you open on Sunday?', created_at: hoursFromNow(-25) })],
  }),
].map(({ messages: _messages, ...row }) => ({ ...row, last_message: _messages[_messages.length - 1] }));

describe('WhatsApp inbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one row a customer: name and number, the last message, its latest order and whether staff may still answer', async () => {
    const getList = vi.fn().mockResolvedValue({ data: inbox, total: 2 });
    renderList(getList);
    const open = (await screen.findByText('Achieng')).closest('tr')!;
    expect(within(open).getByRole('link', { name: '+254 712 345 678' }).getAttribute('href')).toBe('tel:+254712345678');
    expect(within(open).getByText('wanjiku: Karibu! Yes, in blue too.')).toBeTruthy();
    expect(within(open).getByRole('link', { name: '#123' }).getAttribute('href')).toMatch(/\/orders\/123\/show$/);
    expect(within(open).getByText(/^Answer before \d\d:\d\d/).closest('[data-window]')?.getAttribute('data-window')).toBe('open');

    // No name from WhatsApp: the number alone; 25 hours since they wrote: closed.
    const closed = screen.getByText('Hello? Are you open on Sunday?').closest('tr')!;
    expect(within(closed).getByRole('link', { name: '+254 722 000 038' })).toBeTruthy();
    expect(within(closed).getByText('Window closed')).toBeTruthy();
    expect(within(closed).queryByRole('link', { name: /^#/ })).toBeNull();
  });

  it('is a list of rows on a phone, each with its window chip', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderList(vi.fn().mockResolvedValue({ data: inbox, total: 2 }));
    await screen.findByText('Achieng');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('+254 722 000 038')).toBeTruthy();
    expect(screen.getByText('Window closed')).toBeTruthy();
    expect(screen.getByText(/ · #123$/)).toBeTruthy();
  });
});

/** The console's own data provider over a stubbed fetch: the conversation, and what the reply route answers (what was posted kept in `posted`). */
const serve = (conversation: () => WhatsAppConversationDetail, reply: () => Response) => {
  const posted: { path: string; body: unknown }[] = [];
  let reads = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(input, init);
    const path = pathOf(request);
    if (request.method === 'GET' && path === `/api/whatsapp/conversations/${conversation().phone}/`) {
      reads += 1;
      return jsonResponse(200, conversation());
    }
    if (request.method === 'POST' && path === `/api/whatsapp/conversations/${conversation().phone}/reply/`) {
      posted.push({ path, body: await request.json() });
      return reply();
    }
    return jsonResponse(404, { detail: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AdminContext dataProvider={dataProvider}>
      <ShowBase resource="whatsapp-conversations" id={conversation().phone}>
        <ConversationDetail />
      </ShowBase>
      <Notices />
    </AdminContext>,
  );
  return { posted, reads: () => reads };
};

describe('a WhatsApp conversation', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the customer's messages on the left and staff's answers on the right, with who sent them and their delivery", async () => {
    serve(() => aConversation(), () => jsonResponse(500, {}));
    const question = await screen.findByText('Does the Kiondo come in blue?');
    expect(question.closest('[data-direction]')?.getAttribute('data-direction')).toBe('in');
    const answer = screen.getByText('Karibu! Yes, in blue too.').closest('[data-direction]') as HTMLElement;
    expect(answer.getAttribute('data-direction')).toBe('out');
    expect(within(answer).getByText(/^wanjiku · \d\d:\d\d · Read$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Latest order #123' }).getAttribute('href')).toMatch(/\/orders\/123\/show$/);
  });

  it("waits for the messages while the inbox's row (which has none) stands in for the conversation", async () => {
    const { messages: _messages, ...row } = aConversation();
    serve(() => row as WhatsAppConversationDetail, () => jsonResponse(500, {}));
    await screen.findByText('Loading messages...');
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
  });

  it('disables the answer and says plainly why when 24 hours have passed since the customer wrote', async () => {
    const { posted } = serve(() => aConversation({ window_closes_at: null, messages: [aMessage({ created_at: hoursFromNow(-26) })] }), () => jsonResponse(500, {}));
    expect((await screen.findByTestId('window-closed')).textContent).toContain(WINDOW_CLOSED_WORDS);
    expect(screen.getByText('Window closed')).toBeTruthy();
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // Call or SMS them instead: their number is right there.
    expect(within(screen.getByTestId('window-closed')).getByRole('link', { name: '+254 712 345 678' })).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText('Your answer'), { key: 'Enter', ctrlKey: true });
    expect(posted).toEqual([]);
  });

  it('sends the answer while the window is open, then reads the conversation again with it', async () => {
    let current = aConversation();
    const { posted, reads } = serve(
      () => current,
      () => {
        const { text } = posted[posted.length - 1].body as { text: string };
        const sent = aMessage({ id: 2 + posted.length, direction: 'out', body: text, sent_by: 'staff', delivery_status: 'sent', created_at: new Date().toISOString() });
        current = aConversation({ messages: [...current.messages, sent] });
        return jsonResponse(200, sent);
      },
    );
    const box = (await screen.findByLabelText('Your answer')) as HTMLTextAreaElement;
    expect(screen.queryByTestId('window-closed')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'We close at 6 pm.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Answer sent');
    expect(posted).toEqual([{ path: '/api/whatsapp/conversations/254712345678/reply/', body: { text: 'We close at 6 pm.' } }]);
    // Read again: the answer is in the conversation, on the right.
    expect((await screen.findByText('We close at 6 pm.', { selector: 'p' })).closest('[data-direction]')?.getAttribute('data-direction')).toBe('out');
    expect(reads()).toBeGreaterThanOrEqual(2);
    expect(box.value).toBe('');

    // Ctrl+Enter sends too (Enter alone is a new line).
    fireEvent.change(box, { target: { value: 'Karibu tena!' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1].body).toEqual({ text: 'Karibu tena!' });
  });

  it("shows the API's refusal (the window closed meanwhile: 409; WhatsApp refused it: 502) and keeps the words typed", async () => {
    let status = 409;
    const details: Record<number, string> = {
      409: 'More than 24 hours have passed since the customer last wrote: WhatsApp now takes only an approved template. Call or SMS them, or wait for them to write again.',
      502: 'WhatsApp did not take the answer: (#131047) Re-engagement message',
    };
    serve(() => aConversation(), () => jsonResponse(status, { detail: details[status] }));
    const box = (await screen.findByLabelText('Your answer')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(details[409]);
    expect(box.value).toBe('Are you there?');

    status = 502;
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(details[502]);
  });
});

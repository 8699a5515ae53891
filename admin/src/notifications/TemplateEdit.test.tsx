import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, HttpError, Notification as Notices, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import type { NotificationTemplate, TemplatePreviewRequest } from '@shop/api-client';
import { orderIdOf, PREVIEW_DELAY_MS, TemplateEdit } from './TemplateEdit';
import { aTemplate } from './testNotification';

// A stand-in for the server's preview: the placeholders filled, the SMS counted (GSM, 160 a part).
const fill = (text: string) => text.replace('{{shop_name}}', 'Kenyan Crafts').replace('{{reference}}', 'KC-000042').replace('{{tracking_line}}', '');
const previewOf = vi.fn(async (_id: string, request: TemplatePreviewRequest) => {
  const text = fill(request.body);
  return { subject: fill(request.subject ?? ''), text, html: null, sms: { characters: text.length, parts: Math.ceil(text.length / 160) || 1, encoding: 'gsm' as const }, sample: 'order KC-000042' };
});

const signedInAs = (role: string): AuthProvider => ({
  login: vi.fn(),
  logout: vi.fn(),
  checkAuth: vi.fn().mockResolvedValue(undefined),
  checkError: vi.fn().mockResolvedValue(undefined),
  getPermissions: vi.fn().mockResolvedValue(role),
});

const renderEditor = (template: NotificationTemplate, provider: Record<string, unknown> = {}, role = 'staff') =>
  render(
    <AdminContext
      authProvider={signedInAs(role)}
      i18nProvider={defaultI18nProvider}
      dataProvider={{
        ...testDataProvider({ getOne: (async () => ({ data: template })) as DataProvider['getOne'] }),
        previewTemplate: previewOf,
        ...provider,
      }}
    >
      <TemplateEdit id={template.id} />
      <Notices />
    </AdminContext>,
  );

const counter = () => screen.getByTestId('sms-length').textContent;

describe('template editor', () => {
  it('counts the SMS as staff type, asking the server once typing pauses', async () => {
    previewOf.mockClear();
    renderEditor(aTemplate());
    // 'Kenyan Crafts: order KC-000042 is on its way.' is 45 characters.
    // The first preview waits for the pause and a cold start of the form: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(counter()).toBe('45 characters · 1 SMS part (GSM)'), { timeout: 5000 });
    expect(previewOf).toHaveBeenCalledTimes(1);
    // Right under the text box, not with the preview (a screen further down on a phone).
    expect(screen.getByLabelText('Text message').closest('.MuiTextField-root')?.nextElementSibling).toBe(screen.getByTestId('sms-length'));
    expect(screen.getByText('Filled with order KC-000042')).toBeTruthy();

    const body = screen.getByLabelText('Text message');
    // Four keystrokes, quicker than the pause: none of them asks on its own.
    for (const typed of [' A', ' As', ' Asa', ' Asante!']) {
      fireEvent.change(body, { target: { value: `{{shop_name}}: order {{reference}} is on its way.${typed}` } });
      await new Promise(resolve => setTimeout(resolve, PREVIEW_DELAY_MS / 6));
    }
    expect(previewOf).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(counter()).toBe('53 characters · 1 SMS part (GSM)'));
    // One call for the pause, with what was typed last: none for the keystrokes in between.
    expect(previewOf).toHaveBeenCalledTimes(2);
    expect(previewOf).toHaveBeenLastCalledWith('order_shipped.sms.en', { body: '{{shop_name}}: order {{reference}} is on its way. Asante!' });

    fireEvent.change(body, { target: { value: 'x'.repeat(161) } });
    await waitFor(() => expect(counter()).toBe('161 characters · 2 SMS parts (GSM)'));
  });

  it('previews with the order staff name and puts a clicked placeholder where the caret was', async () => {
    previewOf.mockClear();
    renderEditor(aTemplate());
    const body = (await screen.findByLabelText('Text message')) as HTMLTextAreaElement;
    fireEvent.change(screen.getByLabelText('Order to fill it with'), { target: { value: '#123' } });
    await waitFor(() => expect(previewOf).toHaveBeenLastCalledWith('order_shipped.sms.en', expect.objectContaining({ order_id: 123 })));

    fireEvent.focus(body);
    body.setSelectionRange(0, 0);
    fireEvent.click(screen.getByText('{{tracking_line}}'));
    expect(body.value).toBe('{{tracking_line}}{{shop_name}}: order {{reference}} is on its way.');
  });

  it('saves the words and shows a refused placeholder under its field', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('Unknown placeholder {{parcel}}.', 400, { errors: { body: 'Unknown placeholder {{parcel}}.' } }));
    renderEditor(aTemplate(), { update });
    const body = await screen.findByLabelText('Text message');
    fireEvent.change(body, { target: { value: 'Parcel {{parcel}} is coming' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('notification-templates', expect.objectContaining({ id: 'order_shipped.sms.en', data: expect.objectContaining({ body: 'Parcel {{parcel}} is coming' }) })));
    await waitFor(() => expect(screen.getAllByText('Unknown placeholder {{parcel}}.').length).toBeGreaterThan(0));
    expect(body.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves a security template (a reset link or code) to the admin: staff read it with no save, an admin edits it', async () => {
    const reset = aTemplate({ id: 'password_reset.email.en', template: 'password_reset.email', event: 'password_reset', channel: 'email', subject: 'Reset your password', body: '{{reset_url}}', security: true });
    const { unmount } = renderEditor(reset);
    expect(await screen.findByText(/Only an admin can change this message/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).disabled).toBe(true);
    unmount();

    renderEditor(reset, {}, 'admin');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText(/Only an admin can change this message/)).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).disabled).toBe(false);
  });

  it("goes back to the shop's words after asking", async () => {
    const defaults = aTemplate();
    const resetTemplate = vi.fn().mockResolvedValue(defaults);
    renderEditor(aTemplate({ body: 'Our own words {{reference}}', edited: true, updated_by: 'admin' }), { resetTemplate });
    const body = (await screen.findByLabelText('Text message')) as HTMLTextAreaElement;
    expect(body.value).toBe('Our own words {{reference}}');
    fireEvent.click(screen.getByRole('button', { name: "Back to the shop's words" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(resetTemplate).toHaveBeenCalledWith('order_shipped.sms.en'));
    await waitFor(() => expect(body.value).toBe(defaults.body));
  });

  it('shows the subject and the e-mail in a sandboxed frame for an e-mail template', async () => {
    const preview = vi.fn().mockResolvedValue({ subject: 'Order KC-000042 is on its way', text: 'Hello', html: '<p>Hello</p>', sms: null, sample: 'order KC-000042' });
    renderEditor(aTemplate({ id: 'order_shipped.email.en', template: 'order_shipped.email', channel: 'email', subject: 'Order {{reference}} is on its way' }), { previewTemplate: preview });
    expect(await screen.findByLabelText('Subject')).toBeTruthy();
    const frame = await screen.findByTitle('E-mail preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(screen.getByText('Order KC-000042 is on its way')).toBeTruthy();
    expect(preview).toHaveBeenCalledWith('order_shipped.email.en', { subject: 'Order {{reference}} is on its way', body: aTemplate().body });
  });

  it("previews a customer's Kiswahili words and links to their English twin; a staff message has only English", async () => {
    previewOf.mockClear();
    const { unmount } = renderEditor(aTemplate({ id: 'order_shipped.sms.sw', language: 'sw', body: '{{shop_name}}: agizo {{reference}} liko njiani.' }));
    expect(await screen.findByText('Order shipped · SMS · Kiswahili')).toBeTruthy();
    await waitFor(() => expect(previewOf).toHaveBeenCalledWith('order_shipped.sms.sw', { body: '{{shop_name}}: agizo {{reference}} liko njiani.' }));
    expect(screen.getByRole('link', { name: 'Edit the English words' }).getAttribute('href')).toContain('/notification-templates/order_shipped.sms.en');
    unmount();

    renderEditor(aTemplate({ id: 'order_paid_staff.email.en', template: 'order_paid_staff.email', event: 'order_paid', audience: 'staff', channel: 'email', subject: 'Paid' }));
    expect(await screen.findByText('Order paid · E-mail · English · to staff')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Edit the/ })).toBeNull();
  });
});

describe('order to preview with', () => {
  it('reads an id or a #id; anything else (a reference too: it is random) is the newest order', () => {
    expect(orderIdOf('123')).toBe(123);
    expect(orderIdOf(' #7 ')).toBe(7);
    expect(orderIdOf('KC-7K3M9QX2')).toBeUndefined();
    expect(orderIdOf('')).toBeUndefined();
    expect(orderIdOf('last week')).toBeUndefined();
  });
});

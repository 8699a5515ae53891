import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, defaultI18nProvider, HttpError, Notification as Notices, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { ApiError, type WhatsAppTemplate, type WhatsAppTemplatePreviewRequest } from '@shop/api-client';
import { whatsAppTemplates } from '.';
import { WhatsAppTemplateEdit } from './WhatsAppTemplateEdit';
import { WhatsAppTemplateList } from './WhatsAppTemplateList';
import { aWhatsAppTemplate } from './testWhatsApp';

describe('WhatsApp templates list', () => {
  it('names each order update in staff words, with its template name, or that it stays on SMS, and whether staff changed it', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        aWhatsAppTemplate(),
        aWhatsAppTemplate({ id: 'order_shipped.sw', language: 'sw', name: '', changed: true }),
        aWhatsAppTemplate({ id: 'order_ready.en', event: 'order_ready', name: 'pickup_ready_v2', changed: true }),
      ],
      total: 3,
    });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value="whatsapp-templates">
          <WhatsAppTemplateList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const ready = (await screen.findByText('pickup_ready_v2')).closest('tr')!;
    expect(within(ready).getByText('Order ready for collection')).toBeTruthy();
    expect(within(ready).getByText('English')).toBeTruthy();
    expect(within(ready).getByText('Changed')).toBeTruthy();
    const sms = screen.getByText('Kept on SMS').closest('tr')!;
    expect(within(sms).getByText('Order shipped')).toBeTruthy();
    expect(within(sms).getByText('Kiswahili')).toBeTruthy();
    const shipped = screen.getByText('order_shipped').closest('tr')!;
    expect(within(shipped).getByText('Default')).toBeTruthy();
    expect(within(shipped).getByText('name, reference, track_url')).toBeTruthy();
  });

  it('is how the console names a mapping anywhere else (its record representation)', () => {
    expect(whatsAppTemplates.recordRepresentation(aWhatsAppTemplate({ language: 'sw' }))).toBe('Order shipped · Kiswahili');
  });
});

// A stand-in for the server's preview: {{n}} filled from an order's values.
const VALUES: Record<string, string> = { name: 'Wanjiru', reference: 'KC-000042', track_url: 'https://kenyancrafts.co.ke/track?ref=KC-000042', tracking_id: 'G4S-88', shop_name: 'Kenyan Crafts' };
const previewOf = vi.fn(async (_id: string, request: WhatsAppTemplatePreviewRequest) => {
  const parameters = request.variables.map(variable => VALUES[variable] ?? '-');
  return { text: request.body.replace(/\{\{(\d+)\}\}/g, (all, n: string) => parameters[Number(n) - 1] ?? all), parameters, sample: 'order KC-000042' };
});

const renderEditor = (template: WhatsAppTemplate, provider: Record<string, unknown> = {}) =>
  render(
    <AdminContext
      i18nProvider={defaultI18nProvider}
      dataProvider={{
        ...testDataProvider({ getOne: (async () => ({ data: template })) as DataProvider['getOne'] }),
        previewWhatsAppTemplate: previewOf,
        ...provider,
      }}
    >
      <WhatsAppTemplateEdit id={template.id} />
      <Notices />
    </AdminContext>,
  );

const select = (placeholder: string) => screen.getByLabelText(placeholder) as HTMLSelectElement;

describe('WhatsApp template editor', () => {
  it("previews the body filled with a real order, once typing pauses, and again with the variables staff choose", async () => {
    previewOf.mockClear();
    renderEditor(aWhatsAppTemplate());
    const preview = await screen.findByTestId('whatsapp-preview', {}, { timeout: 5000 });
    expect(within(preview).getByText('Filled with order KC-000042')).toBeTruthy();
    expect(within(preview).getByText('Habari Wanjiru! Order KC-000042 is on its way. Track it: https://kenyancrafts.co.ke/track?ref=KC-000042 - Kenyan Crafts')).toBeTruthy();
    expect(previewOf).toHaveBeenCalledTimes(1);
    expect(previewOf).toHaveBeenCalledWith('order_shipped.en', { name: 'order_shipped', body: aWhatsAppTemplate().body, variables: ['name', 'reference', 'track_url'] });

    // One select a placeholder, in order, offering the variables this update may use.
    expect([select('{{1}}').value, select('{{2}}').value, select('{{3}}').value]).toEqual(['name', 'reference', 'track_url']);
    expect([...select('{{3}}').options].map(option => option.value)).toEqual(['', 'name', 'reference', 'tracking_id', 'track_url', 'shop_name']);
    fireEvent.change(select('{{3}}'), { target: { value: 'tracking_id' } });
    await waitFor(() => expect(within(screen.getByTestId('whatsapp-preview')).getByText(/Track it: G4S-88 - Kenyan Crafts$/)).toBeTruthy());
    expect(previewOf).toHaveBeenLastCalledWith('order_shipped.en', expect.objectContaining({ variables: ['name', 'reference', 'tracking_id'] }));

    fireEvent.change(screen.getByLabelText('Order to fill it with'), { target: { value: '#77' } });
    await waitFor(() => expect(previewOf).toHaveBeenLastCalledWith('order_shipped.en', expect.objectContaining({ order_id: 77 })));
  });

  it('adds a select for a new {{n}} in the body, and marks one the body no longer has, to remove', async () => {
    const update = vi.fn();
    renderEditor(aWhatsAppTemplate(), { update });
    const body = await screen.findByLabelText('Body');
    fireEvent.change(body, { target: { value: 'Habari {{1}}! Order {{2}} left. Track: {{3}}, parcel {{4}}.' } });
    expect(select('{{4}}').value).toBe('');
    expect(await screen.findByText('Choose a variable for each placeholder to see the preview')).toBeTruthy();
    // Not saved with a placeholder left unfilled.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the variable for {{4}}.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(select('{{4}}'), { target: { value: 'tracking_id' } });
    await waitFor(() => expect(previewOf).toHaveBeenLastCalledWith('order_shipped.en', expect.objectContaining({ variables: ['name', 'reference', 'track_url', 'tracking_id'] })));

    fireEvent.change(body, { target: { value: 'Habari {{1}}! Order {{2}} left.' } });
    expect(screen.getByText('The body has no {{3}}')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the variable for {{4}}' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the variable for {{3}}' }));
    expect(screen.queryByLabelText('{{3}}')).toBeNull();
    await waitFor(() => expect(previewOf).toHaveBeenLastCalledWith('order_shipped.en', expect.objectContaining({ body: 'Habari {{1}}! Order {{2}} left.', variables: ['name', 'reference'] })));
  });

  it("shows the API's field errors on the fields when it refuses to save the mapping", async () => {
    const update = vi.fn().mockRejectedValue(
      new HttpError('Refused', 400, {
        errors: {
          name: 'Use the template name as WhatsApp Manager shows it: lower-case letters, digits and _ only (empty keeps this message on SMS).',
          body: 'WhatsApp refuses a body that starts or ends with a placeholder: add words before or after it.',
          variables: 'The body has 2 placeholders: choose 2 variables, one for each, in order.',
        },
      }),
    );
    renderEditor(aWhatsAppTemplate(), { update });
    const name = await screen.findByLabelText('Template name');
    fireEvent.change(name, { target: { value: 'Order Shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('whatsapp-templates', expect.objectContaining({ id: 'order_shipped.en', data: expect.objectContaining({ name: 'Order Shipped', variables: ['name', 'reference', 'track_url'] }) })));
    await screen.findByText(/^Use the template name as WhatsApp Manager shows it/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Body').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('WhatsApp refuses a body that starts or ends with a placeholder: add words before or after it.')).toBeTruthy();
    expect(screen.getByText('The body has 2 placeholders: choose 2 variables, one for each, in order.')).toBeTruthy();
  });

  it('says why there is no preview when the API refuses the mapping, field by field', async () => {
    const refuse = vi.fn().mockRejectedValue(new ApiError(400, { body: ['Number the placeholders {{1}}, {{2}} … in order, each at least once.'] }));
    renderEditor(aWhatsAppTemplate({ body: 'Habari {{1}}! Order {{3}} left.', variables: ['name', 'reference', 'track_url'] }), { previewWhatsAppTemplate: refuse });
    const problems = await screen.findByTestId('preview-problems', {}, { timeout: 5000 });
    expect(problems.textContent).toBe('Body: Number the placeholders {{1}}, {{2}} … in order, each at least once.');
  });

  it('keeps an update on SMS with no name, and says so', async () => {
    renderEditor(aWhatsAppTemplate({ id: 'order_shipped.sw', language: 'sw', name: '', changed: true }));
    expect(await screen.findByText('No template name: this update goes by SMS, also to customers who chose WhatsApp.')).toBeTruthy();
    expect(screen.getByText('Order shipped · Kiswahili')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the English template' }).getAttribute('href')).toContain('/whatsapp-templates/order_shipped.en');
  });

  it('goes back to the default template after asking', async () => {
    const defaults = aWhatsAppTemplate();
    const resetWhatsAppTemplate = vi.fn().mockResolvedValue(defaults);
    renderEditor(aWhatsAppTemplate({ name: 'parcel_left_v2', body: 'Order {{1}} left today. Kenyan Crafts', variables: ['reference'], changed: true }), { resetWhatsAppTemplate });
    const name = (await screen.findByLabelText('Template name')) as HTMLInputElement;
    expect(name.value).toBe('parcel_left_v2');
    fireEvent.click(screen.getByRole('button', { name: 'Back to default' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(resetWhatsAppTemplate).toHaveBeenCalledWith('order_shipped.en'));
    await waitFor(() => expect(name.value).toBe('order_shipped'));
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).value).toBe(defaults.body);
    expect(select('{{3}}').value).toBe('track_url');
    expect(await screen.findByText("Back to the shop's default template")).toBeTruthy();
  });
});

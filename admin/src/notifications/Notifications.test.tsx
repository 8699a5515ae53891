import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification as Notices, ResourceContextProvider, ShowBase, testDataProvider, type DataProvider } from 'react-admin';
import { NotificationList } from './NotificationList';
import { NotificationDetail } from './NotificationShow';
import { aNotification } from './testNotification';

describe('notifications list', () => {
  it('shows each message with its status chip and a link to its order, newest first', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        aNotification({ id: 1 }),
        aNotification({ id: 2, event: 'order_paid', channel: 'email', recipient: 'wanjiru@example.com', status: 'failed', error: 'SMTP refused', attempts: 5 }),
        aNotification({ id: 3, status: 'skipped', order_id: null, provider_message_id: null }),
      ],
      total: 3,
    });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="notifications">
          <NotificationList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('wanjiru@example.com');
    expect(getList).toHaveBeenCalledWith('notifications', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }));
    const failedRow = screen.getByText('wanjiru@example.com').closest('tr')!;
    expect(within(failedRow).getByText('Order paid')).toBeTruthy();
    expect(within(failedRow).getByText('E-mail')).toBeTruthy();
    expect(within(failedRow).getByText('Failed').closest('[data-status]')?.getAttribute('data-status')).toBe('failed');
    expect(within(failedRow).getByText('SMTP refused')).toBeTruthy();
    expect(within(failedRow).getByRole('link', { name: '#123' }).getAttribute('href')).toMatch(/\/orders\/123\/show$/);
    expect(screen.getAllByText('Sent')).toHaveLength(1);
    expect(screen.getAllByText('Skipped')).toHaveLength(1);
    // An SMS's phone is written as everywhere in the console, and tappable.
    expect(screen.getAllByRole('link', { name: '+254 712 345 678' })[0].getAttribute('href')).toBe('tel:+254712345678');
  });

  it('links an SMS sent instead of a WhatsApp message WhatsApp could not deliver to that message', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [aNotification({ id: 8, fallback_of: 7 }), aNotification({ id: 7, channel: 'whatsapp', status: 'failed', error: '131026 Message undeliverable', provider_message_id: 'wamid.7' })],
      total: 2,
    });
    render(
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="notifications">
          <NotificationList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const fallback = await screen.findByRole('link', { name: 'Sent instead of WhatsApp message #7' });
    expect(fallback.getAttribute('href')).toMatch(/\/notifications\/7\/show$/);
    expect(within(fallback.closest('tr')!).getByText('SMS')).toBeTruthy();
    expect(within(screen.getByText('wamid.7').closest('tr')!).getByText('WhatsApp')).toBeTruthy();
  });
});

const renderShow = (notification: ReturnType<typeof aNotification>, resendNotification = vi.fn()) => {
  const getOne = vi.fn(async () => ({ data: notification }));
  render(
    <AdminContext dataProvider={{ ...testDataProvider({ getOne: getOne as DataProvider['getOne'] }), resendNotification }}>
      <ShowBase resource="notifications" id={notification.id}>
        <NotificationDetail />
      </ShowBase>
      <Notices />
    </AdminContext>,
  );
  return { getOne, resendNotification };
};

describe('a message of the outbox', () => {
  it('shows the text as sent, the delivery status and no resend for a sent SMS', async () => {
    renderShow(aNotification());
    await screen.findByText('Kenyan Crafts: order KC-000123 is on its way. Tracking number: G4S-88120045.');
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+254 712 345 678' }).getAttribute('href')).toBe('tel:+254712345678');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it("renders an e-mail's HTML in a sandboxed frame, never in the console's page", async () => {
    renderShow(aNotification({ channel: 'email', subject: 'Order KC-000123 is on its way', html: '<p>Hello <script>alert(1)</script>Wanjiru</p>' }));
    const frame = (await screen.findByTitle('E-mail to +254712345678')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello');
    expect(document.querySelector('script')).toBeNull();
  });

  it('says which WhatsApp message an SMS was sent instead of, with a link to it', async () => {
    renderShow(aNotification({ id: 8, fallback_of: 7 }));
    const fallback = await screen.findByRole('link', { name: 'Sent instead of WhatsApp message #7' });
    expect(fallback.getAttribute('href')).toMatch(/\/notifications\/7\/show$/);
  });

  it('sends a failed message again, says so and reads it afresh', async () => {
    const resend = vi.fn().mockResolvedValue(aNotification({ status: 'queued', attempts: 0 }));
    const { getOne } = renderShow(aNotification({ status: 'failed', error: 'Provider timed out', attempts: 5 }), resend);
    await screen.findByText('Provider timed out');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByText('Queued to be sent again');
    expect(resend).toHaveBeenCalledWith(5);
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it('says why a resend was refused', async () => {
    const resend = vi.fn().mockRejectedValue(new Error('Only a failed or skipped message can be sent again.'));
    renderShow(aNotification({ status: 'skipped', error: 'No phone number' }), resend);
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await screen.findByText('Only a failed or skipped message can be sent again.');
  });
});

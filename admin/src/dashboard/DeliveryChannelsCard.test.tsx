import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider } from 'react-admin';
import type { DeliveryChannels } from '@shop/api-client';
import { jsonResponse } from '../auth/testSession';
import { DeliveryChannelsCard } from './DeliveryChannelsCard';

const answer = (channels: DeliveryChannels) => vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, channels)));

const renderCard = () =>
  render(
    <AdminContext dataProvider={testDataProvider()}>
      <DeliveryChannelsCard />
    </AdminContext>,
  );

describe('messages card on the overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says in plain words that development messages reach no one, and links to what waits or failed', async () => {
    answer({ sms: 'stand-in', email: 'outbox', whatsapp: 'off', whatsapp_unmapped: [], mpesa: 'stand-in', queued: 3, failed_recently: 2 });
    renderCard();
    await screen.findByText('SMS: development stand-in (nothing reaches phones)');
    expect(screen.getByText('E-mail: kept in the outbox (development)')).toBeTruthy();
    expect(screen.getByText('M-Pesa: development stand-in at /mpesa-sandbox (no money moves)')).toBeTruthy();
    const queued = screen.getByRole('link', { name: '3 waiting to be sent' });
    expect(decodeURIComponent(queued.getAttribute('href')!)).toMatch(/\/notifications\?filter=\{"status":"queued"\}$/);
    const failed = screen.getByRole('link', { name: '2 failed in the last 7 days' });
    expect(decodeURIComponent(failed.getAttribute('href')!)).toMatch(/\/notifications\?filter=\{"status":"failed"\}$/);
  });

  it("names the real providers, and warns when a channel is off and why", async () => {
    answer({ sms: 'off', email: 'smtp', whatsapp: 'off', whatsapp_unmapped: [], mpesa: 'off', queued: 0, failed_recently: 0 });
    renderCard();
    const off = await screen.findByText('SMS: OFF — AT_USERNAME and AT_API_KEY are not set');
    expect(off.getAttribute('data-warning')).toBe('true');
    expect(screen.getByText('E-mail: sent through SMTP').getAttribute('data-warning')).toBeNull();
    expect(screen.getByText('M-Pesa: OFF — MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are not set').getAttribute('data-warning')).toBe('true');
    // Without WhatsApp the same updates go by SMS: said, not warned.
    expect(screen.getByText('WhatsApp: off — order updates go by SMS (WHATSAPP_TOKEN is not set)').getAttribute('data-warning')).toBeNull();

    vi.unstubAllGlobals();
  });

  it("says Africa's Talking and Daraja when SMS and prompts go out for real, and that e-mail is off without SMTP_URL", async () => {
    answer({ sms: 'africastalking', email: 'off', whatsapp: 'cloud', whatsapp_unmapped: [], mpesa: 'daraja', queued: 0, failed_recently: 0 });
    renderCard();
    await screen.findByText("SMS: Africa's Talking");
    expect(screen.getByText('M-Pesa: prompts through Safaricom (Daraja)').getAttribute('data-warning')).toBeNull();
    expect(screen.getByText('WhatsApp: order updates through the Cloud API, to customers who asked')).toBeTruthy();
    expect(screen.getByText('E-mail: OFF — SMTP_URL is not set').getAttribute('data-warning')).toBe('true');
  });

  it('warns of the order updates kept off WhatsApp (no template named), in staff words, with a link to the WhatsApp templates', async () => {
    answer({ sms: 'africastalking', email: 'smtp', whatsapp: 'cloud', whatsapp_unmapped: ['order_shipped.sw', 'order_paid.en'], mpesa: 'daraja', queued: 0, failed_recently: 0 });
    renderCard();
    const warning = await screen.findByRole('link', { name: 'WhatsApp: no template for Order shipped (Kiswahili), Order paid (English) — those updates go by SMS' });
    expect(warning.getAttribute('href')).toMatch(/\/whatsapp-templates$/);
    expect(warning.getAttribute('data-warning')).toBe('true');
  });

  it('says nothing more of WhatsApp when every update has its template', async () => {
    answer({ sms: 'africastalking', email: 'smtp', whatsapp: 'cloud', whatsapp_unmapped: [], mpesa: 'daraja', queued: 0, failed_recently: 0 });
    renderCard();
    await screen.findByText('WhatsApp: order updates through the Cloud API, to customers who asked');
    expect(screen.queryByText(/no template for/)).toBeNull();
  });
});

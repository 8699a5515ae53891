import { NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { whatsAppPhonePage } from './phone-page';
import { WhatsAppSandboxMessage } from './sandbox-message.entity';
import { WhatsAppStandInMountedGuard } from './whatsapp-sandbox.controllers';

describe('the WhatsApp stand-in', () => {
  it('lets requests through in stand-in mode only; with WhatsApp keys or in production its paths are a plain 404', () => {
    const guard = (whatsappMode: AppConfig['whatsappMode']) => new WhatsAppStandInMountedGuard({ whatsappMode } as AppConfig);
    expect(guard('stand-in').canActivate()).toBe(true);
    expect(() => guard('cloud').canActivate()).toThrow(NotFoundException);
    expect(() => guard('off').canActivate()).toThrow(NotFoundException);
  });

  it("shows a template's name and parameters beside its filled body, and escapes what a message carries", () => {
    const message = (fields: Partial<WhatsAppSandboxMessage>) => ({ id: 1, waMessageId: 'wamid.A', phone: '254712345678', templateName: null, language: null, parameters: null, webhookError: null, createdAt: new Date(), ...fields }) as WhatsAppSandboxMessage;
    const page = whatsAppPhonePage({
      phones: ['254712345678'],
      open: {
        phone: '254712345678',
        messages: [
          message({ direction: 'out', kind: 'template', templateName: 'order_paid', language: 'en', parameters: JSON.stringify(['<b>Wanjiku</b>', 'KSh 2,400']), body: 'Asante <b>Wanjiku</b>!', status: 'read' }),
          message({ direction: 'in', kind: 'text', body: '<script>alert(1)</script>', status: 'to-shop', webhookError: 'HTTP 403' }),
        ],
      },
    });
    expect(page).toContain('order_paid (en): [&lt;b&gt;Wanjiku&lt;/b&gt; · KSh 2,400]');
    expect(page).toContain('Asante &lt;b&gt;Wanjiku&lt;/b&gt;!');
    expect(page).toContain('read ✓✓');
    expect(page).toContain('&lt;script&gt;');
    expect(page).toContain('the shop did not take it: HTTP 403');
    expect(page).not.toMatch(/<script|<b>/);
    expect(page).toContain('action="/whatsapp-sandbox/phones/254712345678/messages/"');
  });
});

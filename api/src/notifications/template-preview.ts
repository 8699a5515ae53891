import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { OrdersService } from '../orders/orders.service';
import { TemplateText } from './default-templates';
import { Language, TemplateKey, templateSpec, TEMPLATES } from './notification-events';
import { TemplatePreviewView } from './notification.views';
import { consoleUrl } from './console-links';
import { orderVariables, SHOP_NAME } from './order-variables';
import { renderTemplate, smsLength, Variables } from './render';
import { assertUsable } from './templates.service';

/** A stand-in for a link's token, as long as a real one (a preview shows how the message lays out), opening nothing. */
const SAMPLE_TOKEN = 'sample'.padEnd(43, '0');

/** Fills a template being edited with real data (an order of the shop), so staff see what would be sent. */
@Injectable()
export class TemplatePreview {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly orders: OrdersService,
  ) {}

  async preview(key: TemplateKey, language: Language, text: TemplateText, orderId: number | undefined): Promise<TemplatePreviewView> {
    assertUsable(key, text);
    const { variables, sample } = await this.sampleFor(key, language, orderId);
    const { channel } = templateSpec(key);
    const rendered = renderTemplate(text, variables, channel === 'email', language, { shopUrl: this.config.publicUrl });
    return { subject: rendered.subject, text: rendered.text, html: rendered.html, sms: channel === 'sms' ? smsLength(rendered.text) : null, sample };
  }

  private async sampleFor(key: TemplateKey, language: Language, orderId: number | undefined): Promise<{ variables: Variables; sample: string }> {
    const shop = { shop_name: SHOP_NAME, shop_url: this.config.publicUrl };
    switch (TEMPLATES[key].variables) {
      case 'stock':
        return { sample: 'a sample variant', variables: { ...shop, product: 'Kiondo Basket', variant: 'Red / Large', sku: 'KIO-RED-L', stock: '4', threshold: '5', inventory_url: consoleUrl(this.config.publicUrl, 'inventory') } };
      case 'newsletter':
        return { sample: 'a sample subscriber', variables: { ...shop, unsubscribe_url: `${this.config.publicUrl}/newsletter/unsubscribe?token=1.${SAMPLE_TOKEN}` } };
      case 'account':
        return { sample: 'a sample account', variables: { ...shop, name: 'Wanjiku', username: 'wanjiku', login_url: `${this.config.publicUrl}/account/login`, forgot_url: `${this.config.publicUrl}/account/reset` } };
      case 'reset':
        return { sample: 'a sample account', variables: { ...shop, name: 'Wanjiku', username: 'wanjiku', reset_url: `${this.config.publicUrl}/account/reset-password?token=${SAMPLE_TOKEN}`, code: '482913', minutes: '60' } };
      default:
        return this.orderSample(language, orderId);
    }
  }

  /** An order's variables in `language` (the newest order's unless `orderId`), for a preview of an order message. */
  async orderSample(language: Language, orderId: number | undefined): Promise<{ variables: Variables; sample: string }> {
    const id = orderId ?? (await this.newestOrderId());
    if (id === null) throw new BadRequestException({ detail: 'There is no order yet to preview this message with.' });
    const facts = await this.orders.noticeFacts(this.dataSource.manager, id).catch(() => {
      throw new BadRequestException({ order_id: ['No such order.'] });
    });
    const refunded = facts.refunded ?? facts.order.totalPrice;
    return {
      sample: `order ${facts.order.reference}`,
      variables: orderVariables({ ...facts, refunded, shopUrl: this.config.publicUrl, paymentTimeoutMs: this.config.orderPaymentTimeoutMs, whatsapp: this.config.WHATSAPP_NUMBER }, language),
    };
  }

  private async newestOrderId(): Promise<number | null> {
    const [newest] = await this.orders.recent(1);
    return newest?.id ?? null;
  }
}

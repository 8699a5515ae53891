import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PasswordChanged, PasswordChangedEvents } from '../auth/password-changed-events';
import { PasswordResetEvents, PasswordResetOpened } from '../auth/password-reset-events';
import { SignUpEvents, SignUpForTakenEmail } from '../auth/sign-up-events';
import { ProductReader } from '../catalog/product-reader';
import { normaliseKenyanMobile } from '../checkout/phone';
import { withoutWebAddresses } from '../common/web-address';
import { NewsletterEvents, Subscribed } from '../contact/newsletter-events';
import { newsletterLeaveUrl, welcomeEventKey } from '../contact/newsletter-leave';
import { AppConfig } from '../config/app-config';
import { shopPageUrl } from '../i18n/languages';
import { StockEvents, StockMove } from '../inventory/stock-events';
import { OrderEvent, OrderEvents } from '../orders/order-events';
import { OrdersService } from '../orders/orders.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { NotificationEvent, orderEventOf, templatesOf, templateSpec, TemplateKey } from './notification-events';
import { consoleUrl } from './console-links';
import { customerContacts } from './order-recipients';
import { orderVariables, SHOP_NAME } from './order-variables';
import { OutboxService } from './outbox.service';
import type { Variables } from './render';

/**
 * Who hears what (issue 18): customers by SMS and e-mail when their order is paid, ready for collection
 * (a pickup order) or shipped, completed, cancelled or expired, refunded; staff by e-mail of each paid
 * order, payment to check and low stock; an account's owner by e-mail (link) and SMS (code) when a
 * password reset is asked for, and by e-mail when someone signs up with its e-mail; a new newsletter
 * subscriber by a welcome e-mail with the leave link.
 * Every notice is written inside the transaction of the change that causes it.
 */
@Injectable()
export class ShopNotices implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly orders: OrdersService,
    private readonly orderEvents: OrderEvents,
    private readonly stockEvents: StockEvents,
    private readonly catalog: ProductReader,
    private readonly users: UsersService,
    private readonly resets: PasswordResetEvents,
    private readonly newsletter: NewsletterEvents,
    private readonly signUps: SignUpEvents,
    private readonly passwordChanges: PasswordChangedEvents,
  ) {}

  onModuleInit(): void {
    this.orderEvents.listenInTransaction((manager, event) => this.orderMoved(manager, event));
    this.stockEvents.listen((manager, move) => this.stockMoved(manager, move));
    this.resets.listen((manager, reset) => this.passwordResetOpened(manager, reset));
    this.newsletter.listen((manager, subscribed) => this.subscribed(manager, subscribed));
    this.signUps.listen((manager, signUp) => this.signedUpWithTakenEmail(manager, signUp));
    this.passwordChanges.listen((manager, change) => this.passwordChanged(manager, change));
  }

  /** A new subscriber's welcome, with the link that leaves the newsletter. */
  private async subscribed(manager: EntityManager, { subscriberId, email, language }: Subscribed): Promise<void> {
    await this.outbox.record(manager, {
      event: 'newsletter_welcome',
      eventKey: welcomeEventKey(subscriberId),
      language,
      messages: [{ template: 'newsletter_welcome.email', recipient: email }],
      variables: {
        shop_name: SHOP_NAME,
        shop_url: shopPageUrl(this.config.publicUrl, '/', language),
        unsubscribe_url: newsletterLeaveUrl(shopPageUrl(this.config.publicUrl, '', language), { id: subscriberId }, this.config.JWT_SECRET),
      },
    });
  }

  /** The reset link to the account's e-mail and, when its phone is a Kenyan mobile, the code by SMS. */
  private async passwordResetOpened(manager: EntityManager, { resetId, user, token, code, minutes }: PasswordResetOpened): Promise<void> {
    const phone = normaliseKenyanMobile(user.phone);
    await this.outbox.record(manager, {
      event: 'password_reset',
      eventKey: `password-reset/${resetId}`,
      language: user.language,
      messages: [{ template: 'password_reset.email', recipient: user.email }, ...(phone ? [{ template: 'password_reset.sms' as const, recipient: `+${phone}` }] : [])],
      variables: {
        shop_name: SHOP_NAME,
        shop_url: shopPageUrl(this.config.publicUrl, '/', user.language),
        // A username may look like a web address (evil.com): the greeting shows none.
        name: withoutWebAddresses(user.firstName || user.username),
        // Login takes the username (or e-mail): the message says which it is.
        username: user.username,
        reset_url: shopPageUrl(this.config.publicUrl, `/account/reset-password?token=${token}`, user.language),
        code,
        minutes: String(minutes),
      },
    });
  }

  /**
   * The owner of an e-mail someone signed up with: their username and where to log in or get a new password.
   * One a day at most, however often the e-mail is tried, so sign-ups cannot flood its inbox.
   */
  private async signedUpWithTakenEmail(manager: EntityManager, { owner }: SignUpForTakenEmail): Promise<void> {
    await this.outbox.record(manager, {
      event: 'account_exists',
      eventKey: `account-exists/${owner.id}/${new Date().toISOString().slice(0, 10)}`,
      language: owner.language,
      messages: [{ template: 'account_exists.email', recipient: owner.email }],
      variables: this.accountVariables(owner),
    });
  }

  /** The owner of an account whose password was just changed, by SMS (when its phone is a Kenyan mobile) and e-mail. */
  private async passwordChanged(manager: EntityManager, { user, changedAt }: PasswordChanged): Promise<void> {
    const phone = normaliseKenyanMobile(user.phone);
    await this.outbox.record(manager, {
      event: 'password_changed',
      eventKey: `password-changed/${user.id}/${changedAt.getTime()}`,
      language: user.language,
      messages: [{ template: 'password_changed.email', recipient: user.email }, ...(phone ? [{ template: 'password_changed.sms' as const, recipient: `+${phone}` }] : [])],
      variables: this.accountVariables(user),
    });
  }

  /** What a message about the account itself says: who it is for, their username, where to log in or get a new password. */
  private accountVariables(user: User): Variables {
    return {
      shop_name: SHOP_NAME,
      shop_url: shopPageUrl(this.config.publicUrl, '/', user.language),
      name: withoutWebAddresses(user.firstName || user.username),
      username: user.username,
      login_url: shopPageUrl(this.config.publicUrl, '/account/login', user.language),
      forgot_url: shopPageUrl(this.config.publicUrl, '/account/reset', user.language),
    };
  }

  /** The customer hears in the order's language (its placing visit's), staff in English. */
  private async orderMoved(manager: EntityManager, event: OrderEvent): Promise<void> {
    if (event.type !== 'status-changed') return;
    const kind = orderEventOf(event.to, event.actor);
    if (!kind) return;
    const facts = { ...(await this.orders.noticeFacts(manager, event.orderId)), shopUrl: this.config.publicUrl, paymentTimeoutMs: this.config.orderPaymentTimeoutMs, whatsapp: this.config.WHATSAPP_NUMBER };
    const { order } = facts;
    const account = order.userId === null ? null : await this.users.findById(order.userId, manager);
    const contacts = customerContacts(kind, order, account);
    const recipientOf = (template: TemplateKey) => (templateSpec(template).channel === 'sms' ? contacts.phone : contacts.email);
    const occurrence = { event: kind, eventKey: `order/${order.id}/${event.to}`, orderId: order.id };
    await this.outbox.record(manager, {
      ...occurrence,
      language: order.language,
      messages: templatesOf(kind, 'customer').flatMap((template) => {
        const recipient = recipientOf(template);
        return recipient ? [{ template, recipient }] : [];
      }),
      variables: orderVariables(facts, order.language),
      whatsappUpdates: account?.whatsappUpdates,
    });
    await this.outbox.record(manager, { ...occurrence, messages: await this.staffRecipients(manager, kind), variables: orderVariables(facts) });
  }

  /** StockEvents tells only the moves that cross their threshold: each is one alert. */
  private async stockMoved(manager: EntityManager, move: StockMove): Promise<void> {
    const [variant] = await this.catalog.saleVariants([move.variantId], manager);
    if (!variant) return;
    // The variant's own part of its name ("Red / Large"), or its SKU when it has no attributes.
    const own = variant.name.startsWith(`${variant.productName} - `) ? variant.name.slice(variant.productName.length + 3) : variant.sku;
    await this.outbox.record(manager, {
      event: 'stock_low',
      eventKey: `variant/${move.variantId}/low/${move.logId}`,
      messages: await this.staffRecipients(manager, 'stock_low'),
      variables: {
        shop_name: SHOP_NAME,
        shop_url: this.config.publicUrl,
        product: variant.productName,
        variant: own,
        sku: variant.sku,
        stock: String(move.after),
        threshold: String(move.threshold),
        inventory_url: consoleUrl(this.config.publicUrl, 'inventory'),
      },
    });
  }

  /** The event's staff e-mails, to STAFF_EMAILS or every staff account. */
  private async staffRecipients(manager: EntityManager, event: NotificationEvent): Promise<{ template: TemplateKey; recipient: string }[]> {
    const templates = templatesOf(event, 'staff');
    if (!templates.length) return [];
    const configured = this.config.STAFF_EMAILS?.split(',').map((address) => address.trim()).filter(Boolean);
    const addresses = configured?.length ? configured : await this.users.staffEmails(manager);
    return templates.flatMap((template) => addresses.map((recipient) => ({ template, recipient: recipient.toLowerCase() })));
  }
}

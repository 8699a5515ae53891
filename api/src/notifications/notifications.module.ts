import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ContactModule } from '../contact/contact.module';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { CHANNEL_SENDERS, ChannelSender } from './channel-sender';
import { Mailer } from './mailer';
import { NotificationTemplatesController } from './notification-templates.controller';
import { Notification, NotificationTemplate } from './notification.entities';
import { NotificationsController } from './notifications.controller';
import { NotificationsReader } from './notifications.reader';
import { OutboxService } from './outbox.service';
import { ShopNotices } from './shop-notices';
import { SmsStandInController } from './sms-stand-in.controller';
import { SmsClient } from './sms.client';
import { TemplatePreview } from './template-preview';
import { TemplatesService } from './templates.service';
import { WhatsAppClient } from './whatsapp/whatsapp.client';
import { WhatsAppSender } from './whatsapp/whatsapp.sender';
import { WhatsAppTemplate } from './whatsapp/whatsapp-template.entity';
import { WhatsAppTemplates } from './whatsapp/whatsapp-templates.service';
import { WhatsAppConversations } from './whatsapp/whatsapp-conversations.service';
import { WhatsAppMessage } from './whatsapp/whatsapp-message.entity';
import { WhatsAppStaffController } from './whatsapp/whatsapp-staff.controller';
import { WhatsAppWebhookController } from './whatsapp/whatsapp-webhook.controller';
import { WhatsAppWebhook } from './whatsapp/whatsapp-webhook.service';
import { WhatsAppSandboxModule } from './whatsapp/sandbox/whatsapp-sandbox.module';

/** SMS, e-mail and WhatsApp to customers and staff through one outbox (DESIGN.md "Notifications, tracking and password reset"). */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationTemplate, WhatsAppTemplate, WhatsAppMessage]), OrdersModule, InventoryModule, CatalogModule, UsersModule, AuthModule, ContactModule, WhatsAppSandboxModule],
  controllers: [NotificationsController, NotificationTemplatesController, SmsStandInController, WhatsAppWebhookController, WhatsAppStaffController],
  providers: [
    OutboxService,
    TemplatesService,
    TemplatePreview,
    NotificationsReader,
    ShopNotices,
    SmsClient,
    Mailer,
    WhatsAppClient,
    WhatsAppSender,
    WhatsAppTemplates,
    WhatsAppWebhook,
    WhatsAppConversations,
    { provide: CHANNEL_SENDERS, useFactory: (...senders: ChannelSender[]) => senders, inject: [SmsClient, Mailer, WhatsAppSender] },
  ],
  exports: [OutboxService],
})
export class NotificationsModule {}

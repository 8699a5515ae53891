import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CatalogModule } from './catalog/catalog.module';
import { CatalogCacheModule } from './catalog-cache/catalog-cache.module';
import { CheckoutModule } from './checkout/checkout.module';
import { ContactModule } from './contact/contact.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DeliveryModule } from './delivery/delivery.module';
import { DiscountsModule } from './discounts/discounts.module';
import { HealthController } from './health/health.controller';
import { InventoryModule } from './inventory/inventory.module';
import { LoggingModule } from './logging/logging.module';
import { MediaModule } from './media/media.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { QueueModule } from './queue/queue.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeoModule } from './seo/seo.module';
import { ShopPagesModule } from './pages/shop-pages.module';
import { UsersModule } from './users/users.module';

/** The modular monolith: one module a domain (DESIGN.md "Shape"). */
@Module({
  imports: [TerminusModule, AppConfigModule, LoggingModule, DatabaseModule, QueueModule, MediaModule, CatalogCacheModule, UsersModule, AuthModule, CatalogModule, InventoryModule, CartModule, ContactModule, OrdersModule, DeliveryModule, CheckoutModule, DiscountsModule, PaymentsModule, ReviewsModule, NotificationsModule, MetricsModule, SeoModule, ShopPagesModule],
  controllers: [HealthController],
})
export class AppModule {}

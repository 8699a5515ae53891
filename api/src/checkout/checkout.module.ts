import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutKey, CheckoutKeys } from './checkout-keys';
import { CheckoutService } from './checkout.service';
import { OrderPhoneKeeper } from './order-phone';

@Module({
  imports: [TypeOrmModule.forFeature([CheckoutKey]), InventoryModule, CartModule, CatalogModule, OrdersModule, DiscountsModule, UsersModule, DeliveryModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, CheckoutKeys, OrderPhoneKeeper],
})
export class CheckoutModule {}

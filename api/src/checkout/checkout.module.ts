import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutKey, CheckoutKeys } from './checkout-keys';
import { CheckoutService } from './checkout.service';

@Module({
  imports: [TypeOrmModule.forFeature([CheckoutKey]), InventoryModule, CartModule, CatalogModule, OrdersModule, DiscountsModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, CheckoutKeys],
})
export class CheckoutModule {}

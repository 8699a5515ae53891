import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogCacheModule } from '../catalog-cache/catalog-cache.module';
import { DeliveryQuotes } from './delivery-quotes';
import { DeliveryController } from './delivery.controller';
import { DELIVERY_STAFF_CONTROLLERS, DELIVERY_STAFF_PROVIDERS } from './staff/delivery-staff';
import { County, CustomerAddress, DeliveryMethod, DeliveryRate, DeliveryZone, DeliveryZoneCounty, PickupPoint } from './delivery.entities';

/** Delivery as staff set it: counties, methods, zones, rates, pickup points; quotes for the cart and checkout. */
@Module({
  imports: [TypeOrmModule.forFeature([County, DeliveryMethod, DeliveryZone, DeliveryZoneCounty, DeliveryRate, PickupPoint, CustomerAddress]), CatalogCacheModule, CartModule],
  controllers: [DeliveryController, ...DELIVERY_STAFF_CONTROLLERS],
  providers: [DeliveryQuotes, ...DELIVERY_STAFF_PROVIDERS],
  exports: [TypeOrmModule, DeliveryQuotes],
})
export class DeliveryModule {}

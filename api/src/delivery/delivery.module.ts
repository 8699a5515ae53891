import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DELIVERY_STAFF_CONTROLLERS, DELIVERY_STAFF_PROVIDERS } from './staff/delivery-staff';
import { County, CustomerAddress, DeliveryMethod, DeliveryRate, DeliveryZone, DeliveryZoneCounty, PickupPoint } from './delivery.entities';

/** Delivery as staff set it: counties, methods, zones, rates, pickup points; quotes for the cart and checkout. */
@Module({
  imports: [TypeOrmModule.forFeature([County, DeliveryMethod, DeliveryZone, DeliveryZoneCounty, DeliveryRate, PickupPoint, CustomerAddress])],
  controllers: [...DELIVERY_STAFF_CONTROLLERS],
  providers: [...DELIVERY_STAFF_PROVIDERS],
  exports: [TypeOrmModule],
})
export class DeliveryModule {}

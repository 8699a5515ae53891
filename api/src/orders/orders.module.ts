import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { InventoryModule } from '../inventory/inventory.module';
import { UsersModule } from '../users/users.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { OpenPayments } from './open-payments';
import { OrderEvents } from './order-events';
import { OrderMovesService } from './order-moves.service';
import { Order, OrderItem, OrderRefund, OrderStatusChange } from './order.entities';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { TrackController } from './track.controller';
import { TrackingService } from './tracking.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderStatusChange, OrderRefund]), InventoryModule, CatalogModule, UsersModule],
  controllers: [OrdersController, AnalyticsController, TrackController],
  providers: [OrdersService, OrderMovesService, AnalyticsService, OrderEvents, TrackingService, OpenPayments],
  exports: [OrdersService, OrderMovesService, OrderEvents, OpenPayments],
})
export class OrdersModule {}

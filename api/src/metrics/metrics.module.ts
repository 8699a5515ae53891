import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { MetricsController } from './metrics.controller';
import { ShopMetrics } from './shop-metrics';

@Module({
  imports: [OrdersModule],
  controllers: [MetricsController],
  providers: [ShopMetrics],
  exports: [ShopMetrics],
})
export class MetricsModule {}

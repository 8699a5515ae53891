import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryController } from './inventory.controller';
import { InventoryLog } from './inventory-log.entity';
import { InventoryReader } from './inventory-reader';
import { InventoryService } from './inventory.service';
import { ProductSummaries } from './product-summaries';
import { StockEvents } from './stock-events';

@Module({
  imports: [TypeOrmModule.forFeature([InventoryLog])],
  controllers: [InventoryController],
  providers: [InventoryService, InventoryReader, StockEvents, ProductSummaries],
  exports: [InventoryService, StockEvents, ProductSummaries],
})
export class InventoryModule {}

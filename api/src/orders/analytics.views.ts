import { ApiProperty } from '@nestjs/swagger';
import { OrderView } from './order.views';

export class OverviewView {
  @ApiProperty({ description: 'Orders paid, shipped or completed' }) total_sales: number;
  @ApiProperty() total_orders: number;
  @ApiProperty() total_customers: number;
  @ApiProperty({ description: 'KSh of paid, shipped and completed orders' }) total_earnings: number;
  @ApiProperty({ type: [OrderView] }) recent_orders: OrderView[];
}

export class SalesDayView {
  @ApiProperty({ example: '2025-01-31' }) date: string;
  @ApiProperty({ description: 'Orders placed that day' }) orders: number;
  @ApiProperty({ description: 'KSh of that day’s orders that were paid (or later shipped/completed)' }) revenue: number;
}

export class BestSellerView {
  @ApiProperty({ type: Number, nullable: true }) variant_id: number | null;
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'KSh' }) revenue: number;
}

export class CountySalesView {
  @ApiProperty({ type: String, nullable: true, example: 'KE-30', description: 'County code; null for orders placed before counties were asked' }) county: string | null;
  @ApiProperty({ example: 'Nairobi City', description: '"Not given" for orders without a county' }) county_name: string;
  @ApiProperty({ description: 'Paid (or later shipped/completed) orders of the period to this county' }) orders: number;
  @ApiProperty({ description: 'KSh of those orders' }) revenue: number;
}

export class SalesView {
  @ApiProperty({ type: [SalesDayView] }) days: SalesDayView[];
  @ApiProperty({ type: [BestSellerView] }) best_sellers: BestSellerView[];
  @ApiProperty({ description: 'KSh: price × stock over every variant now' }) stock_value: number;
  @ApiProperty({ description: 'KSh taken off by discount codes on the period\'s paid (or later shipped/completed) orders' }) discounts_given: number;
  @ApiProperty({ description: 'Paid (or later shipped/completed) orders of the period that used a discount code' }) discounted_orders: number;
  @ApiProperty({ type: [CountySalesView], description: 'The same orders by delivery county, largest revenue first' }) by_county: CountySalesView[];
}

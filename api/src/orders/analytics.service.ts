import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toShillings } from '../catalog/money';
import { UsersService } from '../users/users.service';
import { SOLD_STATUSES } from './order-state-machine';
import { BestSellerView, CountySalesView, OverviewView, SalesView } from './analytics.views';
import { OrdersService } from './orders.service';

const RECENT_ORDERS = 10;
const BEST_SELLERS = 10;

/** Staff figures, each one aggregate query in the database (never summed in the browser). */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
  ) {}

  async overview(): Promise<OverviewView> {
    const [totals, [, customers], recent] = await Promise.all([
      this.dataSource
        .createQueryBuilder()
        .from('orders', 'o')
        .select('COUNT(*)', 'orders')
        .addSelect('COALESCE(SUM(CASE WHEN o.status IN (:...sold) THEN 1 ELSE 0 END), 0)', 'sales')
        .addSelect('COALESCE(SUM(CASE WHEN o.status IN (:...sold) THEN o.total_price ELSE 0 END), 0)', 'earnings')
        .setParameters({ sold: SOLD_STATUSES })
        .getRawOne<{ orders: string; sales: string; earnings: string }>(),
      this.users.list({ offset: 0, limit: 1, filter: { role: 'customer' } }),
      this.orders.recent(RECENT_ORDERS),
    ]);
    return {
      total_sales: Number(totals?.sales ?? 0),
      total_orders: Number(totals?.orders ?? 0),
      total_customers: customers,
      total_earnings: toShillings(Number(totals?.earnings ?? 0)),
      recent_orders: recent,
    };
  }

  /** Orders and revenue per day over the last `days` days (today included), best sellers of that period and stock value now. */
  async sales(days: number, now = new Date()): Promise<SalesView> {
    const dates = Array.from({ length: days }, (_, index) => new Date(now.getTime() - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
    const since = dates[0];
    const day = this.dataSource.options.type === 'postgres' ? "to_char(o.created_at, 'YYYY-MM-DD')" : "strftime('%Y-%m-%d', o.created_at)";
    const [perDay, sellers, stock, discounts, counties] = await Promise.all([
      this.dataSource
        .createQueryBuilder()
        .from('orders', 'o')
        .select(day, 'date')
        .addSelect('COUNT(*)', 'orders')
        .addSelect('COALESCE(SUM(CASE WHEN o.status IN (:...sold) THEN o.total_price ELSE 0 END), 0)', 'revenue')
        .where(`${day} >= :since`, { since })
        .setParameters({ sold: SOLD_STATUSES })
        .groupBy(day)
        .getRawMany<{ date: string; orders: string; revenue: string }>(),
      this.dataSource
        .createQueryBuilder()
        .from('order_items', 'i')
        .innerJoin('orders', 'o', 'o.id = i.order_id')
        .select('i.variant_id', 'variant_id')
        .addSelect('MAX(i.name)', 'name')
        .addSelect('SUM(i.quantity)', 'quantity')
        .addSelect('SUM(i.subtotal)', 'revenue')
        .where('o.status IN (:...sold)', { sold: SOLD_STATUSES })
        .andWhere(`${day} >= :since`, { since })
        .groupBy('i.variant_id')
        .orderBy('quantity', 'DESC')
        .addOrderBy('revenue', 'DESC')
        .limit(BEST_SELLERS)
        .getRawMany<Record<string, unknown>>(),
      // Stock value is the catalog's figure at this moment; one aggregate over the variants table.
      this.dataSource.createQueryBuilder().from('variants', 'v').select('COALESCE(SUM(v.price * v.stock), 0)', 'value').getRawOne<{ value: string }>(),
      this.dataSource
        .createQueryBuilder()
        .from('orders', 'o')
        .select('COALESCE(SUM(o.discount_amount), 0)', 'given')
        .addSelect('COUNT(*)', 'orders')
        .where('o.status IN (:...sold) AND o.discount_amount > 0', { sold: SOLD_STATUSES })
        .andWhere(`${day} >= :since`, { since })
        .getRawOne<{ given: string; orders: string }>(),
      // Orders placed before counties were asked have none: they are one "Not given" row.
      this.dataSource
        .createQueryBuilder()
        .from('orders', 'o')
        .leftJoin('counties', 'c', 'c.code = o.delivery_county')
        .select('o.delivery_county', 'county')
        .addSelect('MAX(c.name)', 'county_name')
        .addSelect('COUNT(*)', 'orders')
        .addSelect('COALESCE(SUM(o.total_price), 0)', 'revenue')
        .where('o.status IN (:...sold)', { sold: SOLD_STATUSES })
        .andWhere(`${day} >= :since`, { since })
        .groupBy('o.delivery_county')
        .getRawMany<{ county: string | null; county_name: string | null; orders: string; revenue: string }>(),
    ]);
    const byDate = new Map(perDay.map((row) => [row.date, row]));
    return {
      days: dates.map((date) => ({ date, orders: Number(byDate.get(date)?.orders ?? 0), revenue: toShillings(Number(byDate.get(date)?.revenue ?? 0)) })),
      best_sellers: sellers.map(
        (row): BestSellerView => ({
          variant_id: row.variant_id === null ? null : Number(row.variant_id),
          name: String(row.name),
          quantity: Number(row.quantity),
          revenue: toShillings(Number(row.revenue)),
        }),
      ),
      stock_value: toShillings(Number(stock?.value ?? 0)),
      discounts_given: toShillings(Number(discounts?.given ?? 0)),
      discounted_orders: Number(discounts?.orders ?? 0),
      by_county: counties
        .map((row): CountySalesView => ({
          county: row.county,
          county_name: row.county === null ? 'Not given' : (row.county_name ?? row.county),
          orders: Number(row.orders),
          revenue: toShillings(Number(row.revenue)),
        }))
        .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.county_name.localeCompare(b.county_name)),
    };
  }
}

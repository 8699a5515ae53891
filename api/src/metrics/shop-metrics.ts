import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RenderOutcome } from '../rendering/render-messages';
import { OrderEvents } from '../orders/order-events';
import { Order } from '../orders/order.entities';
import { JobQueue, QUEUE_NAMES, QueueCounts } from '../queue/job-queue';

export const METRICS_PATH = '/api/metrics';

/** Requests no route answered (static files, front-end pages, unknown paths) share one label, so label values stay few. */
const NO_ROUTE = '(none)';

/** The `res.locals` key under which an answer given before routing (a catalog cache hit) names its route pattern. */
export const ANSWERED_ROUTE = 'answeredRoute';

/**
 * What Prometheus scrapes from this process (prom-client): requests and their time by method, route
 * pattern and status; queue depth and failed jobs per queue; orders placed and paid by this process, and
 * every order by status from the database (the whole fleet's, wherever a payment was settled); Node's own process
 * metrics. A registry of its own per app, so several apps in one process (the tests) never collide.
 */
@Injectable()
export class ShopMetrics implements OnModuleInit {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of its answer',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed at checkout by this process', registers: [this.registry] });
  private readonly pageRenders = new Counter({
    name: 'shop_page_renders_total',
    help: 'Storefront pages asked of the server renderer: rendered, browser (a page the browser renders), failed, shed (too many renders waiting: sent for the browser to render)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  private readonly ordersPaid = new Counter({ name: 'shop_orders_paid_total', help: 'Orders that became paid in this process (Pesapal or staff)', registers: [this.registry] });

  constructor(
    queue: JobQueue,
    private readonly orders: OrderEvents,
    @InjectDataSource() data: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry });
    ordersByStatusGauge(this.registry, data);
    queueGauge(this.registry, queue, 'shop_queue_jobs_pending', 'Jobs waiting, delayed or running, per queue', 'pending');
    queueGauge(this.registry, queue, 'shop_queue_jobs_failed', 'Jobs given up after their last try, per queue', 'failed');
  }

  onModuleInit(): void {
    this.orders.listen((event) => {
      if (event.type === 'placed') this.ordersPlaced.inc();
      else if (event.to === 'paid') this.ordersPaid.inc();
    });
  }

  /** Express middleware counting every answered request under its route pattern (`/api/products/:id/`), never the raw URL. */
  readonly countRequests = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === METRICS_PATH || req.path === `${METRICS_PATH}/`) return next();
    const stopTimer = this.latency.startTimer();
    res.on('finish', () => {
      const route = typeof req.route?.path === 'string' ? `${req.baseUrl}${req.route.path}` : ((res.locals[ANSWERED_ROUTE] as string | undefined) ?? NO_ROUTE);
      const labels = { method: req.method, route, status: String(res.statusCode) };
      this.requests.inc(labels);
      stopTimer(labels);
    });
    next();
  };

  countPageRender(outcome: RenderOutcome): void {
    this.pageRenders.inc({ outcome });
  }

  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** A per-queue gauge read from the queue at scrape time; a queue that cannot be counted (Redis down) is left out. */
function queueGauge(registry: Registry, queue: JobQueue, name: string, help: string, count: keyof QueueCounts): void {
  new Gauge({
    name,
    help,
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queueName of QUEUE_NAMES) {
        const counts = await queue.counts(queueName).catch(() => null);
        if (counts) this.set({ queue: queueName }, counts[count]);
      }
    },
  });
}

/**
 * Orders per status as the database holds them, read at scrape time: unlike the counters, it covers orders
 * paid in a separate worker process (WORKERS=off), which serves no metrics of its own.
 */
function ordersByStatusGauge(registry: Registry, data: DataSource): void {
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the database, per status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows: { status: string; count: string | number }[] = await data
        .getRepository(Order)
        .createQueryBuilder('o')
        .select('o.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('o.status')
        .getRawMany();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
}

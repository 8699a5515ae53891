// Shapes the sales report's days for the charts: one point per calendar day, in order,
// with days without orders shown as zero rather than left out of the line.
import type { SalesDay } from '@shop/api-client';

export interface ChartPoint extends SalesDay {
  /** '3 May' */
  label: string;
}

export interface SalesTotals {
  /** Orders placed, paid or not. */
  orders: number;
  /** KSh of those orders that were paid (and maybe ready for collection, shipped or completed since). */
  revenue: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

// Dates are calendar days, not instants: read and step them in UTC so no time zone shifts them.
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export const dayLabel = (date: string): string => {
  const day = new Date(toTime(date));
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
};

export const chartPoints = (days: readonly SalesDay[]): ChartPoint[] => {
  const byDate = new Map<string, SalesDay>();
  for (const day of days) {
    const known = byDate.get(day.date);
    byDate.set(day.date, {
      date: day.date,
      orders: (known?.orders ?? 0) + Number(day.orders),
      revenue: (known?.revenue ?? 0) + Number(day.revenue),
    });
  }
  if (byDate.size === 0) return [];
  const times = [...byDate.keys()].map(toTime);
  const last = Math.max(...times);
  const points: ChartPoint[] = [];
  for (let time = Math.min(...times); time <= last; time += DAY_MS) {
    const date = toDate(time);
    const day = byDate.get(date);
    points.push({ date, label: dayLabel(date), orders: day?.orders ?? 0, revenue: day?.revenue ?? 0 });
  }
  return points;
};

export const salesTotals = (points: readonly SalesDay[]): SalesTotals => {
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
  const revenue = points.reduce((sum, point) => sum + point.revenue, 0);
  // Summed in cents: shillings with decimals do not add up exactly as floating point.
  return { orders, revenue: Math.round(revenue * 100) / 100 };
};

import { describe, expect, it } from 'vitest';
import { chartPoints, dayLabel, salesTotals } from './salesChart';

describe('sales chart data', () => {
  it('fills days without orders with zeros and keeps calendar order', () => {
    const points = chartPoints([
      { date: '2025-05-03', orders: 2, revenue: 4300 },
      { date: '2025-04-30', orders: 1, revenue: 1500 },
    ]);
    expect(points.map(point => point.date)).toEqual(['2025-04-30', '2025-05-01', '2025-05-02', '2025-05-03']);
    expect(points.map(point => point.orders)).toEqual([1, 0, 0, 2]);
    expect(points[3]).toEqual({ date: '2025-05-03', label: '3 May', orders: 2, revenue: 4300 });
  });

  it('adds up a day sent twice and reads numbers sent as text', () => {
    const points = chartPoints([
      { date: '2025-05-01', orders: 1, revenue: 1000 },
      { date: '2025-05-01', orders: '2' as unknown as number, revenue: '2500.5' as unknown as number },
    ]);
    expect(points).toEqual([{ date: '2025-05-01', label: '1 May', orders: 3, revenue: 3500.5 }]);
  });

  it('steps over month and year ends and daylight-saving changes elsewhere', () => {
    expect(chartPoints([
      { date: '2024-12-31', orders: 1, revenue: 1 },
      { date: '2025-01-01', orders: 1, revenue: 1 },
    ]).map(point => point.label)).toEqual(['31 Dec', '1 Jan']);
    expect(chartPoints([
      { date: '2025-03-29', orders: 0, revenue: 0 },
      { date: '2025-03-31', orders: 0, revenue: 0 },
    ])).toHaveLength(3);
    expect(dayLabel('2025-02-28')).toBe('28 Feb');
  });

  it('has no points without days', () => {
    expect(chartPoints([])).toEqual([]);
  });

  it('totals orders and revenue to the cent', () => {
    expect(salesTotals([
      { date: '2025-05-01', orders: 2, revenue: 0.1 },
      { date: '2025-05-02', orders: 1, revenue: 0.2 },
    ])).toEqual({ orders: 3, revenue: 0.3 });
    expect(salesTotals([])).toEqual({ orders: 0, revenue: 0 });
  });
});

import { call } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { shop } from '../shopClient';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** GET /api/analytics/sales/?days=N: orders and revenue per day, best sellers, stock value. */
export const fetchSalesReport = (days: Period) => call(shop.GET('/api/analytics/sales/', { params: { query: { days } } }));

export const useSalesReport = (days: Period) =>
  useQuery({ queryKey: ['analytics', 'sales', days], queryFn: () => fetchSalesReport(days) });

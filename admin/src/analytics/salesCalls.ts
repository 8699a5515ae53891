import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../auth/httpClient';
import { API_URL } from '../dataProvider';
import type { SalesDay } from './salesChart';

export interface BestSeller {
  /** Null once the variant has been deleted; the name is the one sold. */
  variant_id: number | null;
  name: string;
  quantity: number;
  revenue: number;
}

/** GET /api/analytics/sales/?days=N */
export interface SalesReport {
  days: SalesDay[];
  best_sellers: BestSeller[];
  /** KSh value of everything in stock at current prices. */
  stock_value: number;
}

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export const fetchSalesReport = async (days: Period): Promise<SalesReport> => {
  const { json } = await httpClient(`${API_URL}/analytics/sales/?days=${days}`);
  return json as SalesReport;
};

export const useSalesReport = (days: Period) =>
  useQuery({ queryKey: ['analytics', 'sales', days], queryFn: () => fetchSalesReport(days) });

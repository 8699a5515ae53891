import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../auth/httpClient';
import { API_URL } from '../dataProvider';
import type { Order } from '../orders/types';

/** GET /api/analytics/overview/: figures computed by the server from the orders table. */
export interface Overview {
  /** Orders that were paid (paid, shipped or completed). */
  total_sales: number;
  total_orders: number;
  total_customers: number;
  /** KSh taken by those paid orders. */
  total_earnings: number;
  recent_orders: Order[];
}

export const fetchOverview = async (): Promise<Overview> => {
  const { json } = await httpClient(`${API_URL}/analytics/overview/`);
  return json as Overview;
};

export const useOverview = () => useQuery({ queryKey: ['analytics', 'overview'], queryFn: fetchOverview });

import { call } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { shop } from '../shopClient';

/** GET /api/analytics/overview/: figures computed by the server from the orders table, and the newest orders. */
export const fetchOverview = () => call(shop.GET('/api/analytics/overview/'));

export const useOverview = () => useQuery({ queryKey: ['analytics', 'overview'], queryFn: fetchOverview });

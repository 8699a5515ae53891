import { call, type Order } from '@shop/api-client';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { OrderMove, ShopDataProvider } from '../dataProvider';
import { shop } from '../shopClient';
import { ATTENTION_STATUSES } from './status';

/** States the order may move to now, as the server's state machine says. */
export const fetchTransitions = (id: number) =>
  call(shop.GET('/api/orders/{id}/transitions/', { params: { path: { id } } }));

/**
 * Keyed by the current status too, so the buttons are fetched afresh as soon as the order
 * moves (react-admin replaces the record with the server's answer after the PATCH).
 */
export const useTransitions = (id: number | undefined, status: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'transitions', id, status],
    queryFn: id === undefined ? skipToken : () => fetchTransitions(id),
  });

/**
 * After an order moved: the order page shows the server's answer at once (status, history,
 * actions), and the lists and overview counting orders by status ask again.
 */
export const useShowMovedOrder = () => {
  const queryClient = useQueryClient();
  return (order: Order) => {
    // Every getOne entry of this order, whatever meta it was fetched with.
    queryClient.setQueriesData({ queryKey: ['orders', 'getOne', { id: String(order.id) }] }, order);
    void queryClient.invalidateQueries({ queryKey: ['orders', 'getList'] });
    // A payment's status follows its order's (money for an order under review is 'review').
    void queryClient.invalidateQueries({ queryKey: ['payments', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['analytics', 'overview'] });
  };
};

/**
 * A money move on the order (accept payment, refund, cancel). When the server refuses, the
 * order may well have moved meanwhile (a cancel that meets a completed payment): it is
 * fetched again so the page shows where it now stands.
 */
export const useMoneyAction = (order: Pick<Order, 'id'>) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const queryClient = useQueryClient();
  const showMoved = useShowMovedOrder();
  return useMutation({
    mutationFn: ({ action, body }: OrderMove) => dataProvider.orderAction(order.id, action, body),
    onSuccess: showMoved,
    // Not awaited: the caller's own onError (which says why) runs while its button still shows.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'getOne', { id: String(order.id) }] }),
  });
};

/** At most this many orders waiting on staff are listed; the card says when there are more. */
export const ATTENTION_PAGE = 25;

/** Orders staff must resolve, oldest first: they have waited longest. */
export const useAttentionOrders = () =>
  useGetList<Order>('orders', {
    filter: { status: ATTENTION_STATUSES },
    pagination: { page: 1, perPage: ATTENTION_PAGE },
    sort: { field: 'created_at', order: 'ASC' },
  });

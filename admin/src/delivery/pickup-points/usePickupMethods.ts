import { useGetList } from 'react-admin';
import { isPickupKind } from '../deliveryText';
import type { DeliveryMethod } from '../types';

/** The methods that have pickup points (the shop's counter, agent networks), as select choices. */
export const usePickupMethods = () => {
  const { data, isPending } = useGetList<DeliveryMethod>('delivery/methods', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sort_order', order: 'ASC' },
    filter: {},
  });
  return { methods: (data ?? []).filter(method => isPickupKind(method.kind)), isPending };
};

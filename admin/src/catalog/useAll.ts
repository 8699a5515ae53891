import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord, type SortPayload } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';

/**
 * Every row of a resource matching a filter. The key sits under react-admin's
 * `[resource, 'getList']` so its create/update/delete hooks refresh it too.
 */
export const useAll = <R extends RaRecord>(
  resource: string,
  filter: Record<string, unknown> = {},
  sort: SortPayload = { field: 'id', order: 'ASC' },
) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({
    queryKey: [resource, 'getList', { pagination: 'all', filter, sort }],
    queryFn: () => dataProvider.getAll<R>(resource, { filter, sort }),
  });
};

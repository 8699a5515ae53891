import { useGetList } from 'react-admin';
import type { County } from './types';

/** All 47 counties (GET /api/counties/, one page), by name. */
export const useCounties = () =>
  useGetList<County>('counties', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} }, { staleTime: 60 * 60 * 1000 });

/** A county's name by code ('KE-30' -> 'Nairobi City'); the code itself until the list is in. */
export const useCountyName = () => {
  const { data } = useCounties();
  const names = new Map((data ?? []).map(county => [county.code ?? county.id, county.name]));
  return (code: string | null | undefined) => (code ? (names.get(code) ?? code) : '');
};

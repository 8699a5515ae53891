import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { httpClient } from '../auth/httpClient';
import { API_URL } from '../dataProvider';

/** States the order may move to now, as the server's state machine says. */
export const fetchTransitions = async (id: Identifier): Promise<string[]> => {
  const { json } = await httpClient(`${API_URL}/orders/${encodeURIComponent(id)}/transitions/`);
  return Array.isArray(json) ? (json as string[]) : [];
};

/**
 * Keyed by the current status too, so the buttons are fetched afresh as soon as the order
 * moves (react-admin replaces the record with the server's answer after the PATCH).
 */
export const useTransitions = (id: Identifier | undefined, status: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'transitions', id, status],
    queryFn: () => fetchTransitions(id as Identifier),
    enabled: id !== undefined,
  });

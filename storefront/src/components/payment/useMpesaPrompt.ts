import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MpesaAttempt } from '@shop/api-client';
import { paymentApi } from '../../api/endpoints';
import { MPESA_PROMPT, promptClosesAt } from '../../lib/mpesa';

/**
 * The order's latest M-Pesa prompt, asked about again and again while it waits, and `send` for a new one (the
 * API answers the waiting one instead while there is one), `reload` to ask at once. `onPaid` runs once the latest prompt
 * is paid.
 */
export function useMpesaPrompt(orderId: number, onPaid: () => void) {
  const client = useQueryClient();
  const queryKey = ['mpesa-attempts', orderId];
  const attempts = useQuery({
    queryKey,
    queryFn: ({ signal }) => paymentApi.mpesaAttempts(orderId, signal),
    // The prompt is answered on the phone, often with this page out of sight.
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const latest = query.state.data?.[0];
      if (latest?.status !== 'pending') return false;
      return Date.now() < promptClosesAt(latest) ? MPESA_PROMPT.pollMs : MPESA_PROMPT.slowPollMs;
    },
  });
  const latest = attempts.data?.[0];
  const paid = latest?.status === 'paid';
  // Once per payment, not on every render's new callback.
  useEffect(() => {
    if (paid) onPaid();
  }, [paid]);

  const send = async (phone: string): Promise<MpesaAttempt> => {
    const attempt = await paymentApi.startMpesa(orderId, phone);
    client.setQueryData<MpesaAttempt[]>(queryKey, (list = []) => [attempt, ...list.filter((a) => a.id !== attempt.id)]);
    return attempt;
  };

  return { latest, send, reload: () => attempts.refetch() };
}

import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { Order } from '@shop/api-client';
import { MoveConfirm } from './MoveConfirm';
import { useShowMovedOrder, useTransitions } from './orderCalls';
import { TrackingIdInput } from './TrackingIdInput';
import { statusActions, statusLabel, type StatusAction } from './status';

/**
 * One button per state the server allows next (GET /api/orders/{id}/transitions/); each
 * asks for confirmation, then PATCHes {status, note}. Nothing else can be chosen. Shipping
 * also asks for the courier's tracking number or the rider's phone (a pickup order is never
 * shipped: it is made ready for collection, then collected).
 */
export const OrderStatusActions = () => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const showMoved = useShowMovedOrder();
  const { data: transitions, isPending, error } = useTransitions(order?.id, order?.status);
  const [update, { isPending: saving }] = useUpdate<Order>();
  const [chosen, setChosen] = useState<StatusAction | null>(null);
  const [note, setNote] = useState('');
  const [trackingId, setTrackingId] = useState('');
  const [trackingMissing, setTrackingMissing] = useState(false);

  if (!order) return null;
  if (isPending)
    return (
      <Typography color="text.secondary" variant="body2">
        Loading status changes...
      </Typography>
    );
  if (error) return <Alert severity="error">Could not load the allowed status changes: {error.message}</Alert>;

  const actions = statusActions(transitions, order);
  if (actions.length === 0)
    return (
      <Typography color="text.secondary" variant="body2">
        No status changes to make by hand ({statusLabel(order.status, order)}).
      </Typography>
    );

  const close = () => {
    setChosen(null);
    setNote('');
    setTrackingId('');
    setTrackingMissing(false);
  };

  const shipping = chosen?.status === 'shipped';

  const confirm = () => {
    if (!chosen) return;
    const tracking = shipping ? trackingId.trim() : '';
    if (shipping && !tracking) {
      setTrackingMissing(true);
      return;
    }
    const change = { status: chosen.status, ...(note.trim() ? { note: note.trim() } : {}), ...(tracking ? { tracking_id: tracking } : {}) };
    update(
      'orders',
      { id: order.id, data: change, previousData: order, meta: { partial: true } },
      {
        onSuccess: updated => {
          // useUpdate refreshes the getOne entry keyed with this call's meta ({partial}); the
          // show page reads the one without it, so hand it the server's answer as well.
          showMoved(updated);
          notify(`Order ${order.reference} is now ${statusLabel(updated.status, updated)}.`, { type: 'success' });
        },
        onError: failure =>
          notify(failure instanceof Error ? failure.message : 'The status could not be changed.', { type: 'error' }),
        onSettled: close,
      },
    );
  };

  return (
    <Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {actions.map(action => (
          <Button
            key={action.status}
            variant="contained"
            disabled={saving}
            onClick={() => setChosen(action)}
          >
            {action.label}
          </Button>
        ))}
        {saving && <CircularProgress size={20} aria-label="Saving status" />}
      </Stack>
      <MoveConfirm
        isOpen={chosen !== null}
        loading={saving}
        title={chosen?.confirmTitle ?? ''}
        consequence={chosen?.confirmContent ?? ''}
        note={note}
        onNoteChange={setNote}
        confirm={chosen?.label ?? 'Confirm'}
        cancel="Keep as is"
        onConfirm={confirm}
        onClose={close}
      >
        {shipping && (
          <TrackingIdInput
            value={trackingId}
            onChange={value => {
              setTrackingId(value);
              setTrackingMissing(false);
            }}
            missing={trackingMissing}
          />
        )}
      </MoveConfirm>
    </Box>
  );
};

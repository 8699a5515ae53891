import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useNotify } from 'react-admin';
import type { Order, OrderAction } from '@shop/api-client';
import type { OrderMove } from '../dataProvider';
import { MoveConfirm } from './MoveConfirm';
import { useMoneyAction } from './orderCalls';
import { statusLabel } from './status';

interface Props {
  order: Order;
  /** The moves that need only a yes; a refund has its own dialog. */
  action: Exclude<OrderAction, 'refund'>;
  label: string;
  color: ButtonProps['color'];
  variant: ButtonProps['variant'];
  title: string;
  consequence: string;
  /** Offer an optional note for the history (sent as {note}). */
  withNote?: boolean;
  cancelLabel: string;
}

/**
 * A money move that needs no figures, only a yes (accept a payment, cancel an order): asks
 * first, then posts it; the server's answer or its refusal (detail) is shown.
 */
export const ConfirmedMoneyAction = ({ order, action, label, color, variant, title, consequence, withNote = false, cancelLabel }: Props) => {
  const notify = useNotify();
  const move = useMoneyAction(order);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');

  const close = () => {
    setOpen(false);
    setNote('');
  };

  const confirm = () => {
    const chosen: OrderMove =
      action === 'cancel' ? { action, body: {} } : { action, body: withNote && note.trim() ? { note: note.trim() } : {} };
    move.mutate(chosen, {
      onSuccess: moved => notify(`Order ${order.reference} is now ${statusLabel(moved.status, moved)}.`, { type: 'success' }),
      onError: failure => notify(failure.message || `${label} failed.`, { type: 'error' }),
      onSettled: close,
    });
  };

  return (
    <>
      <Button variant={variant} color={color} disabled={move.isPending} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <MoveConfirm
        isOpen={open}
        loading={move.isPending}
        title={title}
        consequence={consequence}
        note={note}
        onNoteChange={withNote ? setNote : undefined}
        confirm={label}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        cancel={cancelLabel}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};

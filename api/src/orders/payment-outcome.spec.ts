import { DELIVERY_KINDS } from '../delivery/delivery.entities';
import { ORDER_STATUSES, OrderStateMachine, OrderStatus } from './order-state-machine';
import { PAYMENT_STATUSES, paymentOutcome, PaymentStatus } from './payment-outcome';

describe('paymentOutcome', () => {
  // [order status, payment known, report, matches, recorded, move]
  const table: [OrderStatus, PaymentStatus | null, PaymentStatus, boolean, PaymentStatus | null, OrderStatus | null][] = [
    ['pending', null, 'PENDING', true, null, null],
    ['pending', 'PENDING', 'PENDING', true, null, null],
    ['pending', 'PENDING', 'COMPLETED', true, 'COMPLETED', 'paid'],
    ['pending', 'PENDING', 'COMPLETED', false, 'COMPLETED', 'payment_review'],
    ['pending', 'PENDING', 'FAILED', true, 'FAILED', 'failed'],
    ['pending', 'PENDING', 'REVERSED', true, 'REVERSED', 'failed'],
    // Duplicates and late or weaker reports change nothing.
    ['paid', 'COMPLETED', 'COMPLETED', true, null, null],
    ['paid', 'COMPLETED', 'FAILED', true, null, null],
    ['paid', 'COMPLETED', 'PENDING', true, null, null],
    ['failed', 'FAILED', 'FAILED', true, null, null],
    ['refunded', 'REVERSED', 'COMPLETED', true, null, null],
    ['refunded', 'REVERSED', 'FAILED', true, null, null],
    ['payment_review', 'COMPLETED', 'COMPLETED', false, null, null],
    // Money that arrives after the order closed waits for a refund.
    ['cancelled', 'PENDING', 'COMPLETED', true, 'COMPLETED', 'refund_due'],
    ['cancelled', null, 'COMPLETED', false, 'COMPLETED', 'refund_due'],
    ['failed', 'FAILED', 'COMPLETED', true, 'COMPLETED', 'refund_due'],
    ['cancelled', 'PENDING', 'FAILED', true, 'FAILED', null],
    // Reversals end every order that took money.
    ['paid', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['shipped', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['completed', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['payment_review', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['refund_due', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['refund_requested', 'COMPLETED', 'REVERSED', true, 'REVERSED', 'refunded'],
    ['cancelled', 'FAILED', 'REVERSED', true, 'REVERSED', null],
  ];

  it.each(table)('%s with %s, reported %s (matches %s): records %s, moves to %s', (status, known, report, matches, record, move) => {
    expect(paymentOutcome({ status, paymentStatus: known }, { status: report, matches })).toMatchObject({ record, move });
  });

  it('is monotonic: a final status is never replaced by a weaker or older one', () => {
    const rank = (s: PaymentStatus) => ({ PENDING: 0, FAILED: 1, COMPLETED: 2, REVERSED: 3 })[s];
    for (const status of ORDER_STATUSES)
      for (const known of PAYMENT_STATUSES)
        for (const report of PAYMENT_STATUSES)
          for (const matches of [true, false]) {
            const { record } = paymentOutcome({ status, paymentStatus: known }, { status: report, matches });
            if (record) expect(rank(record)).toBeGreaterThan(rank(known));
          }
  });

  it('only ever asks for moves the state machine allows', () => {
    for (const status of ORDER_STATUSES)
      for (const known of PAYMENT_STATUSES)
        for (const report of PAYMENT_STATUSES)
          for (const matches of [true, false]) {
            const { move } = paymentOutcome({ status, paymentStatus: known }, { status: report, matches });
            if (move) for (const delivery of DELIVERY_KINDS) expect(OrderStateMachine.canMove(status, move, delivery)).toBe(true);
          }
  });
});

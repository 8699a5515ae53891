import { ORDER_STATUSES, OrderStateMachine } from './order-state-machine';

describe('OrderStateMachine', () => {
  const legal = [
    ['pending', 'paid'],
    ['pending', 'cancelled'],
    ['pending', 'failed'],
    ['paid', 'shipped'],
    ['paid', 'refunded'],
    ['shipped', 'completed'],
  ];

  it('allows exactly the moves of the design', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => OrderStateMachine.canMove(from, to)).map((to) => [from, to]));
    expect(allowed).toEqual(legal);
  });

  it('explains a refused move', () => {
    expect(OrderStateMachine.refusal('pending', 'shipped')).toBe('An order that is pending cannot become shipped.');
    expect(OrderStateMachine.refusal('paid', 'paid')).toBe('An order that is paid cannot become paid.');
    expect(OrderStateMachine.refusal('paid', 'shipped')).toBeNull();
  });

  it('lists the next states of an order', () => {
    expect(OrderStateMachine.next('paid')).toEqual(['shipped', 'refunded']);
    expect(OrderStateMachine.next('completed')).toEqual([]);
  });

  it('gives stock back only when the goods never left', () => {
    expect(ORDER_STATUSES.filter((status) => OrderStateMachine.releasesStock(status))).toEqual(['cancelled', 'failed', 'refunded']);
  });
});

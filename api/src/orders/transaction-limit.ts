import pLimit from 'p-limit';

/**
 * At most this many order transactions (checkout, status moves) run at once in one process. Some
 * catalog reads inside them (ProductReader.saleVariants, also used by CartService.linesForCheckout)
 * go through the pool instead of the transaction's connection: without a cap, a burst of checkouts
 * could hold every pooled connection (PostgreSQL pool: 20) while each waits for one more, and stall.
 */
export const orderTransactions = pLimit(5);

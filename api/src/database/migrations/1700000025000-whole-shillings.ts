import { MigrationInterface, QueryRunner } from 'typeorm';
import { isPostgres } from '../migration-helpers';

/** Cents rounded down to the shilling, at most KSh 0.99 an amount: a price or fee in the shopper's favour. */
const shillingsDown = (column: string) => `${column} - ${column} % 100`;
/** The same for an amount that must stay above 0 (a price, a fixed discount): below KSh 1 it becomes KSh 1, not free. */
const shillingsDownAboveZero = (column: string) => `CASE WHEN ${column} < 100 THEN 100 ELSE ${shillingsDown(column)} END`;

/** [table, column, new value, which rows]; the list columns of products follow their variants' prices. */
const AMOUNTS: [string, string, (column: string) => string, string?][] = [
  ['variants', 'price', shillingsDownAboveZero],
  ['variants', 'old_price', shillingsDown],
  ['products', 'shown_price', shillingsDownAboveZero],
  ['products', 'shown_old_price', shillingsDown],
  ['delivery_rates', 'base_fee', shillingsDown],
  ['delivery_rates', 'per_kg_fee', shillingsDown],
  ['delivery_rates', 'free_over', shillingsDown],
  ['delivery_rates', 'min_goods', shillingsDown],
  // A percent code's value is a whole percent, not cents.
  ['discount_codes', 'value', shillingsDownAboveZero, "type = 'fixed'"],
];

/**
 * Whole shillings (issue 32): M-Pesa Express takes integer amounts, so the money orders are made of (prices,
 * delivery fees, fixed discounts) loses any cents left from before staff could only type whole KSh. Orders
 * already placed keep their totals, and the inventory log its prices: they are history (a pending order with
 * cents is paid through Pesapal).
 */
export class WholeShillings1700000025000 implements MigrationInterface {
  name = 'WholeShillings1700000025000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, column, rounded, rows] of AMOUNTS) {
      await runner.query(`UPDATE ${table} SET ${column} = ${rounded(column)} WHERE ${column} % 100 <> 0${rows ? ` AND ${rows}` : ''}`);
    }
    // Rounding down can make a former price equal to the price: no longer a sale (it never makes one).
    await runner.query('UPDATE products SET on_sale = false WHERE on_sale = true AND NOT (shown_old_price > shown_price)');
    await this.roundBandFees(runner);
  }

  /** Weight bands are JSON text ([{upToGrams, fee}], fees in cents): rounded row by row. */
  private async roundBandFees(runner: QueryRunner): Promise<void> {
    const rates: { id: number; weight_bands: string }[] = await runner.query('SELECT id, weight_bands FROM delivery_rates WHERE weight_bands IS NOT NULL');
    const [bandsMark, idMark] = isPostgres(runner) ? ['$1', '$2'] : ['?', '?'];
    for (const rate of rates) {
      const bands = JSON.parse(rate.weight_bands) as { fee: number }[];
      if (bands.every((band) => band.fee % 100 === 0)) continue;
      const rounded = bands.map((band) => ({ ...band, fee: band.fee - (band.fee % 100) }));
      await runner.query(`UPDATE delivery_rates SET weight_bands = ${bandsMark} WHERE id = ${idMark}`, [JSON.stringify(rounded), rate.id]);
    }
  }

  /** The cents are gone: nothing to give back. */
  async down(): Promise<void> {}
}

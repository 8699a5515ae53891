import type { WeightBand } from './delivery.entities';

/** What a rate's price depends on (money in cents, weights in grams). */
export interface RateTerms {
  baseFee: number;
  baseGrams: number;
  perKgFee: number;
  weightBands: WeightBand[] | null;
  freeOver: number | null;
  minGoods: number | null;
}

const STARTED_KG = 1000;

/** What a parcel of `grams` costs before any free-over: its weight band, or the base fee plus each further started kilogram. */
export function parcelFee(rate: RateTerms, grams: number): number {
  const weight = Math.max(0, grams);
  if (rate.weightBands?.length) {
    const band = rate.weightBands.find((candidate) => weight <= candidate.upToGrams);
    if (band) return band.fee;
    // Heavier than the last band: its fee, then the per-kilogram fee for each further started kilogram.
    const last = rate.weightBands[rate.weightBands.length - 1];
    return last.fee + rate.perKgFee * Math.ceil((weight - last.upToGrams) / STARTED_KG);
  }
  return rate.baseFee + rate.perKgFee * Math.ceil(Math.max(0, weight - rate.baseGrams) / STARTED_KG);
}

/**
 * The fee for `grams` of parcel and `goods` cents of goods (after a goods discount, so a discount never buys free
 * delivery): nothing when the goods are strictly over the rate's free-over total.
 */
export function deliveryFee(rate: RateTerms, grams: number, goods: number): number {
  return rate.freeOver !== null && goods > rate.freeOver ? 0 : parcelFee(rate, grams);
}

/** Whether the goods reach the rate's minimum (a method may be offered only from some goods total). */
export const meetsMinimum = (rate: Pick<RateTerms, 'minGoods'>, goods: number): boolean => rate.minGoods === null || goods >= rate.minGoods;

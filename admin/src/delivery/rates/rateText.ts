import { formatKsh } from '../../catalog/money';
import { weightText } from '../deliveryText';
import type { DeliveryRate } from '../types';

/** How a rate prices a parcel, as the API does: weight bands, or a base fee up to some grams, then per started kg beyond. */
export const rateFeeText = (rate: Pick<DeliveryRate, 'base_fee' | 'base_grams' | 'per_kg_fee' | 'weight_bands'>): string => {
  const perKg = rate.per_kg_fee > 0 ? `, then +${formatKsh(rate.per_kg_fee)} per kg` : '';
  if (rate.weight_bands?.length)
    return `${rate.weight_bands.map(band => `${formatKsh(band.fee)} up to ${weightText(band.up_to_grams)}`).join('; ')}${perKg}`;
  if (rate.per_kg_fee > 0 && rate.base_grams > 0) return `${formatKsh(rate.base_fee)} up to ${weightText(rate.base_grams)}${perKg}`;
  if (rate.per_kg_fee > 0) return `${formatKsh(rate.base_fee)}${perKg}`;
  return rate.base_fee > 0 ? `${formatKsh(rate.base_fee)}, any weight` : 'Free, any weight';
};

/** The goods conditions: 'Free over KSh 5,000 · From KSh 1,000 of goods', or ''. */
export const rateGoodsText = (rate: Pick<DeliveryRate, 'free_over' | 'min_goods'>): string =>
  [
    rate.free_over !== null ? `Free over ${formatKsh(rate.free_over)}` : '',
    rate.min_goods !== null ? `From ${formatKsh(rate.min_goods)} of goods` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** An empty bands editor saves as null (no bands: the base fee and per-kg fee apply). */
export const rateToSave = (data: Partial<DeliveryRate>): Partial<DeliveryRate> => ({
  ...data,
  weight_bands: data.weight_bands?.length ? data.weight_bands : null,
});

import { formatKsh } from '../catalog/money';
import type { DeliveryKind, DeliveryOption } from './types';

export const KIND_NAMES: Record<DeliveryKind, string> = {
  shop_pickup: 'Collect at the shop',
  agent_pickup: 'Agent pickup point',
  door: 'To the door',
  courier_office: 'Courier office',
};

export const kindChoices = (Object.keys(KIND_NAMES) as DeliveryKind[]).map(id => ({ id, name: KIND_NAMES[id] }));

/** Pickup kinds have pickup points (the shop's counter, an agent network's shops). */
export const isPickupKind = (kind: DeliveryKind) => kind === 'shop_pickup' || kind === 'agent_pickup';

/** '1–3 days', '1 day', 'same or next day' (0–1, as the shop writes it), 'same day'; '' when the days are not known. */
export const daysText = (min: number | null | undefined, max: number | null | undefined): string => {
  if (min === null || min === undefined || max === null || max === undefined) return '';
  if (max === 0) return 'same day';
  if (min === 0 && max === 1) return 'same or next day';
  if (min === max) return `${min} ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} days`;
};

/** Grams as staff read them: '1.2 kg', '350 g'. */
export const weightText = (grams: number | null | undefined): string => {
  if (grams === null || grams === undefined) return '';
  if (grams < 1000) return `${grams} g`;
  return `${(grams / 1000).toLocaleString('en-KE', { maximumFractionDigits: 3 })} kg`;
};

/** A fee: 'KSh 450', or 'free' at 0. */
export const feeText = (fee: number) => (fee > 0 ? formatKsh(fee) : 'free');

/** One option of a quote: 'Courier (outside Nairobi) KSh 450, 1–3 days'. */
export const optionText = (option: DeliveryOption): string => {
  const fee = Math.max(0, option.fee - (option.fee_discount ?? 0));
  const days = daysText(option.days_min, option.days_max);
  return `${option.name} ${feeText(fee)}${days ? `, ${days}` : ''}`;
};

/** The whole preview line: '1.2 kg, KSh 2,400 of goods, to Kisumu: Courier KSh 450, 1–3 days; Rider KSh 300, same day'. */
export const quoteText = (grams: number, goods: number, countyName: string, options: DeliveryOption[]): string =>
  `${weightText(grams) || '0 g'}, ${formatKsh(goods)} of goods, to ${countyName}: ${options.map(optionText).join('; ')}`;

import type { DiscountCode, DiscountType } from '@shop/api-client';
import { formatKsh } from '../catalog/money';

// Every type the API knows, named; a new one fails the build until it is named here.
export const DISCOUNT_TYPE_NAMES: Record<DiscountType, string> = { percent: 'Percent off', fixed: 'KSh off', free_delivery: 'Free delivery' };
export const discountTypeChoices = Object.entries(DISCOUNT_TYPE_NAMES).map(([id, name]) => ({ id, name }));

/** '10 % off', 'KSh 300 off', 'Free delivery'. */
export const discountWhat = (code: Pick<DiscountCode, 'type' | 'value'>): string =>
  code.type === 'percent' ? `${code.value} % off` : code.type === 'fixed' ? `${formatKsh(code.value)} off` : 'Free delivery';

/** '3 of 10 used', '3 used'. */
export const discountUse = (code: Pick<DiscountCode, 'times_used' | 'usage_limit'>): string =>
  code.usage_limit === null ? `${code.times_used} used` : `${code.times_used} of ${code.usage_limit} used`;

/** '1 Dec 2026, 09:00' from the API's Nairobi time ('2026-12-01T09:00:00+03:00'), read as written (Nairobi). */
export const nairobiTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(match[3])} ${months[Number(match[2]) - 1]} ${match[1]}, ${match[4]}:${match[5]}`;
};

/** 'From 1 Dec 2026, 09:00 to 31 Dec 2026, 23:59 (Nairobi)', or 'Always'. */
export const discountWindow = (code: Pick<DiscountCode, 'starts_at' | 'ends_at'>): string => {
  if (!code.starts_at && !code.ends_at) return 'Always';
  const from = code.starts_at ? `From ${nairobiTime(code.starts_at)}` : '';
  const to = code.ends_at ? `${from ? ' to' : 'Until'} ${nairobiTime(code.ends_at)}` : '';
  return `${from}${to} (Nairobi)`;
};

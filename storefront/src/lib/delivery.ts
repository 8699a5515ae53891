// Delivery methods come from GET /api/delivery-methods/ so the page shows exactly what the
// server charges. normalizeDeliveryMethods accepts the few spellings an API may use.
import type { DeliveryMethod } from '../api/types';
import { toCents } from './money';

export const PICKUP_POINT = 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor';

const DESCRIPTIONS: Record<string, string> = {
  pickup: `Collect from our shop: ${PICKUP_POINT}`,
  rider: 'Delivered by a rider around Nairobi',
  mtaani: 'Pick up at a Pickup Mtaani agent around Nairobi',
  courier: 'Courier delivery outside Nairobi',
};

type RawMethod = Record<string, unknown>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : undefined;
}

function num(v: unknown): number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

export function normalizeDeliveryMethods(raw: unknown): DeliveryMethod[] {
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { results?: unknown }).results)
      ? ((raw as { results: unknown[] }).results)
      : [];
  return list
    .filter((m): m is RawMethod => !!m && typeof m === 'object')
    .map((m) => {
      const code = str(m.code) ?? str(m.id) ?? str(m.value) ?? str(m.method) ?? String(m.id ?? '');
      const label = str(m.label) ?? str(m.name) ?? code;
      const fee = num(m.fee) ?? num(m.price) ?? num(m.amount) ?? 0;
      const freeOver = num(m.free_over) ?? num(m.free_above) ?? num(m.free_threshold) ?? null;
      const flag = [m.requires_address, m.needs_address, m.address_required].find((v) => typeof v === 'boolean');
      const requires = typeof flag === 'boolean' ? flag : code !== 'pickup';
      return {
        code,
        label,
        fee,
        description: str(m.description) ?? DESCRIPTIONS[code],
        free_over: freeOver,
        requires_address: requires,
      };
    })
    .filter((m) => m.code !== '');
}

/** The fee the server will charge for this method on this goods total. */
export function deliveryFee(method: DeliveryMethod | undefined, goodsTotal: number | string): number {
  if (!method) return 0;
  if (method.free_over !== null && method.free_over !== undefined && toCents(goodsTotal) > toCents(method.free_over)) {
    return 0;
  }
  return method.fee;
}

import { isId } from '../common/ids';

/** "KC-000123": what shoppers, staff and Pesapal (merchant reference) call order 123. */
export const orderReference = (id: number): string => `KC-${String(id).padStart(6, '0')}`;

/** The order id a reference names, or null when the text is not a reference. */
export function orderIdFromReference(reference: string): number | null {
  const match = /^KC-(\d{1,12})$/i.exec(reference.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return isId(id) ? id : null;
}

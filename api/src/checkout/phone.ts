/**
 * A Kenyan mobile number in any usual spelling (0712 345 678, 0112345678, +254712345678,
 * 254712345678) as the 2547XXXXXXXX / 2541XXXXXXXX form Pesapal and M-Pesa use; null when it is not one.
 */
export function normaliseKenyanMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

const grouped = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** 'KSh 1,250' — the shop's currency as SPEC.md writes it. */
export const formatKsh = (amount: number | string | null | undefined): string =>
  amount === null || amount === undefined || amount === '' ? '-' : `KSh ${grouped.format(Number(amount))}`;

/** 'KES 1,250' — inventory logs name the currency by its ISO code. */
export const formatKes = (amount: number | string | null | undefined): string =>
  amount === null || amount === undefined || amount === '' ? '-' : `KES ${grouped.format(Number(amount))}`;

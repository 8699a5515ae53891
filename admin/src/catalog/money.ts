const grouped = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** 'KSh 1,250' — the shop's currency as SPEC.md writes it. */
export const formatKsh = (amount: number | string | null | undefined): string =>
  amount === null || amount === undefined || amount === '' ? '-' : `KSh ${grouped.format(Number(amount))}`;

/** 'USD 25.50' — an amount named by its ISO currency code, as payment providers report it. */
export const formatAmount = (amount: number | string | null | undefined, currency: string): string =>
  amount === null || amount === undefined || amount === '' ? '-' : `${currency} ${grouped.format(Number(amount))}`;

/** 'KES 1,250' — inventory logs and payment checks name the shop's currency by its ISO code. */
export const formatKes = (amount: number | string | null | undefined): string => formatAmount(amount, 'KES');

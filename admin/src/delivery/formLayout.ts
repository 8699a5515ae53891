/** Form rows: one column on a phone, pairs side by side from tablets up (as the discount form). */
export const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', '& > *': { flex: '1 1 200px' } } as const;

/** An empty number box is null, not '' or 0. */
export const emptyIsNull = (value: string | number | null) => (value === '' || value === undefined ? null : value);

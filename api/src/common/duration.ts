/** "30 minutes", "1 second": a length of time as the shop writes it to people. */
export function duration(ms: number): string {
  const [amount, unit] = ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.round(ms / 1000), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

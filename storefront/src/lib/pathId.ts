/** A record's id from a page's path ('/product/12'): a whole number above 0, else null, as no record has such an id. */
export function pathId(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

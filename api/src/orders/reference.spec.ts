import { newOrderReference, readOrderReference } from './reference';

describe('order references', () => {
  it('draws eight characters of Crockford base32, different each time', () => {
    const drawn = Array.from({ length: 1000 }, newOrderReference);
    for (const reference of drawn) expect(reference).toMatch(/^KC-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(drawn).size).toBe(1000);
  });

  it('reads a typed reference in any case, with look-alike letters taken as meant', () => {
    expect(readOrderReference(' kc-7k3m9qx2 ')).toBe('KC-7K3M9QX2');
    expect(readOrderReference('KC-7K3MOQXI')).toBe('KC-7K3M0QX1');
    expect(readOrderReference('KC-000123')).toBe('KC-000123');
    expect(readOrderReference('kc-1234567')).toBe('KC-1234567');
  });

  it('refuses anything else', () => {
    expect(readOrderReference('123')).toBeNull();
    expect(readOrderReference('KC-7K3M9QU2')).toBeNull();
    expect(readOrderReference('KC-7K3M9QX')).toBeNull();
    expect(readOrderReference('KC-12a')).toBeNull();
    expect(readOrderReference('KC-1\u0000')).toBeNull();
  });
});

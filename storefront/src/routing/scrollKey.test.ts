import { describe, expect, it } from 'vitest';
import { scrollKeyIn } from './scrollKey';

const home = { key: 'default', pathname: '/', search: '' };
const success = { key: 'default', pathname: '/order-success', search: '?ref=KC-7KQ2M9XD' };

describe('scroll positions', () => {
  it("keeps a visit's position under its history key", () => {
    expect(scrollKeyIn({ afresh: true, at: 1 }, { ...home, key: 'x7f3k2' })).toBe('x7f3k2');
  });

  it("never gives a page opened afresh the first page of an earlier load's position", () => {
    const earlier = scrollKeyIn({ afresh: true, at: 1 }, home);
    expect(scrollKeyIn({ afresh: true, at: 2 }, home)).not.toBe(earlier);
    expect(scrollKeyIn({ afresh: true, at: 2 }, success)).not.toBe(earlier);
    // The same page reloaded, or come back to, still has its own from the previous load.
    expect(scrollKeyIn({ afresh: false, at: 3 }, success)).not.toBe(scrollKeyIn({ afresh: false, at: 3 }, home));
  });

  it('finds a reloaded or come-back-to first page where it was left', () => {
    expect(scrollKeyIn({ afresh: false, at: 2 }, success)).toBe(scrollKeyIn({ afresh: false, at: 3 }, success));
  });
});

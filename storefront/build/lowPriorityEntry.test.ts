import { describe, expect, it } from 'vitest';
import { addLowPriority } from './lowPriorityEntry';

describe('addLowPriority', () => {
  it('asks for the entry script after the pictures', () => {
    expect(addLowPriority('<head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>')).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script></head>',
    );
  });

  it('fails the build when Vite writes the tag differently, rather than leaving the priority out unnoticed', () => {
    expect(() => addLowPriority('<head><script type="module" src="/assets/index-a1.js"></script></head>')).toThrow(/no entry script/);
  });
});

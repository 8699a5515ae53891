import { describe, expect, it } from 'vitest';
import { firstPicturesPainted } from './firstPicturesPainted';

/** A page part with `priorities` pictures the server asked to load first and one lazy one. */
function pageWith(priorities: number): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    Array.from({ length: priorities }, (_, i) => `<img fetchpriority="high" src="/media/products/p${i}.w480.webp" alt="">`).join('') +
    '<img loading="lazy" src="/media/products/later.w480.webp" alt="">';
  return root;
}

/** Whether `promise` has settled `ms` from now. */
const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('firstPicturesPainted', () => {
  it('lets the shop start at once on a page without priority pictures, whatever its lazy ones do', async () => {
    await expect(settledWithin(firstPicturesPainted(pageWith(0)), 20)).resolves.toBe(true);
  });

  it('waits until every priority picture has loaded or failed, then for a frame', async () => {
    const root = pageWith(2);
    const [first, second] = root.querySelectorAll('img');
    const painted = firstPicturesPainted(root, 10_000);
    first.dispatchEvent(new Event('load'));
    expect(await settledWithin(painted, 150)).toBe(false);
    second.dispatchEvent(new Event('error'));
    expect(await settledWithin(painted, 150)).toBe(true);
  });

  it('stops waiting for a picture that hangs after the bound', async () => {
    const painted = firstPicturesPainted(pageWith(1), 200);
    expect(await settledWithin(painted, 100)).toBe(false);
    expect(await settledWithin(painted, 200)).toBe(true);
  });
});

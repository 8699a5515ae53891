/** How long the shop's code waits at most for the first pictures: past it, the page going live matters more. */
export const FIRST_PICTURES_WAIT_MS = 1500;

const nextFrame = () =>
  new Promise<void>((resolve) => {
    // After the frame that paints what has loaded; a tab in the background has no frames, so a timer stands in.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

const settled = (picture: HTMLImageElement) =>
  picture.complete ? Promise.resolve() : new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Resolves once the pictures the server asked to load first (`fetchpriority="high"`: the product's photo, the first
 * cards) have loaded or failed and painted, or after `waitMs`. At once on a page without such pictures.
 */
export function firstPicturesPainted(root: ParentNode = document, waitMs = FIRST_PICTURES_WAIT_MS): Promise<void> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (!pictures.length) return Promise.resolve();
  const loaded = Promise.all(pictures.map(settled)).then(nextFrame);
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

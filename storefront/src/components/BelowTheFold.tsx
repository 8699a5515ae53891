import { Suspense, use, type ReactNode } from 'react';

/** What the sections below the fold wait for while a server-rendered page hydrates; null the rest of the time. */
let held: Promise<void> | null = null;

/**
 * Makes the sections under <BelowTheFold> wait while a server-rendered page hydrates; the returned function
 * lets them hydrate (main.tsx calls it once the rest of the page is live). From then on a tap on one that
 * has not hydrated yet makes React hydrate it at once and answer the tap.
 */
export function holdBelowTheFold(): () => void {
  let resolve!: () => void;
  held = new Promise<void>((settle) => (resolve = settle));
  return () => {
    held = null;
    resolve();
  };
}

function Wait({ children }: { children: ReactNode }) {
  // Nothing to wait for on the server, in a page the browser renders itself, or once released.
  if (held) use(held);
  return children;
}

/**
 * A part of the page below the fold. While the page hydrates it keeps the server's HTML as it is, and React
 * hydrates it afterwards in tasks of its own: its rendering, effects and layout reads stay out of the one
 * long task that makes the rest of the page live.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Wait>{children}</Wait>
    </Suspense>
  );
}

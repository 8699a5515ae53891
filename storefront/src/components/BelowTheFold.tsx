import { Suspense, use, type ReactNode } from 'react';

/** What the sections below the fold wait for while a server-rendered page hydrates; null the rest of the time. */
let held: Promise<void> | null = null;

/**
 * Makes the sections under <BelowTheFold> wait while a server-rendered page hydrates; the returned function
 * lets them hydrate (main.tsx calls it once the rest of the page is live, after its first paint).
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
 * A part of the page below the fold. While the page hydrates it keeps the server's HTML as it is (Preact keeps
 * the DOM of a component that suspends while hydrating: the first element it rendered, so wrap one element), and
 * it hydrates afterwards in a task of its own: its rendering, effects and layout reads stay out of the task that
 * makes the rest of the page live.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Wait>{children}</Wait>
    </Suspense>
  );
}

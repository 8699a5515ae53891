import { Suspense, use, type ReactNode } from 'react';

/** React's `use` takes a promise marked fulfilled (`status`, `value`) at once, without waiting a microtask. */
const fulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled' as const, value: undefined });

const OPEN = fulfilled(Promise.resolve());

/** Open on the server, in a page the browser renders itself and after hydration: nothing waits then. */
let gate: Promise<void> = OPEN;

/** Events that make React hydrate the part they land on at once: a tap or key there opens the gate first. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Makes the sections under <BelowTheFold> wait while a server-rendered page hydrates; the returned function
 * lets them hydrate (main.tsx calls it once the rest of the page is live). A tap or key press opens them
 * earlier, so that React can hydrate the part it lands on and answer it.
 */
export function holdBelowTheFold(): () => void {
  let resolve!: () => void;
  const held = new Promise<void>((settle) => (resolve = settle));
  const release = () => {
    FIRST_INPUT.forEach((type) => window.removeEventListener(type, release, true));
    // Fulfilled at once, not a microtask later: React may hydrate in this very event.
    fulfilled(held);
    gate = OPEN;
    resolve();
  };
  FIRST_INPUT.forEach((type) => window.addEventListener(type, release, true));
  gate = held;
  return release;
}

function Wait({ children }: { children: ReactNode }) {
  use(gate);
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

import { Suspense, use, useEffect, type ReactNode } from 'react';

/**
 * The parts of a server-rendered page that hydrate after the layout, in this order, each in a task of its own: the
 * page's content (`<main>`), the header's toolbar, then what lies below the fold. Preact hydrates a tree in one go;
 * in one task a phone spends some 400 ms on it, and the shopper's first tap waits behind it (Lighthouse's TBT).
 */
const STAGES = ['page', 'header', 'belowTheFold'] as const;
export type HydrationStage = (typeof STAGES)[number];

/** What each stage waits for while a server-rendered page hydrates; none the rest of the time. */
const held = new Map<HydrationStage, Promise<void>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes the stages wait while a server-rendered page hydrates; the returned function lets them hydrate, one stage a
 * task (main.tsx calls it once the layout has hydrated).
 */
export function holdHydration(): () => void {
  const releases = STAGES.map((stage) => {
    let release!: () => void;
    held.set(stage, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      held.delete(stage);
      release();
    };
  });
  return () => void releases.reduce((previous, release) => previous.then(nextTask).then(release), Promise.resolve());
}

function Wait({ stage, children }: { stage: HydrationStage; children: ReactNode }) {
  // Nothing to wait for on the server, in a page the browser renders itself, or once released.
  const waiting = held.get(stage);
  if (waiting) use(waiting);
  return children;
}

/**
 * A part of the page that hydrates in its stage. Until then it keeps the server's HTML as it is (Preact keeps the DOM
 * of a component that suspends while hydrating: the first element it rendered, so wrap one element); then its
 * rendering, effects and layout reads run in a task of their own.
 */
export function HydrateLater({ stage, children }: { stage: HydrationStage; children: ReactNode }) {
  return (
    <Suspense>
      <Wait stage={stage}>{children}</Wait>
    </Suspense>
  );
}

/** A part of the page below the fold: it hydrates last. */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <HydrateLater stage="belowTheFold">{children}</HydrateLater>;
}

/**
 * Marks the page once the app runs it (hydrated, or rendered in the browser): before that a tap reaches only the
 * server's HTML. Browser tests wait for the mark. It sits in the header's toolbar, the last stage above the fold,
 * so the mark follows the page's content and the toolbar.
 */
export function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

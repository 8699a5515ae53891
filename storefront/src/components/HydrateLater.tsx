import { Suspense, use, useEffect, useState, type ReactNode } from 'react';

/**
 * Preact hydrates a tree in one go: in one task a phone spends some 400 ms on a page, and the shopper's first tap
 * waits behind it (Lighthouse's TBT). So a server-rendered page hydrates in slices, a task each, after the layout:
 * each part wrapped in HydrateLater is a slice (a home section, a product card). Slices go by stage, then in the
 * order they rendered: the page's content (`<main>`, then the slices inside it as they appear), the header's
 * toolbar, then what lies below the fold.
 */
const STAGES = ['page', 'header', 'belowTheFold'] as const;
export type HydrationStage = (typeof STAGES)[number];

interface Slice {
  stage: number;
  release: () => void;
}

/** The slices still waiting while a server-rendered page hydrates, in render order; null the rest of the time. */
let waiting: Slice[] | null = null;

/** The page the server rendered (path and query), which the slices hydrate; another page renders at once. */
let servedPage = '';
const currentPage = (): string => `${window.location.pathname}${window.location.search}`;

/** Settles once a server-rendered page has hydrated every slice; at once in a page the browser renders itself. */
let hydrated: Promise<void> = Promise.resolve();

/**
 * What the server could not know (the browser's storage, the address's #hash, the scroll position) waits for this
 * before it changes what the page shows. A slice hydrates with the props and context it has at its turn, and Preact
 * does not patch attributes while hydrating: a change made before then would leave the server's attributes in place
 * (a cart link still named "Cart (0 items)").
 */
export const whenHydrated = (): Promise<void> => hydrated;

type Scheduler = { yield?: () => Promise<void> };

/** A new task, soon: `scheduler.yield()` where the browser has it, else a message (a timeout would wait 4 ms). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Makes the slices wait while a server-rendered page hydrates; the returned function lets them hydrate, one slice a
 * task (boot/startShop.tsx calls it once the layout has hydrated).
 */
export function holdHydration(): () => void {
  const queue: Slice[] = [];
  waiting = queue;
  servedPage = currentPage();
  let allHydrated!: () => void;
  hydrated = new Promise<void>((resolve) => (allHydrated = resolve));
  return () =>
    void (async () => {
      // A slice's render (in the microtasks after its release) adds the slices inside it before the next task.
      for (;;) {
        await nextTask();
        if (queue.length === 0) break;
        const next = queue.reduce((first, slice) => (slice.stage < first.stage ? slice : first));
        queue.splice(queue.indexOf(next), 1);
        next.release();
      }
      waiting = null;
      allHydrated();
    })();
}

/**
 * A place in the queue while the page hydrates, and what it waits for; none on the server or in a page rendered here.
 * A link tapped in a part already hydrated opens the next page while the rest still wait: its parts have no server
 * HTML to keep, so they render at once rather than blank until their turn.
 */
function takePlace(stage: HydrationStage): Promise<void> | undefined {
  if (!waiting || currentPage() !== servedPage) return undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  waiting.push({ stage: STAGES.indexOf(stage), release });
  return released;
}

function Wait({ until, children }: { until: Promise<void> | undefined; children: ReactNode }) {
  if (until) use(until);
  return children;
}

/**
 * A part of the page that hydrates in a task of its own, in its stage (the page's content unless told). Until then it
 * keeps the server's HTML as it is (Preact keeps the DOM of a component that suspends while hydrating: the first
 * element it rendered, so wrap one element); then its rendering, effects and layout reads run. A tap before that is
 * the plain HTML's: a link navigates, a button does nothing yet.
 */
export function HydrateLater({ stage = 'page', children }: { stage?: HydrationStage; children: ReactNode }) {
  // Taken once, here: the part inside suspends and renders again, this does not.
  const [until] = useState(() => takePlace(stage));
  return (
    <Suspense>
      <Wait until={until}>{children}</Wait>
    </Suspense>
  );
}

/** A part of the page below the fold: it hydrates last. */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <HydrateLater stage="belowTheFold">{children}</HydrateLater>;
}

/**
 * Marks the page once the app runs it (hydrated, or rendered in the browser): before that a tap reaches only the
 * server's HTML. Browser tests wait for the mark. It sits in the header's menu row, the last slice above the fold,
 * so the mark follows the page's content, every slice inside it, and the header.
 */
export function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

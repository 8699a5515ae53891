import { useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrateLater, holdHydration, whenHydrated, type HydrationStage } from './HydrateLater';

/** The tasks the slices wait for (`scheduler.yield()`), run one at a time by the test. */
let tasks: (() => void)[] = [];
const flushMicrotasks = () => act(async () => {});
/** Runs the next task the slices wait for, and what it sets off before the next. */
async function runTask() {
  const task = tasks.shift();
  if (!task) throw new Error('no task waiting');
  task();
  await flushMicrotasks();
}

beforeEach(() => {
  tasks = [];
  (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) };
});
afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  document.body.innerHTML = '';
});

/** The parts that rendered in the browser, in order. */
let rendered: string[] = [];

/** A slice's one element, with a button that counts its taps once hydrated. */
function Part({ name, children }: { name: string; children?: ReactNode }) {
  const [taps, setTaps] = useState(0);
  if (typeof window !== 'undefined' && !import.meta.env.SSR) rendered.push(name);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {name} {taps}
      </button>
      {children}
    </section>
  );
}

const slice = (name: string, stage?: HydrationStage, children?: ReactNode) => (
  <HydrateLater stage={stage}>
    <Part name={name}>{children}</Part>
  </HydrateLater>
);

/** A layout as the shop's: the header first in the markup, then the page with slices inside, then the footer. */
function Page({ extra }: { extra?: string }) {
  return (
    <div data-extra={extra}>
      {slice('header', 'header')}
      {slice('main', 'page', [slice('hero', 'page'), slice('cards', 'page', slice('card', 'page')), slice('tabs', 'belowTheFold')])}
      {slice('footer', 'belowTheFold')}
    </div>
  );
}

/** The page as the server sent it, in a container of the document. */
function served(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`[aria-label="${name}"] > button`)!;

describe('HydrateLater', () => {
  it('hydrates a server-rendered page a slice a task: the content and the slices inside it in render order, then the header, then below the fold', async () => {
    const container = served();
    const html = container.innerHTML;
    const nodes = [...container.querySelectorAll('*')];
    rendered = [];
    const release = holdHydration();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(rendered).toEqual([]);
    release();

    const order: string[][] = [];
    while (tasks.length > 0) {
      rendered = [];
      await runTask();
      order.push(rendered);
    }
    // One slice a task. A slice's own slices join the queue as it renders (the tabs after the footer, which the
    // layout rendered before); the last task finds the queue empty.
    expect(order).toEqual([['main'], ['hero'], ['cards'], ['card'], ['header'], ['footer'], ['tabs'], []]);
    // The server's nodes, kept: nothing rendered twice, nothing moved.
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
  });

  it('leaves a part as the server sent it until its turn: a tap does nothing yet, then works', async () => {
    const container = served();
    const release = holdHydration();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    release();
    await runTask(); // main
    await act(async () => button(container, 'hero').click());
    expect(button(container, 'hero')).toHaveTextContent('hero 0');
    await act(async () => button(container, 'main').click());
    expect(button(container, 'main')).toHaveTextContent('main 1');

    await runTask(); // hero
    await act(async () => button(container, 'hero').click());
    expect(button(container, 'hero')).toHaveTextContent('hero 1');
    while (tasks.length > 0) await runTask();
  });

  it('keeps a waiting part intact when the part around it renders again', async () => {
    const container = served();
    const html = container.innerHTML;
    let setExtra!: (value: string) => void;
    function Changing() {
      const [extra, set] = useState<string>();
      setExtra = set;
      return <Page extra={extra} />;
    }
    const release = holdHydration();
    await act(async () => {
      hydrateRoot(container, <Changing />);
    });
    await act(async () => setExtra('again'));
    expect(container.firstElementChild).toHaveAttribute('data-extra', 'again');
    release();
    await runTask(); // main
    await act(async () => setExtra('and again'));
    while (tasks.length > 0) await runTask();

    expect(container.innerHTML).toBe(html.replace('<div>', '<div data-extra="and again">'));
    await act(async () => button(container, 'card').click());
    expect(button(container, 'card')).toHaveTextContent('card 1');
  });

  it('tells when every slice has hydrated, for what the server could not know (storage, the #hash) to wait for', async () => {
    const container = served();
    const release = holdHydration();
    let done = false;
    void whenHydrated().then(() => (done = true));
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    release();
    let turns = 0;
    while (tasks.length > 0) {
      expect(done).toBe(false);
      await runTask();
      turns++;
    }
    await flushMicrotasks();
    expect(done).toBe(true);
    expect(turns).toBe(8); // seven slices, then the task that finds none left
  });

  it('renders the next page at once when a link is followed while the served page still hydrates', async () => {
    const container = served();
    let open!: (page: 'served' | 'next') => void;
    function Navigating() {
      const [page, setPage] = useState<'served' | 'next'>('served');
      open = setPage;
      return page === 'served' ? <Page /> : <div>{slice('next page', 'page', slice('its cards', 'page'))}</div>;
    }
    const release = holdHydration();
    await act(async () => {
      hydrateRoot(container, <Navigating />);
    });
    release();
    await runTask(); // main
    rendered = [];
    window.history.pushState(null, '', '/next-page');
    try {
      await act(async () => open('next'));
      // Nothing blank: the next page and the parts inside it render in this task, without waiting in the queue.
      expect(rendered).toEqual(['next page', 'its cards']);
      expect(button(container, 'its cards')).toHaveTextContent('its cards 0');
      while (tasks.length > 0) await runTask();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('renders a page the browser renders itself at once, with no waiting', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    rendered = [];
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(rendered).toEqual(['header', 'main', 'hero', 'cards', 'card', 'tabs', 'footer']);
    expect(tasks).toHaveLength(0);
  });
});

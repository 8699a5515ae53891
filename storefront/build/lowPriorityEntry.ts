// The entry script (src/main.tsx) only waits for the page's first pictures before it asks for the shop's code, so it
// need not be fetched ahead of them: `fetchpriority="low"` lets the pictures go first on a slow line, and the first
// paint never waits for it. Vite writes the tag itself (dropping attributes from index.html), so it is added here.
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src=/;

export function addLowPriority(html: string): string {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry script to give a low priority to');
  return html.replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin src=');
}

export const lowPriorityEntry = (): Plugin => ({ name: 'low-priority-entry', apply: 'build', transformIndexHtml: { order: 'post', handler: addLowPriority } });

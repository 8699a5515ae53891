// A render thread: renders storefront pages with the storefront's server build, off the main thread. The page's
// data reads come back to the main thread, which answers them in its own process (in-process-fetch.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { FromRenderThread, PageRenderer, ToRenderThread } from './render-messages';

const port = parentPort!;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the storefront's build, found at run time
const renderer = require((workerData as { rendererFile: string }).rendererFile) as PageRenderer;
const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let lastFetch = 0;
const fetching = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();

/** The renderer's fetch: asks the main thread, which holds the app and its caches. */
const fetchFromMainThread = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = input instanceof Request && !init ? input : new Request(input, init);
  const body = request.body ? await request.arrayBuffer() : null;
  const id = ++lastFetch;
  const answer = new Promise<Response>((resolve, reject) => fetching.set(id, { resolve, reject }));
  post({ kind: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body }, body ? [body] : []);
  return answer;
};

port.on('message', (message: ToRenderThread) => {
  if (message.kind === 'render') {
    renderer.renderPage({ ...message.request, fetch: fetchFromMainThread }).then(
      (html) => post({ kind: 'rendered', id: message.id, html }),
      (error: Error) => post({ kind: 'render-failed', id: message.id, stack: error.stack ?? String(error) }),
    );
    return;
  }
  const waiting = fetching.get(message.id);
  fetching.delete(message.id);
  if (message.kind === 'fetched') waiting?.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
  else waiting?.reject(new Error(message.message));
});

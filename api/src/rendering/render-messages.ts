/** What the storefront's renderer (storefront/src/ssr/entry-server.tsx) is asked: the page, and where its data comes from. */
export interface PageRequest {
  /** Path and query of the page, as asked for. */
  url: string;
  /** This server's own address; the renderer reads the page's data from there unless `fetch` answers it. */
  apiOrigin: string;
  /** The built index.html with the page's head in it. */
  template: string;
  /** Answers the page's API reads inside this process (no HTTP round trip to itself). */
  fetch?: typeof fetch;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<string | null>;
}

/** What became of a page asked of the renderer; `browser` is a page the browser renders itself (the cart, say). */
export type RenderOutcome = 'rendered' | 'browser' | 'failed' | 'shed';

/** A page's request as it crosses to a render thread: everything but its fetch, which the thread asks back for. */
export type ThreadPageRequest = Omit<PageRequest, 'fetch'>;

export type ToRenderThread =
  | { kind: 'render'; id: number; request: ThreadPageRequest }
  | { kind: 'fetched'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'fetch-failed'; id: number; message: string };

export type FromRenderThread =
  | { kind: 'rendered'; id: number; html: string | null }
  | { kind: 'render-failed'; id: number; stack: string }
  | { kind: 'fetch'; id: number; url: string; method: string; headers: [string, string][]; body: ArrayBuffer | null };

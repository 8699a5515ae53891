import { Logger } from '@nestjs/common';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromRenderThread, PageRenderer, PageRequest, ToRenderThread } from './render-messages';

interface RenderThread {
  worker: Worker;
  /** Renders sent to it and not answered yet. */
  renders: Map<number, { resolve: (html: string | null) => void; reject: (error: Error) => void }>;
}

/** The thread's own file: compiled JavaScript in a build, TypeScript (through ts-node) when the tests run the sources. */
const THREAD_FILE = path.join(__dirname, `render-thread${path.extname(__filename)}`);

/**
 * Renders pages on `size` threads, so a page render (React and its styles: about 10 ms of CPU) uses every core
 * instead of queueing on the one that answers requests. The threads start on the first render; each page's data
 * reads come back to this thread and are answered by `fetch` (the app in this process, with its caches).
 * A thread that dies fails its renders (the page then goes out for the browser to render) and is replaced.
 */
export class RenderThreads implements PageRenderer {
  private readonly logger = new Logger(RenderThreads.name);
  private threads: RenderThread[] = [];
  private lastId = 0;
  private closed = false;

  constructor(
    private readonly rendererFile: string,
    private readonly size: number,
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  renderPage({ fetch: _ownFetch, ...request }: PageRequest): Promise<string | null> {
    if (this.closed) return Promise.reject(new Error('the render threads are stopped'));
    const thread = this.leastBusy();
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      thread.renders.set(id, { resolve, reject });
      thread.worker.postMessage({ kind: 'render', id, request } satisfies ToRenderThread);
    });
  }

  /** Stops every thread; renders still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private leastBusy(): RenderThread {
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((best, thread) => (thread.renders.size < best.renders.size ? thread : best));
  }

  private start(): RenderThread {
    const worker = new Worker(THREAD_FILE, {
      workerData: { rendererFile: this.rendererFile },
      execArgv: THREAD_FILE.endsWith('.ts') ? ['--require', 'ts-node/register/transpile-only'] : [],
    });
    // Never what keeps the process running.
    worker.unref();
    const thread: RenderThread = { worker, renders: new Map() };
    worker.on('message', (message: FromRenderThread) => this.answer(thread, message));
    worker.on('error', (error) => this.logger.error(`A render thread failed: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => {
      this.threads = this.threads.filter((other) => other !== thread);
      for (const { reject } of thread.renders.values()) reject(new Error(`the render thread stopped (exit code ${code})`));
      thread.renders.clear();
    });
    this.threads.push(thread);
    return thread;
  }

  private answer(thread: RenderThread, message: FromRenderThread): void {
    if (message.kind === 'fetch') {
      void this.answerFetch(thread.worker, message);
      return;
    }
    const render = thread.renders.get(message.id);
    thread.renders.delete(message.id);
    if (message.kind === 'rendered') return render?.resolve(message.html);
    const error = new Error('render failed in its thread');
    error.stack = message.stack;
    render?.reject(error);
  }

  private async answerFetch(worker: Worker, { id, url, method, headers, body }: Extract<FromRenderThread, { kind: 'fetch' }>): Promise<void> {
    try {
      const response = await this.fetch(url, { method, headers, body });
      const bytes = response.body ? await response.arrayBuffer() : null;
      worker.postMessage({ kind: 'fetched', id, status: response.status, headers: [...response.headers], body: bytes } satisfies ToRenderThread, bytes ? [bytes] : []);
    } catch (error) {
      worker.postMessage({ kind: 'fetch-failed', id, message: (error as Error).message } satisfies ToRenderThread);
    }
  }
}

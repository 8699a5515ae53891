/** Waits before each new attempt: a phone's connection that dropped is often back within seconds. */
const RETRY_DELAYS_MS = [1000, 3000, 9000];

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** When the browser knows it is offline, the next attempt waits for the connection to come back too. */
function online(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** `load`, asked again after each delay while it fails; the last failure is the answer. */
export async function retried<T>(load: () => Promise<T>, delaysMs: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (const wait of delaysMs) {
    try {
      return await load();
    } catch {
      await delay(wait);
      await online();
    }
  }
  return load();
}

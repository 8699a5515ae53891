/** Longest an answer waits for work after its commit (queueing a timer, telling others); sweepers are the guarantee. */
export const AFTER_COMMIT_WAIT_MS = 100;

/**
 * Waits for `work` at most AFTER_COMMIT_WAIT_MS; past that the answer goes and the work finishes on its own.
 * `work` must handle its own failure (an unhandled one would be lost here).
 */
export async function afterCommitWork(work: Promise<unknown>, waitMs = AFTER_COMMIT_WAIT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

import { INestApplicationContext, Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

let stopping = false;

/** This process got SIGTERM or SIGINT: readiness answers 503 from then on, the load balancer's cue to send no more. */
export const isStopping = (): boolean => stopping;

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once while the server keeps accepting and answering for
 * `delayMs` (the load balancer's time to notice: connections it already opened, even those the kernel
 * accepted but the process had not yet, are answered). Then stop taking connections and let the requests
 * in flight finish, close the application (jobs in flight finish before the database and Redis clients
 * close; see the modules' shutdown hooks) and exit 0. Nest's enableShutdownHooks would run module
 * destroy hooks while requests still come in and end by re-raising the signal. A second signal ends the
 * process at once.
 */
export function shutDownGracefully(app: INestApplicationContext, server?: Server, delayMs = 0): void {
  const logger = new Logger('Shutdown');
  const shutDown = async (signal: NodeJS.Signals) => {
    for (const other of SIGNALS) process.removeListener(other, shutDown);
    stopping = true;
    try {
      if (server && delayMs > 0) {
        logger.log(`${signal}: not ready; still answering for ${delayMs} ms`);
        await sleep(delayMs);
      }
      logger.log(`${signal}: finishing the requests and jobs in flight`);
      if (server) await closeServer(server);
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${(error as Error).stack ?? error}`);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.once(signal, shutDown);
}

/**
 * Stops listening and waits for the requests in flight. close() ends the idle keep-alive connections, but one
 * busy now would stay open for its keep-alive timeout after answering: each is ended as soon as it is idle.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const endIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(endIdle);
      resolve();
    });
  });
}

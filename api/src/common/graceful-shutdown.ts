import { INestApplicationContext, Logger } from '@nestjs/common';
import type { Server } from 'node:http';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT: stop taking connections and let the requests in flight finish, then close the
 * application (jobs in flight finish before the database and Redis clients close; see the modules'
 * shutdown hooks) and exit 0. Nest's enableShutdownHooks would run module destroy hooks while
 * requests still come in and end by re-raising the signal. A second signal ends the process at once.
 */
export function shutDownGracefully(app: INestApplicationContext, server?: Server): void {
  const logger = new Logger('Shutdown');
  const shutDown = async (signal: NodeJS.Signals) => {
    for (const other of SIGNALS) process.removeListener(other, shutDown);
    logger.log(`${signal}: finishing the requests and jobs in flight`);
    try {
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

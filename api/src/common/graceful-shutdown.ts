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
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${(error as Error).stack ?? error}`);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.once(signal, shutDown);
}

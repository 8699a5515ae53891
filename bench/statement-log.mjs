// Statements per order for `npm run bench` on PostgreSQL, counted by PostgreSQL itself: the bench's database logs
// every statement it runs (`ALTER DATABASE … SET log_statement = 'all'`, a per-database setting that leaves other
// databases alone), and the count is the server log's statement lines from that database's sessions in a window.
// pg_stat_statements would need shared_preload_libraries, a server-wide change. The log file is the Debian
// cluster's (BENCH_PG_LOG to name another); where it cannot be read, no count is given.
import * as fs from 'node:fs';
import pg from 'pg';

const LOG_FILE = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
/** BENCH_STATEMENT_SHAPES=FILE: the selling window's logged messages, counted by their first 160 characters. */
const SHAPES_FILE = process.env.BENCH_STATEMENT_SHAPES;
/**
 * One statement as `log_statement` writes it: a simple query (`statement:`) or an extended one's execute, after the
 * line prefix (Debian's `%m [%p] %q%u@%d `: time, process id, then user@database).
 */
const STATEMENT_LINE = /^(\S+ \S+) (\S+) \[(\d+)\] (?:\S*@(\S*) )?LOG: {2}(?:statement|execute [^:]*):/;

/** A log line's time (`%m`) in ms since the epoch; the cluster logs in UTC (Debian's default `log_timezone`). */
const loggedAt = (time, zone) => (zone === 'UTC' ? Date.parse(`${time.replace(' ', 'T')}Z`) : NaN);

/**
 * `work` on a connection to the same server's `postgres` database, handed the bench database's name: its own
 * statements (the sessions' look-ups during a sale) are logged under another database, so they are never counted.
 */
async function withAdmin(databaseUrl, work) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, new URL(databaseUrl).pathname.slice(1));
  } finally {
    await client.end();
  }
}

/** From the next session on, the database of `databaseUrl` logs every statement. */
export function logEveryStatement(databaseUrl) {
  return withAdmin(databaseUrl, (client, name) => client.query(`ALTER DATABASE "${name}" SET log_statement = 'all'`));
}

/** The database's sessions now (the API's pooled connections). */
const sessions = (databaseUrl) =>
  withAdmin(databaseUrl, async (client, name) => (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((row) => String(row.pid)));

/**
 * A counter of the statements the database's sessions run between `mark()` and `since(mark)`; null when the
 * server log cannot be read here. With `count` false it only names the sessions (`mark().pids`) and counts nothing
 * (`since` answers undefined): for a run without the statement log, which costs the database itself.
 */
export function statementCounter(databaseUrl, { count = true } = {}) {
  if (!count) return { mark: async () => ({ pids: await sessions(databaseUrl) }), since: async () => undefined };
  try {
    fs.accessSync(LOG_FILE, fs.constants.R_OK);
  } catch {
    return null;
  }
  return {
    async mark() {
      return { offset: fs.statSync(LOG_FILE).size, pids: await sessions(databaseUrl) };
    },
    /** `until` (ms since the epoch): only the statements logged up to then. */
    async since(mark, until = Infinity) {
      const shapes = SHAPES_FILE ? new Map() : undefined;
      const database = new URL(databaseUrl).pathname.slice(1);
      const pids = new Set([...mark.pids, ...(await sessions(databaseUrl))]);
      const end = fs.statSync(LOG_FILE).size;
      const buffer = Buffer.alloc(end - mark.offset);
      const file = fs.openSync(LOG_FILE, 'r');
      try {
        fs.readSync(file, buffer, 0, buffer.length, mark.offset);
      } finally {
        fs.closeSync(file);
      }
      let count = 0;
      const lines = buffer.toString('utf8').split('\n');
      for (const [index, line] of lines.entries()) {
        const match = STATEMENT_LINE.exec(line);
        if (!match) continue;
        const [prefix, time, zone, pid, named] = match;
        if (until !== Infinity) {
          const at = loggedAt(time, zone);
          if (Number.isNaN(at)) return undefined;
          // Each session stamps its own lines, so the log's order is the time's only within a few microseconds.
          if (at > until) continue;
        }
        // The database where the prefix names it, else the sessions seen at either end of the window.
        if (named !== undefined ? named !== database : !pids.has(pid)) continue;
        const message = messageOf(line.slice(prefix.length), lines.slice(index + 1));
        count += statementsIn(message);
        const shape = message.slice(0, 160);
        if (shapes && until !== Infinity) shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      }
      if (shapes && until !== Infinity) writeShapes(shapes);
      return count;
    },
  };
}

/** A logged message's text: its first line's and those after it that start with a tab, as one line. */
function messageOf(first, following) {
  let text = first;
  for (const line of following) {
    if (!line.startsWith('\t')) break;
    text += ` ${line}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * How many statements one logged message holds: a simple query may carry several, `;`-separated (the checkout's stock
 * take and COMMIT, issue 35). Counted at each `;` outside a quoted string, an empty rest not counted.
 */
function statementsIn(text) {
  let count = 0;
  let quoted = false;
  let rest = '';
  for (const character of text) {
    if (character === "'") quoted = !quoted;
    if (character === ';' && !quoted) {
      if (rest.trim()) count++;
      rest = '';
    } else rest += character;
  }
  return count + (rest.trim() ? 1 : 0) || 1;
}

/** The selling window's messages by their start, most frequent first: where an order's statements go. */
function writeShapes(shapes) {
  const lines = [...shapes].sort((a, b) => b[1] - a[1]).map(([text, times]) => `${times}\t${text}`);
  fs.writeFileSync(SHAPES_FILE, `${lines.join('\n')}\n`);
}

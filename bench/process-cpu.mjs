import * as fs from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux this shop runs on). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat: the API under test's own
 * cost, apart from the database's and the load generator's, which share the machine. Undefined where /proc is not.
 */
export function processCpuMs(pid) {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time (ms) the whole machine has spent busy so far, over all cores (user, nice, system, irq, softirq,
 * steal from /proc/stat): with the processes' own figures, how much went to others in the same window.
 */
export function machineBusyMs() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

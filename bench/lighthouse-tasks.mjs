// Where a page's main-thread time goes, in Lighthouse's own task model (issue 31: "Other" and "Unattributable"):
//   node bench/lighthouse-tasks.mjs [path]               this checkout's build on a throwaway shop (port 3953), default `/`
//   node bench/lighthouse-tasks.mjs [path] --repo DIR    another checkout's build (e.g. a `git worktree` of an earlier commit)
// Runs Lighthouse's mobile profile once, prints its breakdown and boot-up time (simulated), then rebuilds its task tree
// from the same trace and prints the observed time: the "Other" group's self time by trace event, the tasks the app's
// script ran in (hydration: microtasks or a timer) in order, and the longest top-level tasks with what ran in them.
// Each task is its wall time and the main thread's CPU time in it: on a busy machine the page is
// descheduled inside its tasks, which lengthens the wall time (what Lighthouse counts) but not the CPU time.
// Beside each long task: the CPU the browser's other threads took in its window (two cores, shared).
// Figures depend on the machine; nothing here is a pass/fail test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { option, startShop } from '../scripts/storefront-pages.mjs';

const target = process.argv.slice(2).find((arg, at, args) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'));
const shop = await startShop({ repo: option('repo'), port: 3953 });
const url = shop.baseUrl + (target ?? '/');
// The page once before it is measured, so the server has rendered and kept it.
await fetch(url);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const ms = (value) => `${Math.round(value)} ms`;

/**
 * CPU (ms) each other thread of the browser spent inside a task's window, from their own top-level trace events
 * (the browser process relaying the trace, the compositor, thread pools): on two cores they take turns with the page.
 */
function threadsBeside(events) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args.name);
    if (event.ph === 'M' && event.name === 'process_name') names.set(String(event.pid), event.args.name);
  }
  const topLevel = events.filter((event) => event.ph === 'X' && event.dur > 0 && ['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask'].includes(event.name));
  return (task) => {
    const [from, to] = [task.ts, task.ts + task.dur];
    const busy = new Map();
    for (const event of topLevel) {
      const overlap = Math.min(event.ts + event.dur, to) - Math.max(event.ts, from);
      if (overlap <= 0 || (event.pid === task.pid && event.tid === task.tid)) continue;
      const thread = `${names.get(String(event.pid)) ?? event.pid} ${names.get(`${event.pid}:${event.tid}`) ?? event.tid}`;
      busy.set(thread, (busy.get(thread) ?? 0) + ((event.tdur ?? event.dur) * overlap) / event.dur / 1000);
    }
    return [...busy].filter(([, time]) => time >= 0.5).sort((a, b) => b[1] - a[1]).slice(0, 4);
  };
}
try {
  const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
  const audits = lhr.audits;
  console.log(`${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${ms(audits['total-blocking-time'].numericValue)} (Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent})`);
  console.log(`simulated main thread: ${audits['mainthread-work-breakdown'].details.items.map((item) => `${item.group} ${ms(item.duration)}`).join(', ')}`);
  console.log(`simulated boot-up: ${audits['bootup-time'].details.items.map((item) => `${item.url.split('/').pop() || '(page)'} ${ms(item.total)}`).join(', ')}`);

  const trace = await TraceProcessor.processTrace(artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(trace.mainThreadEvents, trace.frames, trace.timestamps.traceEnd, trace.timestamps.timeOrigin);
  const other = new Map();
  let observed = 0;
  for (const task of tasks) {
    observed += task.selfTime;
    if (task.group.id === 'other') other.set(task.event.name, (other.get(task.event.name) ?? 0) + task.selfTime);
  }
  const otherTotal = [...other.values()].reduce((sum, time) => sum + time, 0);
  console.log(`observed main thread: ${ms(observed)}, of which "Other" ${ms(otherTotal)}: ${[...other].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, time]) => `${name} ${ms(time)}`).join(', ')}`);
  const describe = (task, depth) => {
    const data = task.event.args?.data ?? {};
    const what = [data.type, data.functionName, data.url?.split('/').pop()].filter(Boolean).join(' ');
    const line = `${'  '.repeat(depth)}${task.event.name}${what ? ` [${what}]` : ''} ${task.duration.toFixed(1)} ms (self ${task.selfTime.toFixed(1)}${depth === 1 ? `, CPU ${cpu(task).toFixed(1)}` : ''})`;
    const children = depth < 2 ? task.children.filter((child) => child.duration > 2).map((child) => describe(child, depth + 1)) : [];
    return [line, ...children].join('\n');
  };
  const top = tasks.filter((candidate) => !candidate.parent);
  const cpu = (task) => (task.event.tdur ?? task.event.dur) / 1000;
  const scripted = top.filter((task) => task.children.some((child) => ['RunMicrotasks', 'TimerFire'].includes(child.event.name) && child.duration > 0.6 * task.duration));
  const sum = (list, of) => list.reduce((total, task) => total + of(task), 0);
  console.log(`the app's script tasks (microtasks or a timer): ${scripted.length}, ${ms(sum(scripted, (task) => task.duration))} (CPU ${ms(sum(scripted, cpu))}); over 4 ms, in order:`);
  for (const task of scripted.filter((candidate) => candidate.duration > 4)) console.log(`  at ${ms(task.startTime - top[0].startTime)}: ${task.duration.toFixed(1)} ms (CPU ${cpu(task).toFixed(1)})`);
  console.log('longest top-level tasks, observed, and the CPU Chromium\'s other threads took beside each:');
  const beside = threadsBeside(artifacts.Trace.traceEvents);
  for (const task of tasks.filter((candidate) => !candidate.parent).sort((a, b) => b.duration - a.duration).slice(0, 6)) {
    console.log(describe(task, 1));
    console.log(`    beside it: ${beside(task.event).map(([thread, time]) => `${thread} ${time.toFixed(1)}`).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

// Issue 35, fifth sitting: how fast a busy Node HTTP server accepts a burst of new connections (no shop involved).
// `node accept-burst.mjs` on port 4150: 50 keep-alive clients keep the event loop busy (each request 5 ms of CPU over
// four turns), then 150 connections open at once; it prints how long the server took to accept them all.
// 2026-11-30, Node 20.20.2: 9,768 ms. Since libuv 1.45 a listening socket accepts one connection per loop turn.
import http from 'node:http';
import net from 'node:net';
const server = http.createServer((req, res) => {
  let turns = 4;
  const step = () => { const end = performance.now() + 1.25; while (performance.now() < end); if (--turns) setImmediate(step); else res.end('ok'); };
  step();
});
server.listen(4150, async () => {
  let accepted = 0;
  server.on('connection', () => accepted++);
  const agent = new http.Agent({ keepAlive: true });
  let stop = false;
  const loopers = Array.from({ length: 50 }, async () => { while (!stop) await new Promise((r) => http.get({ port: 4150, agent }, (res) => { res.resume(); res.on('end', r); })); });
  await new Promise((r) => setTimeout(r, 500));
  const before = accepted;
  const t0 = performance.now();
  const sockets = Array.from({ length: 150 }, () => net.connect(4150));
  while (accepted - before < 150 + 0) await new Promise((r) => setTimeout(r, 10));
  console.log('150 accepted in', Math.round(performance.now() - t0), 'ms');
  stop = true; sockets.forEach((s) => s.destroy()); agent.destroy(); server.close(); process.exit(0);
});

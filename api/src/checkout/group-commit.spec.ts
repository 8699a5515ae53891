import { AsyncLocalStorage } from 'node:async_hooks';
import { GroupCommit, GroupSplit } from './group-commit';

interface Job {
  user: { id: number };
  name: string;
}

const job = (userId: number, name = `u${userId}`): Job => ({ user: { id: userId }, name });

/** A transaction the test ends by hand: its checkouts and how to end it. */
interface Open {
  names: string[];
  end: () => void;
  fail: (error: Error) => void;
}

/** Alone and together record each transaction they open; none ends until the test says so. */
function groupCommit(limits = { inFlight: 2, groupSize: 3 }, refusedWhileWaiting?: (jobs: Job[]) => Promise<Map<number, unknown>>) {
  const open: Open[] = [];
  const start = (jobs: Job[]) =>
    new Promise<string[]>((resolve, reject) => open.push({ names: jobs.map((one) => one.name), end: () => resolve(jobs.map((one) => `placed ${one.name}`)), fail: reject }));
  const group = new GroupCommit<Job, string>((one) => start([one]).then(([placed]) => placed), start, limits, refusedWhileWaiting);
  return { group, open };
}

const outcomes = async (answers: Promise<string>[]) =>
  (await Promise.allSettled(answers)).map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message));

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('places a checkout alone at once while fewer than the limit are in flight', async () => {
    const { group, open } = groupCommit();
    const first = group.place(job(1));
    const second = group.place(job(2));
    expect(open.map((one) => one.names)).toEqual([['u1'], ['u2']]);
    open.forEach((one) => one.end());
    await expect(Promise.all([first, second])).resolves.toEqual(['placed u1', 'placed u2']);
  });

  it('sends the checkouts that waited together when a transaction ends, sorted by user, at most groupSize', async () => {
    const { group, open } = groupCommit();
    const placed = [7, 8, 5, 3, 4, 6].map((id) => group.place(job(id)));
    expect(open.map((one) => one.names)).toEqual([['u7'], ['u8']]);

    open[0].end();
    await settle();
    expect(open[2].names).toEqual(['u3', 'u4', 'u5']);
    open[1].end();
    await settle();
    expect(open[3].names).toEqual(['u6']);
    open.slice(2).forEach((one) => one.end());
    await expect(Promise.all(placed)).resolves.toEqual(['placed u7', 'placed u8', 'placed u5', 'placed u3', 'placed u4', 'placed u6']);
  });

  it("keeps a customer's second checkout waiting while the first is in flight, and never puts one customer twice in a group", async () => {
    const { group, open } = groupCommit({ inFlight: 1, groupSize: 5 });
    const placed = [job(1, 'first'), job(1, 'retry'), job(2), job(1, 'again')].map((one) => group.place(one));
    open[0].end();
    await settle();
    expect(open[1].names).toEqual(['retry', 'u2']);
    open[1].end();
    await settle();
    expect(open[2].names).toEqual(['again']);
    open[2].end();
    await expect(Promise.all(placed)).resolves.toEqual(['placed first', 'placed retry', 'placed u2', 'placed again']);
  });

  it('places each checkout of a group that failed alone, each hearing its own answer', async () => {
    const { group, open } = groupCommit({ inFlight: 1, groupSize: 5 });
    const placed = [1, 2, 3].map((id) => group.place(job(id)));
    open[0].end();
    await settle();
    open[1].fail(new Error('a refusal in the group'));
    await settle();
    expect(open.slice(2).map((one) => one.names)).toEqual([['u2'], ['u3']]);
    open[2].fail(new Error('Your cart is empty.'));
    open[3].end();
    expect(await outcomes(placed)).toEqual(['placed u1', 'Your cart is empty.', 'placed u3']);
  });

  it('answers the checkouts a split refuses, places the rest of the group together again, and then those it set aside alone', async () => {
    const { group, open } = groupCommit({ inFlight: 1, groupSize: 5 });
    const answers = outcomes([1, 2, 3, 4, 5].map((id) => group.place(job(id))));
    open[0].end();
    await settle();
    expect(open[1].names).toEqual(['u2', 'u3', 'u4', 'u5']);
    open[1].fail(new GroupSplit(new Map([[0, new Error('Not enough stock for Kiondo: 0 left.')]]), new Set([2])));
    await settle();
    expect(open.slice(2).map((one) => one.names)).toEqual([['u3', 'u5']]);
    // A split that names no one would send the same group again: each then goes alone, after the one set aside.
    open[2].fail(new GroupSplit(new Map(), new Set()));
    await settle();
    expect(open.slice(3).map((one) => one.names)).toEqual([['u4'], ['u3'], ['u5']]);
    open.slice(3).forEach((one) => one.end());
    expect(await answers).toEqual([
      'placed u1',
      'Not enough stock for Kiondo: 0 left.',
      'placed u3',
      'placed u4',
      'placed u5',
    ]);
  });

  it('sends the checkouts a split sets after the rest with the next group, first in line, once the rest are placed', async () => {
    const { group, open } = groupCommit({ inFlight: 1, groupSize: 5 });
    const answers = outcomes([1, 2, 3, 4].map((id) => group.place(job(id))));
    open[0].end();
    await settle();
    const fifth = group.place(job(5));
    open[1].fail(new GroupSplit(new Map(), new Set(), new Set([1, 2])));
    await settle();
    expect(open.slice(2).map((one) => one.names)).toEqual([['u2']]);
    open[2].end();
    await settle();
    expect(open.slice(3).map((one) => one.names)).toEqual([['u3', 'u4', 'u5']]);
    open[3].end();
    expect(await answers).toEqual(['placed u1', 'placed u2', 'placed u3', 'placed u4']);
    await expect(fifth).resolves.toBe('placed u5');
  });

  it('asks, once a group meets refusals, which waiting checkouts are refused as read, and answers those still waiting', async () => {
    const asked: string[][] = [];
    let answerTheRead = (_refused: Map<number, unknown>) => {};
    const { group, open } = groupCommit({ inFlight: 1, groupSize: 2 }, (jobs) => {
      asked.push(jobs.map((one) => one.name));
      return new Promise((resolve) => (answerTheRead = resolve));
    });
    const answers = outcomes([1, 2, 3, 4, 5, 6].map((id) => group.place(job(id))));
    open[0].end();
    await settle();
    // A second checkout of a customer in flight is not asked about: it waits for the first.
    const again = group.place(job(2, 'again'));
    open[1].fail(new GroupSplit(new Map([[0, new Error('Not enough stock for Kiondo: 0 left.')]]), new Set()));
    await settle();
    expect(asked).toEqual([['u4', 'u5', 'u6']]);
    expect(open.slice(2).map((one) => one.names)).toEqual([['u3']]);
    open[2].end();
    await settle();
    expect(open[3].names).toEqual(['u4', 'u5']);
    // u4 started before the read answered: its transaction answers it, not the read.
    answerTheRead(new Map([[0, new Error('u4 refused as read')], [2, new Error('Not enough stock for Kiondo: 0 left.')]]));
    await settle();
    open[3].end();
    await settle();
    expect(open.slice(4).map((one) => one.names)).toEqual([['again']]);
    open[4].end();
    expect(await answers).toEqual(['placed u1', 'Not enough stock for Kiondo: 0 left.', 'placed u3', 'placed u4', 'placed u5', 'Not enough stock for Kiondo: 0 left.']);
    await expect(again).resolves.toBe('placed again');
  });

  it("places a checkout alone in its own request's context, and a group in no request's", async () => {
    const requests = new AsyncLocalStorage<string>();
    const seen: string[] = [];
    const record = (jobs: Job[]) => {
      seen.push(`${jobs.map((one) => one.name).join('+')} in ${requests.getStore() ?? 'no request'}`);
      return Promise.resolve(jobs.map((one) => `placed ${one.name}`));
    };
    const group = new GroupCommit<Job, string>((one) => record([one]).then(([placed]) => placed), record, { inFlight: 1, groupSize: 5 });
    // The first goes at once; the others wait for it, then go together, started by the first's request.
    const placed = [1, 2, 3].map((id) => requests.run(`request ${id}`, () => group.place(job(id))));
    await Promise.all(placed);
    const split = new GroupCommit<Job, string>((one) => record([one]).then(([placed]) => placed), () => Promise.reject(new GroupSplit(new Map(), new Set([1]))), { inFlight: 1, groupSize: 5 });
    await Promise.all([4, 5, 6].map((id) => requests.run(`request ${id}`, () => split.place(job(id)))));
    expect(seen).toEqual(['u1 in request 1', 'u2+u3 in no request', 'u4 in request 4', 'u6 in request 6', 'u5 in request 5']);
  });
});

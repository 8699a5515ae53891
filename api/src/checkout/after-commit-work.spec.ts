import { afterCommitWork } from './after-commit-work';

describe('afterCommitWork', () => {
  afterEach(() => jest.useRealTimers());

  it('answers once the work is done', async () => {
    let done = false;
    await afterCommitWork(Promise.resolve().then(() => (done = true)), 60_000);
    expect(done).toBe(true);
  });

  it('stops waiting for work that hangs after its time, leaving it to finish on its own', async () => {
    jest.useFakeTimers();
    let answered = false;
    const waiting = afterCommitWork(new Promise(() => undefined), 100).then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(99);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(answered).toBe(true);
  });
});

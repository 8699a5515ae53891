import { AsyncResource } from 'node:async_hooks';

/** One checkout waiting for its transaction: whose it is, how to answer it, and its request's async context. */
interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  request: AsyncResource;
}

export interface GroupCommitLimits {
  /** Transactions this process keeps open at once; past that, checkouts wait and then go together. */
  inFlight: number;
  /** Most checkouts one transaction takes. */
  groupSize: number;
}

/**
 * Group commit (issue 35): while `limits.inFlight` checkout transactions are open, further checkouts wait, and each
 * transaction that ends starts the next with every checkout waiting by then (up to `groupSize`), placed `together` in
 * one transaction: one BEGIN, one COMMIT and one message of stock takes for all of them. Without a queue a checkout
 * goes `alone` at once, as ever. Should a group fail, nothing of it stands: when `together` names what stopped it (a
 * GroupSplit: checkouts refused as read, checkouts it cannot place, checkouts to try after the rest), the refused hear
 * their refusals, the rest go together again, those it cannot place go `alone` once the rest are placed, and those to
 * try after them wait first in line for the next group; after any other failure each checkout goes `alone`. Either way
 * each hears exactly what it would have heard by itself.
 *
 * A customer has at most one checkout in flight here (a retry waits for the first), and a group is sorted by user:
 * groups lock carts in the order of their users, then stock in (product, variant) order, as a lone checkout locks its
 * one cart and then its stock, so transactions never deadlock.
 *
 * A checkout placed alone runs in its own request's async context (its log lines carry its request's id); a group runs
 * in none, so no line it logs names one buyer's request for all of them.
 *
 * When a group meets refusals (a sale's last units gone), the checkouts waiting by then are asked `refusedWhileWaiting`
 * at once, in one read: those refused as read hear so without waiting behind the sale's last orders (a sold-out sale's
 * checkout p99 was its refusals' wait, issue 35). A customer with a checkout in flight is never answered so.
 */
export class GroupCommit<Job extends { user: { id: number } }, Result> {
  private readonly queue: Waiting<Job, Result>[] = [];
  private readonly usersInFlight = new Set<number>();
  private inFlight = 0;
  /** The async context groups run in: this object's, made outside any request. */
  private readonly noRequest = new AsyncResource('CheckoutGroup');
  private asking = false;

  /** `refusedWhileWaiting`: of the waiting jobs, by place, those refused as read now, each with its refusal. */
  constructor(
    private readonly alone: (job: Job) => Promise<Result>,
    private readonly together: (jobs: Job[]) => Promise<Result[]>,
    private readonly limits: GroupCommitLimits,
    private readonly refusedWhileWaiting?: (jobs: Job[]) => Promise<Map<number, unknown>>,
  ) {}

  place(job: Job): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject, request: new AsyncResource('Checkout') });
      this.startWhatCan();
    });
  }

  private startWhatCan(): void {
    while (this.inFlight < this.limits.inFlight) {
      const group = this.nextGroup();
      if (!group.length) return;
      void this.run(group);
    }
  }

  /** The waiting checkouts, oldest first, of users with nothing in flight, one each; sorted by user. */
  private nextGroup(): Waiting<Job, Result>[] {
    const group: Waiting<Job, Result>[] = [];
    const users = new Set<number>();
    for (let index = 0; index < this.queue.length && group.length < this.limits.groupSize; index++) {
      const userId = this.queue[index].job.user.id;
      if (users.has(userId) || this.usersInFlight.has(userId)) continue;
      users.add(userId);
      group.push(...this.queue.splice(index--, 1));
    }
    return group.sort((a, b) => a.job.user.id - b.job.user.id);
  }

  private async run(group: Waiting<Job, Result>[]): Promise<void> {
    this.inFlight++;
    group.forEach(({ job }) => this.usersInFlight.add(job.user.id));
    const alone: Waiting<Job, Result>[] = [];
    const later: Waiting<Job, Result>[] = [];
    try {
      let together = group;
      while (together.length > 1) {
        const jobs = together.map(({ job }) => job);
        const outcome = await this.noRequest.runInAsyncScope(() => this.together(jobs)).then((placed) => ({ placed }), (error: unknown) => ({ error }));
        if ('placed' in outcome) {
          together.forEach(({ resolve }, index) => resolve(outcome.placed[index]));
          together = [];
        } else if (outcome.error instanceof GroupSplit && outcome.error.leaves(together.length)) {
          const { refused, unplaceable, afterTheRest } = outcome.error;
          if (refused.size) void this.answerWaitingRefused();
          const rest: Waiting<Job, Result>[] = [];
          together.forEach((waiting, index) => {
            if (refused.has(index)) waiting.reject(refused.get(index));
            else if (unplaceable.has(index)) alone.push(waiting);
            else if (afterTheRest.has(index)) later.push(waiting);
            else rest.push(waiting);
          });
          together = rest;
        } else break;
      }
      // Once the rest are placed: those a group cannot place, and a last one left of a split (a group of one).
      alone.push(...together);
      await Promise.all(alone.map(({ job, resolve, reject, request }) => request.runInAsyncScope(() => this.alone(job)).then(resolve, reject)));
    } finally {
      group.forEach(({ job }) => this.usersInFlight.delete(job.user.id));
      // First in the queue again, to go with the next group (a sale's last buyers: refused together as they read it).
      this.queue.unshift(...later);
      this.inFlight--;
      this.startWhatCan();
    }
  }

  /** One read at a time: the checkouts waiting now (their customers with nothing in flight) that are refused as read hear so. */
  private async answerWaitingRefused(): Promise<void> {
    if (this.asking || !this.refusedWhileWaiting) return;
    const users = this.queue.map(({ job }) => job.user.id);
    const waiting = this.queue.filter(({ job }) => !this.usersInFlight.has(job.user.id) && users.indexOf(job.user.id) === users.lastIndexOf(job.user.id));
    if (!waiting.length) return;
    this.asking = true;
    try {
      const refused = await this.noRequest.runInAsyncScope(() => this.refusedWhileWaiting!(waiting.map(({ job }) => job)));
      waiting.forEach((one, index) => {
        const at = this.queue.indexOf(one);
        // Started meanwhile (or its customer's other checkout did): it is answered by its transaction.
        if (!refused.has(index) || at < 0 || this.usersInFlight.has(one.job.user.id)) return;
        this.queue.splice(at, 1);
        one.reject(refused.get(index));
      });
    } catch {
      // Unread: they wait for their transactions, as ever.
    } finally {
      this.asking = false;
    }
  }
}

/**
 * What stopped a group (thrown by `together`, its transaction rolled back), by the checkouts' places in it: `refused`,
 * each with its own refusal as the group read its cart and stock; `unplaceable`, those a group cannot place (they go
 * alone); `afterTheRest`, those to go with the next group once the others are placed (orders the stock left may not
 * cover after them). The others go together again.
 */
export class GroupSplit extends Error {
  constructor(
    readonly refused: Map<number, unknown>,
    readonly unplaceable: Set<number>,
    readonly afterTheRest = new Set<number>(),
  ) {
    super('A checkout group split');
  }

  /** Whether it takes at least one checkout out of a group of `size`, so that the next group is smaller. */
  leaves(size: number): boolean {
    const named = [...this.refused.keys(), ...this.unplaceable, ...this.afterTheRest];
    return named.length > 0 && named.every((index) => index < size);
  }
}

/** One checkout waiting for its transaction: whose it is, and how to answer it. */
interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
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
 * goes `alone` at once, as ever. Should a group fail for any reason (a refusal, a key already used, a stock take
 * short), nothing of it stands and each of its checkouts goes `alone`, so each hears exactly what it would have
 * heard by itself.
 *
 * A customer has at most one checkout in flight here (a retry waits for the first), and a group is sorted by user:
 * groups lock carts in the order of their users, then stock in (product, variant) order, as a lone checkout locks its
 * one cart and then its stock, so transactions never deadlock.
 */
export class GroupCommit<Job extends { user: { id: number } }, Result> {
  private readonly queue: Waiting<Job, Result>[] = [];
  private readonly usersInFlight = new Set<number>();
  private inFlight = 0;

  constructor(
    private readonly alone: (job: Job) => Promise<Result>,
    private readonly together: (jobs: Job[]) => Promise<Result[]>,
    private readonly limits: GroupCommitLimits,
  ) {}

  place(job: Job): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
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
    try {
      if (group.length > 1) {
        const placed = await this.together(group.map(({ job }) => job)).catch(() => null);
        if (placed) return group.forEach(({ resolve }, index) => resolve(placed[index]));
      }
      await Promise.all(group.map(({ job, resolve, reject }) => this.alone(job).then(resolve, reject)));
    } finally {
      group.forEach(({ job }) => this.usersInFlight.delete(job.user.id));
      this.inFlight--;
      this.startWhatCan();
    }
  }
}

/** The kinds of request that wait in line, first served first (load-shedding.plugin.ts). */
export const QUEUED_KINDS = ["completes", "writes", "browsing"] as const;
export type QueuedKind = (typeof QUEUED_KINDS)[number];

/** How a wait in line ended. */
export type LineOutcome = "admitted" | "waited too long" | "line full" | "gone";

export interface LineLimits {
  /** Requests served at once. */
  maxInFlight: number;
  /** Requests waiting; a newcomer past it is refused at once. */
  maxWaiting: number;
  /** How long each kind may wait before it is refused (0: as long as it takes). */
  maxWaitMs: Record<QueuedKind, number>;
}

interface Waiter {
  kind: QueuedKind;
  since: number;
  settle(outcome: LineOutcome): void;
}

/**
 * A line in front of the routes: at most `maxInFlight` requests are served at once, the others
 * wait, the earlier kind of `QUEUED_KINDS` first and first come first served within a kind. A
 * request with room and nobody of its kind or an earlier one waiting goes straight in, so a
 * lone request is never held, however busy the machine.
 */
export class AdmissionLine {
  private inFlight = 0;
  private readonly lines: Record<QueuedKind, Waiter[]> = {
    completes: [],
    writes: [],
    browsing: [],
  };

  constructor(
    private readonly limits: LineLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Waits for a place; "admitted" holds one until `release` is called. `gone` (a client that
   * left) takes the request out of the line. Refusals hold nothing.
   */
  enter(kind: QueuedKind, gone?: (leave: () => void) => () => void): Promise<LineOutcome> {
    const ahead = QUEUED_KINDS.slice(0, QUEUED_KINDS.indexOf(kind) + 1).some(
      (k) => this.lines[k].length > 0,
    );
    if (this.inFlight < this.limits.maxInFlight && !ahead) {
      this.inFlight += 1;
      return Promise.resolve("admitted");
    }
    if (this.waiting() >= this.limits.maxWaiting) return Promise.resolve("line full");
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const watching: { stop?: () => void } = {};
      const waiter: Waiter = {
        kind,
        since: this.now(),
        settle(outcome) {
          clearTimeout(timer);
          watching.stop?.();
          resolve(outcome);
        },
      };
      const leave = (outcome: LineOutcome) => {
        const line = this.lines[kind];
        const at = line.indexOf(waiter);
        if (at < 0) return;
        line.splice(at, 1);
        waiter.settle(outcome);
      };
      this.lines[kind].push(waiter);
      const limit = this.limits.maxWaitMs[kind];
      if (limit > 0) timer = setTimeout(() => leave("waited too long"), limit);
      watching.stop = gone?.(() => leave("gone"));
    });
  }

  /** Gives an admitted request's place to the next in line. */
  release(): void {
    this.inFlight -= 1;
    while (this.inFlight < this.limits.maxInFlight) {
      const kind = QUEUED_KINDS.find((k) => this.lines[k].length > 0);
      const next = kind ? this.lines[kind].shift() : undefined;
      if (!next) return;
      this.inFlight += 1;
      next.settle("admitted");
    }
  }

  /** Requests waiting, all kinds together. */
  waiting(): number {
    return QUEUED_KINDS.reduce((sum, kind) => sum + this.lines[kind].length, 0);
  }

  /** The line as readiness reports it. */
  state(): { inFlight: number; waiting: Record<QueuedKind, number>; oldestWaitMs: number } {
    const now = this.now();
    const oldest = Math.min(now, ...QUEUED_KINDS.map((kind) => this.lines[kind][0]?.since ?? now));
    return {
      inFlight: this.inFlight,
      waiting: {
        completes: this.lines.completes.length,
        writes: this.lines.writes.length,
        browsing: this.lines.browsing.length,
      },
      oldestWaitMs: now - oldest,
    };
  }
}

/**
 * The one runner of the shop's interval jobs (mail delivery, event delivery, housekeeping…).
 * Each job runs every `intervalMs` on an unref'd timer (it never keeps the process alive), never
 * overlaps itself in one process, and with `alone` runs in one process of the shop at a time
 * (the others skip the round). On stop the runner clears the timers, tells running jobs to
 * finish through their signal, and waits for them.
 */
export interface Job {
  /** A short stable name, for logs and the one-at-a-time lock. */
  name: string;
  /** 0 (or less): never scheduled; tests and CLIs run the work themselves. */
  intervalMs: number;
  /** In one process of the shop at a time (a PostgreSQL advisory lock on the name). */
  alone?: boolean;
  run(stop: AbortSignal): Promise<unknown>;
}

export interface JobRunner {
  add(job: Job): void;
  /** The jobs registered, for the start-up log and tests. */
  jobs(): readonly Job[];
  start(): void;
  stop(): Promise<void>;
}

export function createJobRunner(deps: {
  /** Runs `work` unless another process runs the job `name` now (null then); see Db.runAlone. */
  runAlone?: <T>(name: string, work: () => Promise<T>) => Promise<T | null>;
  log?: (level: "debug" | "info" | "error", message: string, details: object) => void;
}): JobRunner {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  const log = deps.log ?? (() => undefined);

  function schedule(job: Job): void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopping.signal.aborted) return;
      busy = true;
      const work = () => job.run(stopping.signal);
      const round = (job.alone && deps.runAlone ? deps.runAlone(job.name, work) : work())
        .then((result) => {
          if (result === null && job.alone)
            log("debug", "job left to another process", { job: job.name });
        })
        .catch((error: unknown) => log("error", "job failed", { job: job.name, err: error }))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    }, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    add(job) {
      if (jobs.some((known) => known.name === job.name))
        throw new Error(`job ${job.name} added twice`);
      jobs.push(job);
    },
    jobs: () => jobs,
    start() {
      for (const job of jobs) if (job.intervalMs > 0) schedule(job);
      log("info", "jobs started", {
        jobs: jobs
          .filter((job) => job.intervalMs > 0)
          .map((job) => `${job.name} every ${job.intervalMs} ms`),
      });
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      await Promise.all(running);
    },
  };
}

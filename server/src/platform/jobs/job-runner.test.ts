import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createJobRunner } from "./job-runner";
import { jobsPlugin } from "./jobs.plugin";

/** A job that counts its runs, the way housekeeping's purge runs. */
function countingHousekeeping() {
  const service = {
    runs: 0,
    async purge() {
      service.runs += 1;
    },
  };
  return service;
}

/** The runner with one "housekeeping" job, started and stopped by `app`'s life. */
async function registerJob(
  app: FastifyInstance,
  options: {
    housekeeping: { purge(): Promise<void> };
    intervalMs: number;
    runAlone?: <T>(job: () => Promise<T>) => Promise<T | null>;
  },
): Promise<void> {
  const { runAlone } = options;
  const runner = createJobRunner({
    runAlone: runAlone && ((_name, work) => runAlone(work)),
  });
  runner.add({
    name: "housekeeping",
    intervalMs: options.intervalMs,
    alone: true,
    run: () => options.housekeeping.purge(),
  });
  await app.register(jobsPlugin, { runner });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the job runner", () => {
  it("purges on every interval once ready and stops when the app closes", async () => {
    vi.useFakeTimers();
    const housekeeping = countingHousekeeping();
    const app = Fastify();
    await registerJob(app, { housekeeping, intervalMs: 1000 });
    await app.ready();
    await vi.advanceTimersByTimeAsync(3500);
    expect(housekeeping.runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(housekeeping.runs).toBe(3);
  });

  it("skips a round while another process runs the purge", async () => {
    vi.useFakeTimers();
    const housekeeping = countingHousekeeping();
    let elsewhere = true;
    const app = Fastify();
    await registerJob(app, {
      housekeeping,
      intervalMs: 1000,
      runAlone: async (job) => (elsewhere ? null : job()),
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(2500);
    expect(housekeeping.runs).toBe(0);
    elsewhere = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(housekeeping.runs).toBe(1);
    await app.close();
  });

  it("never purges with an interval of 0", async () => {
    vi.useFakeTimers();
    const housekeeping = countingHousekeeping();
    const app = Fastify();
    await registerJob(app, { housekeeping, intervalMs: 0 });
    await app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(housekeeping.runs).toBe(0);
    await app.close();
  });
});

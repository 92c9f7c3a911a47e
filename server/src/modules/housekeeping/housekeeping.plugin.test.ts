import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { housekeepingPlugin } from "./housekeeping.plugin";
import { nothingPurged, type HousekeepingService } from "./housekeeping.service";

function countingHousekeeping(): HousekeepingService & { runs: number } {
  const service = {
    runs: 0,
    async purge() {
      service.runs += 1;
      return nothingPurged();
    },
  };
  return service;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("housekeepingPlugin", () => {
  it("purges on every interval once ready and stops when the app closes", async () => {
    vi.useFakeTimers();
    const housekeeping = countingHousekeeping();
    const app = Fastify();
    await app.register(housekeepingPlugin, { housekeeping, intervalMs: 1000 });
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
    await app.register(housekeepingPlugin, {
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
    await app.register(housekeepingPlugin, { housekeeping, intervalMs: 0 });
    await app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(housekeeping.runs).toBe(0);
    await app.close();
  });
});

import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import { EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS } from "./client-constants.config";
import { backoffDelay, startDatafileManager, updateIntervalOf } from "./datafile-manager.service";
import { fakeFetch, fakeRuntime, sampleDatafile, type FakeAnswer } from "./fake-store.helpers";

/* The client's datafile manager (001 §9): polling, its timeout, back-off and refusals. */

const HOST = "https://store.test";
const good = (revision = "7"): FakeAnswer => ({
  status: 200,
  body: JSON.stringify(sampleDatafile({ revision })),
  headers: { "last-modified": `Tue, 01 Jul 2025 10:00:0${revision.slice(-1)} GMT` },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the update interval", () => {
  it("is 5 minutes by default, and a datafile is asked for again each interval", async () => {
    const { fetch, requests } = fakeFetch(() => good());
    const runtime = fakeRuntime(fetch);
    const manager = startDatafileManager(runtime, { host: HOST, sdkKey: "k" });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.url)).toEqual([`${HOST}/datafiles/k.json`]);
    await vi.advanceTimersByTimeAsync(LIMITS.DEFAULT_UPDATE_INTERVAL_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(runtime.warnings).toEqual([]);
    manager.stop();
  });

  it("uses any interval given, warning only below 30 seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 3_600_000 }), (wanted) => {
        const warnings: string[] = [];
        expect(updateIntervalOf(wanted, (message) => warnings.push(message))).toBe(wanted);
        expect(warnings).toHaveLength(wanted < LIMITS.MIN_UPDATE_INTERVAL_MS ? 1 : 0);
      }),
      { numRuns: runs(200) },
    );
  });

  it("polls at a short interval it warned about", async () => {
    const { fetch, requests } = fakeFetch(() => good());
    const runtime = fakeRuntime(fetch);
    const manager = startDatafileManager(runtime, {
      host: HOST,
      sdkKey: "k",
      updateInterval: 1000,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests).toHaveLength(4);
    expect(runtime.warnings.join()).toMatch(/under 30000 ms/);
    manager.stop();
  });
});

describe("each request", () => {
  it("is aborted after 60 seconds, and not before", async () => {
    const { fetch, requests } = fakeFetch(() => "hang");
    const runtime = fakeRuntime(fetch);
    const manager = startDatafileManager(runtime, { host: HOST, sdkKey: "k" });
    await vi.advanceTimersByTimeAsync(LIMITS.REQUEST_TIMEOUT_MS - 1);
    expect(runtime.warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.warnings.join()).toMatch(/took over 60000 ms/);
    expect(requests).toHaveLength(1);
    manager.stop();
  });

  it("sends If-Modified-Since, and a 304 keeps the datafile it has", async () => {
    let calls = 0;
    const { fetch, requests } = fakeFetch(() => (calls++ === 0 ? good() : { status: 304 }));
    const runtime = fakeRuntime(fetch);
    const manager = startDatafileManager(runtime, {
      host: HOST,
      sdkKey: "k",
      updateInterval: 60_000,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests[0]?.headers["if-modified-since"]).toBeUndefined();
    expect(requests[1]?.headers["if-modified-since"]).toBe("Tue, 01 Jul 2025 10:00:07 GMT");
    expect(manager.current()?.datafile.revision).toBe("7");
    // A 304 is a success: the next try is an interval later, not a back-off.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(3);
    manager.stop();
  });
});

describe("back-off", () => {
  it("waits each step by consecutive failures, capped at the last, plus under a second", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, random) => {
          const step = LIMITS.BACKOFF_STEPS_MS[Math.min(failures, 8) - 1] ?? -1;
          const delay = backoffDelay(failures, () => random);
          expect(delay - step).toBeGreaterThanOrEqual(0);
          expect(delay - step).toBeLessThan(LIMITS.BACKOFF_JITTER_MS);
        },
      ),
      { numRuns: runs(200) },
    );
    expect(LIMITS.BACKOFF_STEPS_MS).toEqual([0, 8, 16, 32, 64, 128, 256, 512].map((s) => s * 1000));
  });

  it("tries again after each step before the first datafile, and a success resets it", async () => {
    const failing = 10;
    let calls = 0;
    const { fetch, requests } = fakeFetch(() => (++calls <= failing ? { status: 503 } : good()));
    const runtime = fakeRuntime(fetch, () => 0.5);
    const manager = startDatafileManager(runtime, { host: HOST, sdkKey: "k" });
    await vi.advanceTimersByTimeAsync(0);
    const expected = [0];
    for (let failure = 1; failure <= failing; failure++) {
      const step = LIMITS.BACKOFF_STEPS_MS[Math.min(failure, 8) - 1] ?? 0;
      expected.push((expected.at(-1) ?? 0) + step + 500);
      await vi.advanceTimersByTimeAsync(step + 500);
    }
    expect(requests.map((request) => request.at - (requests[0]?.at ?? 0))).toEqual(expected);
    expect(manager.current()).not.toBeNull();
    // A success resets the count: the next try is an interval later, not a back-off.
    await vi.advanceTimersByTimeAsync(LIMITS.DEFAULT_UPDATE_INTERVAL_MS);
    expect(requests).toHaveLength(failing + 2);
    manager.stop();
  });

  it("once it has a datafile, waits the longer of the interval and the back-off", async () => {
    let calls = 0;
    const { fetch, requests } = fakeFetch(() => (++calls === 1 ? good() : "network-error"));
    const runtime = fakeRuntime(fetch, () => 0);
    const manager = startDatafileManager(runtime, {
      host: HOST,
      sdkKey: "k",
      updateInterval: 30_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    const gaps: number[] = [];
    for (let index = 0; index < 9; index++) {
      const before = requests.length;
      while (requests.length === before) await vi.advanceTimersByTimeAsync(1000);
      gaps.push((requests.at(-1)?.at ?? 0) - (requests.at(-2)?.at ?? 0));
    }
    const steps = [0, 0, 8, 16, 32, 64, 128, 256, 512].map((s) => Math.max(30, s) * 1000);
    expect(gaps).toEqual(steps);
    expect(manager.current()?.datafile.revision).toBe("7");
    manager.stop();
  });
});

/** A manager polling every 30 s, with the revisions its listeners were told of. */
function watched(fetch: Parameters<typeof fakeRuntime>[0]) {
  const runtime = fakeRuntime(fetch);
  const manager = startDatafileManager(runtime, {
    host: HOST,
    sdkKey: "k",
    updateInterval: 30_000,
  });
  const updates: string[] = [];
  manager.onUpdate((config) => updates.push(config.datafile.revision));
  return { runtime, manager, updates };
}

describe("a datafile that is not valid", () => {
  it.each([
    ["version 5", { version: "5" }],
    ["version 1", { version: "1" }],
    ["a number version", { version: 4 }],
    ["no projectId", { projectId: undefined }],
    [
      "a flag naming no experiment",
      {
        featureFlags: [{ id: "1", key: "x", experimentIds: ["999"], rolloutId: "", variables: [] }],
      },
    ],
  ])("is refused with a warning and the previous one kept (%s)", async (_name, damage) => {
    let calls = 0;
    const { fetch } = fakeFetch(() =>
      ++calls === 1
        ? good()
        : { status: 200, body: JSON.stringify(sampleDatafile({ revision: "8", ...damage })) },
    );
    const { runtime, manager, updates } = watched(fetch);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(updates).toEqual(["7"]);
    expect(manager.current()?.datafile.revision).toBe("7");
    expect(runtime.warnings.join()).toMatch(/refused/);
    manager.stop();
  });

  it("ends a request still on its way when stopped, and asks nothing more", async () => {
    const { fetch, requests } = fakeFetch(() => "hang");
    const runtime = fakeRuntime(fetch);
    const manager = startDatafileManager(runtime, { host: HOST, sdkKey: "k" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(1);
    manager.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LIMITS.REQUEST_TIMEOUT_MS + 600_000);
    expect(requests).toHaveLength(1);
    expect(runtime.warnings).toEqual([]);
  });

  it("tells listeners of each new revision once, and stops when stopped", async () => {
    let revision = 6;
    const { fetch, requests } = fakeFetch(() => good(String(Math.min(++revision, 8))));
    const { manager, updates } = watched(fetch);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(updates).toEqual(["7", "8"]);
    expect(manager.status()).toBe("started");
    manager.stop();
    expect(manager.status()).toBe("stopped");
    const asked = requests.length;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(requests).toHaveLength(asked);
  });
});

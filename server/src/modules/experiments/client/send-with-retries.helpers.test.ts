import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import { EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS } from "./client-constants.config";
import { fakeFetch, fakeRuntime, type FakeAnswer } from "./fake-store.helpers";
import { sendWithRetries } from "./send-with-retries.helpers";

/* Sends try again exactly 3 times, and only on a 5xx answer or none. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sendWithRetries", () => {
  it("tries 1 + 3 times on 5xx or a network error, then gives up with a warning", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 500, max: 599 }), fc.constant(-1)), {
          minLength: 4,
          maxLength: 4,
        }),
        async (failures) => {
          let index = 0;
          const { fetch, requests } = fakeFetch((): FakeAnswer => {
            const code = failures[index++] ?? 500;
            return code < 0 ? "network-error" : { status: code };
          });
          const runtime = fakeRuntime(fetch);
          const sending = sendWithRetries(runtime, "https://s.test/v1/events", {}, "{}");
          // Each retry waits 200, 400, then 800 ms: none sooner.
          for (const [wait, tries] of [
            [0, 1],
            [199, 1],
            [1, 2],
            [399, 2],
            [1, 3],
            [799, 3],
            [1, 4],
          ] as const) {
            await vi.advanceTimersByTimeAsync(wait);
            expect(requests).toHaveLength(tries);
          }
          expect(await sending).toBe(false);
          expect(requests).toHaveLength(1 + LIMITS.SEND_RETRIES);
          expect(runtime.warnings).toHaveLength(1);
        },
      ),
      { numRuns: runs(50) },
    );
  });

  it("stops at the first success, and never repeats a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 200, max: 499 }),
        async (failed, last) => {
          let index = 0;
          const { fetch, requests } = fakeFetch(() =>
            index++ < failed ? { status: 503 } : { status: last },
          );
          const runtime = fakeRuntime(fetch);
          const sending = sendWithRetries(runtime, "https://s.test/v1/events", {}, "{}");
          await vi.advanceTimersByTimeAsync(1_400);
          expect(await sending).toBe(last < 300);
          expect(requests).toHaveLength(failed + 1);
        },
      ),
      { numRuns: runs(50) },
    );
  });

  it("counts a request aborted after 60 s as a failure to try again", async () => {
    let index = 0;
    const { fetch, requests } = fakeFetch(() => (index++ === 0 ? "hang" : { status: 204 }));
    const sending = sendWithRetries(fakeRuntime(fetch), "https://s.test/v1/events", {}, "{}");
    await vi.advanceTimersByTimeAsync(LIMITS.REQUEST_TIMEOUT_MS + LIMITS.RETRY_FIRST_WAIT_MS);
    expect(await sending).toBe(true);
    expect(requests).toHaveLength(2);
  });
});

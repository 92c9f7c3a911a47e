import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import {
  EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS,
  SEGMENT_OPTIONS,
} from "./client-constants.config";
import { configOf, type ClientConfig } from "./client-config.helpers";
import { identifierKeyOf, startAudienceDataManager } from "./audience-data-manager.service";
import {
  fakeFetch,
  fakeRuntime,
  ODP_HOST,
  ODP_KEY,
  sampleDatafile,
  type FakeAnswer,
} from "./fake-store.helpers";

/* The audience-data manager (001 §9): its queue, batches, retries, segments and their cache. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const configWith = (parts: Record<string, unknown> = {}): ClientConfig => {
  const read = configOf(JSON.stringify(sampleDatafile(parts)));
  if ("refused" in read) throw new Error(read.refused);
  return read.config;
};
const event = (index: number) => ({
  type: "fullstack",
  action: "viewed",
  identifiers: { vuid: `vuid_${index}` },
  data: { page: index },
});
const segmentsAnswer = (qualified: string[]): FakeAnswer => ({
  status: 200,
  body: JSON.stringify({
    data: {
      customer: {
        audiences: {
          edges: ["loyalty-member", "other"].map((name) => ({
            node: { name, state: qualified.includes(name) ? "qualified" : "not_qualified" },
          })),
        },
      },
    },
  }),
});

function managerOn(answer: (url: string) => FakeAnswer, browser = false) {
  const { fetch, requests } = fakeFetch((request) => answer(request.url));
  const runtime = fakeRuntime(fetch);
  const manager = startAudienceDataManager(runtime, { browser });
  manager.configure(configWith());
  return { manager, runtime, requests };
}

describe("audience-data events", () => {
  it("go to the odp host with its public key, 10 at a time or after 1,000 ms on a server", async () => {
    const { manager, requests } = managerOn(() => ({ status: 202 }));
    for (let index = 0; index < 12; index++) manager.sendEvent(event(index));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: `${ODP_HOST}/v3/events`,
      headers: { "x-api-key": ODP_KEY },
    });
    expect(JSON.parse(requests[0]?.body ?? "[]")).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(requests[1]?.body ?? "[]")).toHaveLength(2);
    await manager.close();
  });

  it("leave one by one at once in a browser", async () => {
    const { manager, requests } = managerOn(() => ({ status: 202 }), true);
    manager.sendEvent(event(1));
    manager.sendEvent(event(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => JSON.parse(request.body ?? "[]").length)).toEqual([1, 1]);
    await manager.close();
  });

  it("wait at most 100, queued or being sent, and drop the rest with a warning", async () => {
    const { manager, runtime } = managerOn(() => "hang");
    const taken = Array.from({ length: LIMITS.MAX_AUDIENCE_QUEUE_SIZE + 3 }, (_, index) =>
      manager.sendEvent(event(index)),
    );
    expect(taken.filter(Boolean)).toHaveLength(LIMITS.MAX_AUDIENCE_QUEUE_SIZE);
    expect(runtime.warnings.filter((warning) => /100 already waiting/.test(warning))).toHaveLength(
      3,
    );
  });

  it("are tried again exactly 3 times on 5xx or no answer, never on a 4xx", async () => {
    for (const [answers, tries] of [
      [["network-error", { status: 500 }], 4],
      [[{ status: 400 }], 1],
    ] as const) {
      let index = 0;
      const { manager, requests } = managerOn(
        () => answers[index++ % answers.length] as FakeAnswer,
      );
      for (let count = 0; count < 10; count++) manager.sendEvent(event(count));
      const closing = manager.close();
      // The retries wait 200, 400 and 800 ms.
      await vi.advanceTimersByTimeAsync(1_400);
      await closing;
      expect(requests).toHaveLength(tries);
    }
  });

  it("are refused with a warning while the datafile names no odp integration", async () => {
    const { manager, runtime, requests } = managerOn(() => ({ status: 202 }));
    manager.configure(configWith({ integrations: [] }));
    expect(manager.status()).toBe("stopped");
    expect(manager.sendEvent(event(1))).toBe(false);
    expect(await manager.fetchQualifiedSegments("vuid_a")).toBeNull();
    await manager.close();
    expect(requests).toEqual([]);
    expect(runtime.warnings).toHaveLength(2);
  });
});

describe("segments", () => {
  it("name a visitor id as vuid and any other id as fs_user_id", () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(identifierKeyOf(`vuid_${rest}`)).toBe("vuid");
        if (!rest.startsWith("vuid_")) expect(identifierKeyOf(rest)).toBe("fs_user_id");
      }),
      { numRuns: runs(100) },
    );
  });

  it("are asked about the datafile's segments only, then cached for 600 s", async () => {
    const { manager, requests } = managerOn(() => segmentsAnswer(["loyalty-member"]));
    expect(await manager.fetchQualifiedSegments("C123")).toEqual(["loyalty-member"]);
    const asked = JSON.parse(requests[0]?.body ?? "{}") as { query: string; variables: unknown };
    expect(asked.query).toMatch(/customer\(fs_user_id: \$userId\)/);
    expect(asked.variables).toEqual({ userId: "C123", audiences: ["loyalty-member"] });
    expect(requests[0]).toMatchObject({
      url: `${ODP_HOST}/v3/graphql`,
      headers: { "x-api-key": ODP_KEY },
    });
    await manager.fetchQualifiedSegments("C123");
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIMITS.SEGMENT_CACHE_TTL_MS);
    await manager.fetchQualifiedSegments("C123");
    expect(requests).toHaveLength(2);
    await manager.close();
  });

  it("are asked again with IGNORE_CACHE (not cached) and RESET_CACHE (cache emptied)", async () => {
    const { manager, requests } = managerOn(() => segmentsAnswer([]));
    await manager.fetchQualifiedSegments("vuid_a");
    await manager.fetchQualifiedSegments("vuid_b");
    await manager.fetchQualifiedSegments("vuid_a", [SEGMENT_OPTIONS.IGNORE_CACHE]);
    expect(requests).toHaveLength(3);
    await manager.fetchQualifiedSegments("vuid_b", [SEGMENT_OPTIONS.RESET_CACHE]);
    await manager.fetchQualifiedSegments("vuid_a");
    expect(requests).toHaveLength(5);
    await manager.close();
  });

  it("are null with a warning when the store does not know the visitor", async () => {
    const { manager, runtime } = managerOn(() => ({
      status: 200,
      body: JSON.stringify({
        errors: [
          {
            message: "could not resolve _fs_user_id or vuid",
            extensions: {
              code: "INVALID_IDENTIFIER_EXCEPTION",
              classification: "DataFetchingException",
            },
          },
        ],
        data: { customer: null },
      }),
    }));
    expect(await manager.fetchQualifiedSegments("vuid_stranger")).toBeNull();
    expect(runtime.warnings.join()).toMatch(/could not resolve/);
    await manager.close();
  });

  it("are none, without asking, when no audience uses a segment", async () => {
    const { manager, requests } = managerOn(() => segmentsAnswer([]));
    manager.configure(
      configWith({ typedAudiences: [], rollouts: [{ id: "71", experiments: [] }] }),
    );
    expect(await manager.fetchQualifiedSegments("vuid_a")).toEqual([]);
    expect(requests).toEqual([]);
    await manager.close();
  });
});

import { EXPERIMENT_EVENT_BATCH, type ExperimentEventBatch } from "@ridgeline/contract";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import {
  DECIDE_OPTIONS,
  EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS,
} from "./client-constants.config";
import type { UserProfile } from "./client.types";
import { createExperimentsClient } from "./experiments-client.service";
import { fakeFetch, fakeRuntime, sampleDatafile, type FakeAnswer } from "./fake-store.helpers";
import { NOT_READY_REASON, unknownFlagReason } from "./user-context.service";

/* The store's own experimentation client, end to end on a fake store and fake timers. */

const HOST = "https://store.test";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A client on a fake store serving `datafile`, recording the event batches it takes. */
function clientOn(
  options: Record<string, unknown> = {},
  datafile: object | null = sampleDatafile(),
  eventAnswer: () => FakeAnswer = () => ({ status: 204 }),
) {
  const { fetch, requests } = fakeFetch((request) => {
    if (request.url.endsWith(".json"))
      return datafile ? { status: 200, body: JSON.stringify(datafile) } : { status: 404 };
    return request.url.endsWith("/v1/events") ? eventAnswer() : { status: 202, body: "{}" };
  });
  const runtime = fakeRuntime(fetch);
  const client = createExperimentsClient({ sdkKey: "k", host: HOST, ...runtime, ...options });
  const batches = () =>
    requests
      .filter((request) => request.url === `${HOST}/v1/events`)
      .map((request) => JSON.parse(request.body ?? "{}") as ExperimentEventBatch);
  const events = () => batches().flatMap((batch) => batch.visitors);
  return { client, runtime, requests, batches, events };
}

describe("onReady", () => {
  it("resolves once a valid datafile is loaded", async () => {
    const { client } = clientOn();
    const ready = client.onReady();
    await vi.advanceTimersByTimeAsync(0);
    await expect(ready).resolves.toBeUndefined();
    await client.close();
  });

  it("rejects after 30 seconds by default, or the timeout given", async () => {
    for (const timeout of [undefined, 5_000]) {
      const { client } = clientOn({}, null);
      const ready = client.onReady(timeout ? { timeout } : {});
      const outcome = ready.then(
        () => "resolved",
        () => "rejected",
      );
      await vi.advanceTimersByTimeAsync((timeout ?? LIMITS.READY_TIMEOUT_MS) - 1);
      expect(await Promise.race([outcome, Promise.resolve("pending")])).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe("rejected");
      await client.close();
    }
  });
});

describe("decisions", () => {
  it("answer as the SDK's, with variables, and say when there is no datafile or flag", async () => {
    const { client } = clientOn({}, null);
    const early = client.createUserContext("vuid_a").decide("hero");
    expect(early).toMatchObject({
      enabled: false,
      variationKey: null,
      reasons: [NOT_READY_REASON],
    });
    await client.close();
    const ready = clientOn();
    await ready.client.onReady();
    const user = ready.client.createUserContext("vuid_a", { site: "en-us" });
    const decision = user.decide("hero");
    expect(Object.keys(decision).sort()).toEqual(
      [
        "enabled",
        "flagKey",
        "reasons",
        "ruleKey",
        "userContext",
        "variables",
        "variationKey",
      ].sort(),
    );
    expect(decision).toMatchObject({ flagKey: "hero", ruleKey: "hero_test", reasons: [] });
    expect(decision.variables).toEqual({ headline: "Welcome" });
    expect(decision.userContext).toBe(user);
    expect(user.decide("nope").reasons).toEqual([unknownFlagReason("nope")]);
    await ready.client.close();
  });

  it("send one impression per experiment decision, none with DISABLE_DECISION_EVENT", async () => {
    const { client, events } = clientOn();
    await client.onReady();
    const user = client.createUserContext("vuid_a", { site: "en-us", other: "x" });
    user.decide("hero");
    user.decide("hero", [DECIDE_OPTIONS.DISABLE_DECISION_EVENT]);
    // A rollout decision is reported only when the datafile asks (sendFlagDecisions).
    user.decide("members_banner");
    await client.close();
    expect(events()).toHaveLength(1);
    const [visitor] = events();
    // Only attributes the datafile names, and the bot-filtering flag it sets.
    expect(visitor?.attributes).toEqual([
      { entity_id: "91", key: "site", type: "custom", value: "en-us" },
      { entity_id: "$opt_bot_filtering", key: "$opt_bot_filtering", type: "custom", value: false },
    ]);
    expect(visitor?.snapshots[0]?.decisions?.[0]).toMatchObject({
      campaign_id: "41",
      experiment_id: "31",
    });
  });

  it("leave off flags that are off with ENABLED_FLAGS_ONLY, only in decideAll and decideForKeys", async () => {
    const { client } = clientOn();
    await client.onReady();
    const user = client.createUserContext("vuid_a");
    expect(Object.keys(user.decideAll())).toEqual(["hero", "members_banner"]);
    const on = user.decideAll([DECIDE_OPTIONS.ENABLED_FLAGS_ONLY]);
    expect(Object.values(on).every((decision) => decision.enabled)).toBe(true);
    expect(on["members_banner"]).toBeUndefined();
    expect(
      user.decideForKeys(["members_banner", "nope"], [DECIDE_OPTIONS.ENABLED_FLAGS_ONLY]),
    ).toEqual({
      nope: expect.objectContaining({ reasons: [unknownFlagReason("nope")] }),
    });
    expect(user.decide("members_banner", [DECIDE_OPTIONS.ENABLED_FLAGS_ONLY]).enabled).toBe(false);
    await client.close();
  });

  it("answer every key asked for as its own entry, Object.prototype names included", async () => {
    const { client } = clientOn();
    await client.onReady();
    const attributes = JSON.parse('{"__proto__":"x","constructor":1}') as Record<string, unknown>;
    const user = client.createUserContext("vuid_a", attributes);
    expect(Object.keys(user.attributes)).toEqual(["__proto__", "constructor"]);
    expect(user.decide("__proto__").reasons).toEqual([unknownFlagReason("__proto__")]);
    const key = fc.oneof(
      fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "hero"),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 1, maxLength: 5 }), (keys) => {
        const answers = user.decideForKeys(keys);
        expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
        expect(Object.keys(answers).sort()).toEqual([...keys].sort());
        for (const asked of keys) expect(Object.hasOwn(answers, asked)).toBe(true);
      }),
      { numRuns: runs(100) },
    );
    await client.close();
  });

  it("say why with INCLUDE_REASONS, and leave variables out with EXCLUDE_VARIABLES", async () => {
    const { client } = clientOn({ defaultDecideOptions: [DECIDE_OPTIONS.EXCLUDE_VARIABLES] });
    await client.onReady();
    const user = client.createUserContext("vuid_a");
    const decision = user.decide("hero", [DECIDE_OPTIONS.INCLUDE_REASONS]);
    expect(decision.reasons).toEqual([expect.stringMatching(/experiment "hero_test"/)]);
    expect(decision.variables).toEqual({});
    await client.close();
  });

  it("keep an experiment's placement through the user profile service unless told to ignore it", async () => {
    const profiles = new Map<string, UserProfile>();
    const userProfileService = {
      lookup: (userId: string) => profiles.get(userId),
      save: (profile: UserProfile) => void profiles.set(profile.user_id, profile),
    };
    const { client } = clientOn({ userProfileService });
    await client.onReady();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (suffix) => {
        // fast-check may try a suffix again: each run starts with no stored placement.
        profiles.delete(`vuid_${suffix}`);
        const user = client.createUserContext(`vuid_${suffix}`);
        const first = user.decide("hero", [DECIDE_OPTIONS.DISABLE_DECISION_EVENT]);
        const stored = profiles.get(`vuid_${suffix}`)?.experiment_bucket_map["31"]?.variation_id;
        expect(stored).toBe(first.variationKey === "control" ? "51" : "52");
        // Stored the other way round: the profile wins, unless ignored.
        const other = stored === "51" ? "52" : "51";
        profiles.set(`vuid_${suffix}`, {
          user_id: `vuid_${suffix}`,
          experiment_bucket_map: { "31": { variation_id: other } },
        });
        const kept = user.decide("hero", [
          DECIDE_OPTIONS.DISABLE_DECISION_EVENT,
          DECIDE_OPTIONS.INCLUDE_REASONS,
        ]);
        expect(kept.variationKey).toBe(other === "51" ? "control" : "treatment");
        expect(kept.reasons[0]).toMatch(/user profile service/);
        const ignored = user.decide("hero", [
          DECIDE_OPTIONS.DISABLE_DECISION_EVENT,
          DECIDE_OPTIONS.IGNORE_USER_PROFILE_SERVICE,
        ]);
        expect(ignored.variationKey).toBe(first.variationKey);
        expect(profiles.get(`vuid_${suffix}`)?.experiment_bucket_map["31"]?.variation_id).toBe(
          other,
        );
      }),
      { numRuns: runs(50) },
    );
    await client.close();
  });
});

describe("events", () => {
  it("leave in batches of 10, or 1,000 ms after the first, in the store's batch format", async () => {
    const { client, batches } = clientOn();
    await client.onReady();
    const user = client.createUserContext("vuid_a", { site: "en-us" });
    for (let index = 0; index < 13; index++)
      user.trackEvent("purchase", { revenue: "42.9", value: "1.5" });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches().map((batch) => batch.visitors.length)).toEqual([10]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches().map((batch) => batch.visitors.length)).toEqual([10, 3]);
    for (const batch of batches())
      expect(EXPERIMENT_EVENT_BATCH.safeParse(batch).success).toBe(true);
    const event = batches()[0]?.visitors[0]?.snapshots[0]?.events[0];
    expect(event).toMatchObject({ entity_id: "21", key: "purchase", revenue: 42, value: 1.5 });
    await client.close();
  });

  it("warn and use the defaults for an invalid batch size or flush interval", async () => {
    const { client, runtime, batches } = clientOn({
      batchSize: 0,
      flushInterval: 2.5,
      maxQueueSize: -1,
    });
    await client.onReady();
    expect(runtime.warnings).toHaveLength(3);
    const user = client.createUserContext("vuid_a");
    for (let index = 0; index < 10; index++) user.trackEvent("purchase");
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toHaveLength(1);
    await client.close();
  });

  it("hold at most 10,000 waiting events and drop the rest with a warning", async () => {
    const { client, runtime, events } = clientOn({ batchSize: 20_000, flushInterval: 60_000 });
    await client.onReady();
    const user = client.createUserContext("vuid_a");
    for (let index = 0; index < LIMITS.MAX_EVENT_QUEUE_SIZE + 5; index++)
      user.trackEvent("purchase");
    expect(
      runtime.warnings.filter((warning) => /10000 already waiting/.test(warning)),
    ).toHaveLength(5);
    await client.close();
    expect(events()).toHaveLength(LIMITS.MAX_EVENT_QUEUE_SIZE);
  });

  it("are not sent for a key the datafile does not name, and tags must be an object", async () => {
    const { client, runtime, events } = clientOn();
    await client.onReady();
    const user = client.createUserContext("vuid_a");
    user.trackEvent("nope");
    expect(() => user.trackEvent("purchase", [] as unknown as Record<string, unknown>)).toThrow(
      /eventTags/,
    );
    await client.close();
    expect(events()).toEqual([]);
    expect(runtime.warnings.join()).toMatch(/no event "nope"/);
  });

  it("are tried again 3 times on a 5xx and sent once close has waited for them", async () => {
    let answers = 0;
    const { client, requests } = clientOn({}, sampleDatafile(), () =>
      ++answers <= 3 ? { status: 502 } : { status: 204 },
    );
    await client.onReady();
    client.createUserContext("vuid_a").trackEvent("purchase");
    const closing = client.close();
    // The retries wait 200, 400 and 800 ms.
    await vi.advanceTimersByTimeAsync(1_400);
    await closing;
    expect(requests.filter((request) => request.url.endsWith("/v1/events"))).toHaveLength(4);
  });
});

describe("the user context", () => {
  it("refuses an invalid user id or attributes (VAL400)", () => {
    const { client } = clientOn();
    expect(() => client.createUserContext("")).toThrow(
      expect.objectContaining({ errorId: "VAL400" }),
    );
    expect(() => client.createUserContext("a", { price: 1.5 })).toThrow(/safe integer/);
    expect(() => client.createUserContext("a", { x: undefined })).toThrow(/undefined/);
    void client.close();
  });
});

describe("statuses", () => {
  it("are started and running, the audience-data manager only with an odp integration; all stop on close", async () => {
    const { client } = clientOn();
    expect(client.status()).toEqual({
      datafileManager: "started",
      eventQueue: "running",
      audienceDataManager: "stopped",
    });
    await client.onReady();
    expect(client.status().audienceDataManager).toBe("running");
    await client.close();
    expect(client.status()).toEqual({
      datafileManager: "stopped",
      eventQueue: "stopped",
      audienceDataManager: "stopped",
    });
    const plain = clientOn({}, sampleDatafile({ integrations: [] }));
    await plain.client.onReady();
    expect(plain.client.status().audienceDataManager).toBe("stopped");
    await plain.client.close();
  });
});

// databases: postgres — the client against the real store's calls; PostgreSQL runs them faster
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abExperiment,
  datafileV4,
  deliveryRule,
  openSdk,
  segmentAudience,
} from "../../../../test/optimizely-sdk";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import { freePort } from "../../../../test/server-processes";
import { linkedVisitor } from "../../../../test/shoppers";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { DECIDE_OPTIONS } from "./client-constants.config";
import { createExperimentsClient } from "./experiments-client.service";

/*
 * The store's own experimentation client against the store on a port (issue 29): it loads the
 * published datafile, decides as the official SDK does, its events are stored once, and the
 * store answers its segments query only for a visitor id the store linked.
 */

const SDK_KEY = "client-routes-test";
let t: TestApp;
let base = "";
let published = "";

function datafile(host: string): Record<string, unknown> {
  const { events, experiment } = abExperiment("hero_test");
  const adults = {
    id: "62",
    name: "adults",
    conditions: ["and", { type: "custom_attribute", name: "age", match: "ge", value: 18 }],
  };
  const english = {
    id: "63",
    name: "english",
    conditions: [
      "or",
      { type: "custom_attribute", name: "site", match: "substring", value: "en-" },
    ],
  };
  return datafileV4({
    projectId: "4101",
    accountId: "5101",
    events,
    attributes: [
      { id: "91", key: "site" },
      { id: "92", key: "age" },
    ],
    experiments: [{ ...experiment, audienceIds: ["63"] }],
    typedAudiences: [segmentAudience("61", "members", "loyalty-member"), adults, english],
    rollouts: [
      { id: "71", experiments: [deliveryRule("72", "members_rule", ["61"], "on")] },
      {
        id: "73",
        experiments: [
          deliveryRule("74", "adults_rule", ["62"], "on"),
          deliveryRule("75", "everyone", [], "on"),
        ],
      },
    ],
    featureFlags: [
      { id: "81", key: "hero", experimentIds: ["31"], rolloutId: "", variables: [] },
      { id: "82", key: "members_banner", experimentIds: [], rolloutId: "71", variables: [] },
      { id: "83", key: "adult_offer", experimentIds: [], rolloutId: "73", variables: [] },
    ],
    integrations: [{ key: "odp", host, publicKey: "client-routes-key" }],
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ host: "127.0.0.1", port });
  published = (await t.services.experiments.experiments.publish(SDK_KEY, datafile(base), "tester"))
    .body;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const warnings: string[] = [];
const clientAtStore = () =>
  createExperimentsClient({
    sdkKey: SDK_KEY,
    host: base,
    warn: (message) => warnings.push(message),
  });

describe("the store's own client pointed at the store", () => {
  it("decides as the official SDK for generated visitors, and its events are stored once", async () => {
    const client = clientAtStore();
    await client.onReady({ timeout: 10_000 });
    const sdk = await openSdk(published);
    const visitors = fc.sample(
      fc.record({
        suffix: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        site: fc.constantFrom("en-us", "en-gb", "de-de", "fr-fr"),
        age: fc.integer({ min: 0, max: 99 }),
      }),
      { numRuns: runs(200), seed: 29 },
    );
    const decided = new Map<string, string | null>();
    for (const [index, { suffix, site, age }] of visitors.entries()) {
      const id = `vuid_client${index}${suffix}`.slice(0, 32);
      const ours = client.createUserContext(id, { site, age });
      const theirs = sdk.createUserContext(id, { site, age });
      for (const flag of ["hero", "members_banner", "adult_offer"]) {
        const options = flag === "hero" ? [] : [DECIDE_OPTIONS.DISABLE_DECISION_EVENT];
        const mine = ours.decide(flag, options);
        const official = theirs.decide(flag);
        expect({ ...mine, userContext: null }, `${id} ${flag}`).toEqual({
          ...official,
          userContext: null,
        });
        if (flag === "hero") decided.set(id, mine.variationKey);
      }
      ours.trackEvent("purchase", { revenue: "4200.7" });
    }
    await client.close();
    expect(warnings).toEqual([]);
    expect(new Set(decided.values())).toEqual(new Set(["control", "treatment", null]));

    const rows = await t.db.query<{
      visitor_id: string;
      kind: string;
      variation_key: string | null;
      revenue: string | null;
    }>(
      `select visitor_id, kind, variation_key, revenue from experiment_events where project_id = '4101'`,
    );
    const impressions = rows.filter((row) => row.kind === "impression");
    const bucketed = [...decided.values()].filter((key) => key !== null);
    expect(impressions).toHaveLength(bucketed.length);
    for (const row of impressions) expect(row.variation_key).toBe(decided.get(row.visitor_id));
    const conversions = rows.filter((row) => row.kind === "conversion");
    expect(conversions).toHaveLength(visitors.length);
    expect(new Set(conversions.map((row) => Number(row.revenue)))).toEqual(new Set([4200]));
  });

  it("fetches the segments of a visitor the store linked, and none for one it did not", async () => {
    const shopper = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    const { vuid } = shopper;
    const client = clientAtStore();
    await client.onReady({ timeout: 10_000 });
    expect(client.status().audienceDataManager).toBe("running");
    const member = client.createUserContext(vuid);
    expect(await member.fetchQualifiedSegments()).toBe(true);
    expect(member.qualifiedSegments).toEqual(["loyalty-member"]);
    expect(member.isQualifiedFor("loyalty-member")).toBe(true);
    expect(member.decide("members_banner").enabled).toBe(true);
    for (const id of ["vuid_nobodylinkedthis", shopper.consumerNo]) {
      const stranger = client.createUserContext(id);
      expect(await stranger.fetchQualifiedSegments()).toBe(false);
      expect(stranger.qualifiedSegments).toBeNull();
      expect(stranger.decide("members_banner").enabled).toBe(false);
    }
    expect(
      client.sendAudienceEvent({ action: "viewed", identifiers: { vuid }, data: { page: "home" } }),
    ).toBe(true);
    await client.close();
    const stored = await t.db.query(`select 1 from audience_events where vuid = $1`, [vuid]);
    expect(stored).toHaveLength(1);
  });
});

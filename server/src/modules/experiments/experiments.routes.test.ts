// databases: pglite, postgres — the service's SQL runs on the embedded database too (the demo's)
import {
  createBatchEventProcessor,
  createInstance,
  createOdpManager,
  createPollingProjectConfigManager,
  type EventDispatcher,
} from "@optimizely/optimizely-sdk";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  abExperiment,
  datafileV4,
  deliveryRule,
  segmentAudience,
} from "../../../test/optimizely-sdk";
import { freePort } from "../../../test/server-processes";
import { linkedVisitor } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * The experimentation service through its calls (issue 29): the official SDK from npm, pointed
 * at the store, fetches the datafile, decides, sends its events and asks for segments, unchanged.
 */

const SDK_KEY = "routes-test";
const ODP_KEY = "W4WzcEs-ABgXorzY7h1LCQ";

let t: TestApp;
let base = "";

function demoDatafile(host: string): Record<string, unknown> {
  const { events, experiment } = abExperiment("hero_test");
  return datafileV4({
    projectId: "4001",
    accountId: "5001",
    events,
    experiments: [experiment],
    typedAudiences: [segmentAudience("61", "members", "loyalty-member")],
    rollouts: [{ id: "71", experiments: [deliveryRule("72", "members_rule", ["61"], "on")] }],
    featureFlags: [
      { id: "81", key: "hero", experimentIds: ["31"], rolloutId: "", variables: [] },
      { id: "82", key: "members_banner", experimentIds: [], rolloutId: "71", variables: [] },
    ],
    integrations: [{ key: "odp", host, publicKey: ODP_KEY }],
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ host: "127.0.0.1", port });
  await t.services.experiments.experiments.publish(SDK_KEY, demoDatafile(base), "tester");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Sends the SDK's event batches to the store instead of Optimizely's log endpoint, unchanged. */
const toStore: EventDispatcher = {
  dispatchEvent(event) {
    const sent = (async () => {
      const response = await fetch(`${base}/v1/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(event.params),
      });
      if (response.status !== 204) refusals.push(await response.text());
      return { statusCode: response.status };
    })();
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
    return sent;
  },
};
/** Batches on their way and the answers refused: `close()` starts the last send, not ends it. */
const inFlight = new Set<Promise<unknown>>();
const refusals: string[] = [];
async function closed(client: { close(): Promise<unknown> }): Promise<void> {
  await client.close();
  while (inFlight.size > 0) await Promise.all(inFlight);
  expect(refusals).toEqual([]);
}

function sdkAtStore() {
  return createInstance({
    projectConfigManager: createPollingProjectConfigManager({
      sdkKey: SDK_KEY,
      urlTemplate: `${base}/datafiles/%s.json`,
      autoUpdate: false,
    }),
    eventProcessor: createBatchEventProcessor({
      eventDispatcher: toStore,
      batchSize: 10,
      flushInterval: 100,
    }),
    odpManager: createOdpManager({}),
  });
}

describe("the official SDK pointed at the store", () => {
  it("fetches the datafile, decides, and its impressions and conversions are stored once", async () => {
    const client = sdkAtStore();
    await client.onReady({ timeout: 10_000 });
    const visitors = Array.from({ length: 24 }, (_, index) => `vuid_routes${index}`);
    const decided = new Map<string, string | null>();
    for (const visitor of visitors) {
      const user = client.createUserContext(visitor, { site: "en-us" });
      const decision = user.decide("hero");
      decided.set(visitor, decision.variationKey);
      user.trackEvent("purchase", { revenue: 4200 });
    }
    await closed(client);
    expect(new Set(decided.values())).toEqual(new Set(["control", "treatment"]));

    const stored = () =>
      t.db.query<{ visitor_id: string; kind: string; variation_key: string }>(
        `select visitor_id, kind, variation_key from experiment_events
          where project_id = '4001' and visitor_id like 'vuid_routes%'`,
      );
    // The SDK's close starts sending the last batch; it has arrived once every event has.
    const rows = await vi.waitFor(async () => {
      const all = await stored();
      if (all.length < visitors.length * 2) throw new Error(`${all.length} events so far`);
      return all;
    }, 10_000);
    const impressions = rows.filter((row) => row.kind === "impression");
    expect(impressions).toHaveLength(visitors.length);
    for (const row of impressions) expect(row.variation_key).toBe(decided.get(row.visitor_id));
    const conversions = await t.db.query<{ revenue: string }>(
      `select revenue from experiment_events
        where kind = 'conversion' and event_key = 'purchase' and visitor_id like 'vuid_routes%'`,
    );
    expect(conversions.map((row) => Number(row.revenue))).toEqual(visitors.map(() => 4200));
  });

  it("asks the store which segments a visitor it linked qualifies for, and decides by them", async () => {
    const member = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    const plain = await linkedVisitor(t, {});
    const client = sdkAtStore();
    await client.onReady({ timeout: 10_000 });
    const asMember = client.createUserContext(member.vuid);
    expect(await asMember.fetchQualifiedSegments()).toBe(true);
    expect(asMember.qualifiedSegments).toEqual(["loyalty-member"]);
    expect(asMember.decide("members_banner").enabled).toBe(true);
    const notMember = client.createUserContext(plain.vuid);
    expect(await notMember.fetchQualifiedSegments()).toBe(true);
    expect(notMember.qualifiedSegments).toEqual([]);
    expect(notMember.decide("members_banner").enabled).toBe(false);
    // A visitor id the store linked to nobody, and a member's customer number (which anyone
    // may know): the SDK is told the identifier is not known, and learns nothing.
    for (const id of ["vuid_nobodylinkedthis", member.consumerNo]) {
      const stranger = client.createUserContext(id);
      expect(await stranger.fetchQualifiedSegments()).toBe(false);
      expect(stranger.qualifiedSegments).toBeNull();
    }
    await closed(client);
  });
});

describe("the datafile", () => {
  it("answers Last-Modified, and 304 to a copy that is not older", async () => {
    const first = await fetch(`${base}/datafiles/${SDK_KEY}.json`);
    expect(first.status).toBe(200);
    const modified = first.headers.get("last-modified");
    expect(modified).toBeTruthy();
    const body = (await first.json()) as { revision: string; projectId: string };
    expect(body.projectId).toBe("4001");
    const again = await fetch(`${base}/datafiles/${SDK_KEY}.json`, {
      headers: { "if-modified-since": modified ?? "" },
    });
    expect(again.status).toBe(304);
    const older = new Date(Date.parse(modified ?? "") - 1000).toUTCString();
    const stale = await fetch(`${base}/datafiles/${SDK_KEY}.json`, {
      headers: { "if-modified-since": older },
    });
    expect(stale.status).toBe(200);
  });

  it("numbers each publish, and a pause is a new revision the SDK no longer buckets into", async () => {
    const before = await t.services.experiments.experiments.datafile(SDK_KEY);
    const paused = await t.services.experiments.experiments.setStatus(
      SDK_KEY,
      "hero_test",
      "Paused",
      "tester",
    );
    expect(paused.revision).toBe((before?.revision ?? 0) + 1);
    expect(JSON.parse(paused.body)).toMatchObject({ revision: String(paused.revision) });
    const client = sdkAtStore();
    await client.onReady({ timeout: 10_000 });
    expect(client.createUserContext("vuid_paused").decide("hero").variationKey).toBeNull();
    await closed(client);
    await t.services.experiments.experiments.setStatus(SDK_KEY, "hero_test", "Running", "tester");
  });

  it("refuses an unknown key (EXP404) and a malformed one (VAL400)", async () => {
    const unknown = await t.call({ method: "GET", url: "/datafiles/nobody-here.json" });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)?.errorId).toBe("EXP404");
    const malformed = await t.call({ method: "GET", url: "/datafiles/a%20b.json" });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)?.errorId).toBe("VAL400");
  });
});

describe("events", () => {
  const batch = (uuid: string, projectId = "4001") => ({
    account_id: "5001",
    project_id: projectId,
    revision: "1",
    client_name: "node-sdk",
    client_version: "6.6.1",
    anonymize_ip: true,
    enrich_decisions: true,
    visitors: [
      {
        visitor_id: "vuid_events1",
        attributes: [],
        snapshots: [{ events: [{ entity_id: "21", key: "purchase", timestamp: 1, uuid }] }],
      },
    ],
  });
  const send = (body: unknown) =>
    t.call({
      method: "POST",
      url: "/v1/events",
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });

  it("counts a batch sent twice once", async () => {
    const uuid = "5c6b3d1e-1111-4222-8333-944455556666";
    expect((await send(batch(uuid))).statusCode).toBe(204);
    expect((await send(batch(uuid))).statusCode).toBe(204);
    const rows = await t.db.query(`select 1 from experiment_events where event_uuid = $1`, [uuid]);
    expect(rows).toHaveLength(1);
  });

  it("refuses events of a project nobody published (EXP403)", async () => {
    const refused = await send(batch("6c6b3d1e-1111-4222-8333-944455556666", "999999"));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)?.errorId).toBe("EXP403");
  });

  it("bounds the keyless event calls per address (API429), the pixel too", async () => {
    const audience = () =>
      t.call({
        method: "POST",
        url: "/v3/events",
        payload: JSON.stringify([
          { type: "fullstack", action: "identified", identifiers: { vuid: "vuid_bounded" } },
        ]),
        headers: { "content-type": "application/json", "x-api-key": ODP_KEY },
      });
    const pixel = () =>
      t.call({
        method: "GET",
        url: `/v2/zaius.gif?tracker_id=${ODP_KEY}&event_type=pageview&vdl_action=view&vuid=vuid_b`,
      });
    const uuid = () =>
      randomBytes(16)
        .toString("hex")
        .replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-");
    expect((await audience()).statusCode).toBe(202);
    // An hour of one batch a second from this address, as if sent.
    await t.db.query(`update rate_limit_counters set hits = 3600 where rule = 'events-address'`);
    try {
      for (const refused of [await audience(), await pixel(), await send(batch(uuid()))]) {
        expect(refused.statusCode).toBe(429);
        expect(errorOf(refused)?.errorId).toBe("API429");
      }
    } finally {
      await t.db.query(`delete from rate_limit_counters where rule = 'events-address'`);
    }
  });

  it("takes audience data only with the project's public key (EXP412)", async () => {
    const events = [{ type: "fullstack", action: "identified", identifiers: { vuid: "vuid_x" } }];
    const call = (key: string) =>
      t.call({
        method: "POST",
        url: "/v3/events",
        payload: JSON.stringify(events),
        headers: { "content-type": "application/json", "x-api-key": key },
      });
    expect((await call(ODP_KEY)).statusCode).toBe(202);
    const refused = await call("not-the-key");
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)?.errorId).toBe("EXP412");
    const pixel = await t.call({
      method: "GET",
      url: `/v2/zaius.gif?tracker_id=${ODP_KEY}&event_type=pageview&vdl_action=view&vuid=vuid_x`,
    });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers["content-type"]).toBe("image/gif");
  });
});

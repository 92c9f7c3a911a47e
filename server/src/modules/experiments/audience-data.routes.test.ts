// databases: pglite, postgres — the visitor links' SQL runs on the embedded database too (the demo's)
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { datafileV4, segmentAudience } from "../../../test/optimizely-sdk";
import { createShopper, linkedVisitor, signInShopper } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * Audience data's segments query (issue 29, decision 0104): the project's public key is public
 * (it is in the datafile), so the store answers only for visitor ids it linked itself, and
 * only about the segments the key's audiences use. The official SDK asking through it is in
 * experiments.routes.test.ts.
 */

const SDK_KEY = "audience-test";
const ODP_KEY = "Aud13nceK3y-routes-test";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.experiments.experiments.publish(
    SDK_KEY,
    datafileV4({
      projectId: "4101",
      accountId: "5101",
      typedAudiences: [segmentAudience("61", "members", "loyalty-member")],
      integrations: [{ key: "odp", host: "https://store.test", publicKey: ODP_KEY }],
    }),
    "tester",
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The segments query the SDKs send, with the project's public key. */
const askSegments = (id: string, subset: readonly string[], key = ODP_KEY, idKey = "vuid") =>
  t.call({
    method: "POST",
    url: "/v3/graphql",
    payload: JSON.stringify({
      query: `query($id: String, $subset: [String]) {customer(${idKey}: $id) {audiences(subset: $subset) {edges {node {name state}}}}}`,
      variables: { id, subset },
    }),
    headers: { "content-type": "application/json", "x-api-key": key },
  });
const statesOf = (answer: { json(): unknown }) =>
  (
    answer.json() as {
      data: { customer: { audiences: { edges: { node: { state: string } }[] } } | null };
    }
  ).data.customer?.audiences.edges.map((edge) => edge.node.state) ?? null;

describe("audience data answers only for identities the store linked", () => {
  it("refuses every identity a caller only claims, whatever its form", async () => {
    const member = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    expect(statesOf(await askSegments(member.vuid, ["loyalty-member"]))).toEqual(["qualified"]);
    // Generated claims: the member's customer number, other visitor
    // ids, ids one character off the linked one, and identify events sent with the public key
    // linking an id to the member (the old way in) first.
    const claimed: [string, string][] = [];
    claimed.push(["fs_user_id", member.consumerNo]);
    for (let index = 0; index < runs(12); index++) {
      const vuid = `vuid_${randomBytes(1 + (index % 20)).toString("base64url")}`;
      claimed.push(["vuid", vuid]);
      const identify = await t.call({
        method: "POST",
        url: "/v3/events",
        payload: JSON.stringify([
          {
            type: "fullstack",
            action: "identified",
            identifiers: { vuid, fs_user_id: member.consumerNo },
          },
        ]),
        headers: { "content-type": "application/json", "x-api-key": ODP_KEY },
      });
      expect(identify.statusCode).toBe(202);
    }
    const last = member.vuid.slice(-1);
    claimed.push(["vuid", member.vuid.slice(0, -1) + (last === "a" ? "b" : "a")]);
    claimed.push(["vuid", member.vuid.toUpperCase()]);
    for (const [idKey, id] of claimed) {
      const answer = await askSegments(id, ["loyalty-member"], ODP_KEY, idKey);
      expect(answer.statusCode, `${idKey} ${id}`).toBe(200);
      expect(statesOf(answer), `${idKey} ${id}`).toBeNull();
    }
  });

  it("answers only about the segments the key's audiences use, and only to the key", async () => {
    const member = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    for (const subset of [["employee"], ["loyalty-member", "athlete"], ["signed-in"]]) {
      const refused = await askSegments(member.vuid, subset);
      expect(refused.statusCode, subset.join()).toBe(400);
      expect(errorOf(refused)?.errorId).toBe("VAL400");
    }
    const wrongKey = await askSegments(member.vuid, ["loyalty-member"], "not-the-key");
    expect(wrongKey.statusCode).toBe(401);
    expect(errorOf(wrongKey)?.errorId).toBe("EXP412");
    // Unknown key first: a malformed query with it says nothing about the query.
    const unread = await t.call({
      method: "POST",
      url: "/v3/graphql",
      payload: JSON.stringify({ query: "mutation { x }" }),
      headers: { "content-type": "application/json", "x-api-key": "not-the-key" },
    });
    expect(errorOf(unread)?.errorId).toBe("EXP412");
  });

  it("links a visitor id for as long as the pass, a newer link replaces it, and forget ends it", async () => {
    const member = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    const other = await linkedVisitor(t, {});
    // The other shopper's page server links the same id: it is theirs now.
    const relinked = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/segments?locale=en-us&visitor=${member.vuid}`,
      token: other.accessToken,
    });
    expect(relinked.statusCode).toBe(200);
    expect(statesOf(await askSegments(member.vuid, ["loyalty-member"]))).toEqual(["not_qualified"]);
    await t.services.experiments.audiences.forget(member.vuid);
    expect(statesOf(await askSegments(member.vuid, ["loyalty-member"]))).toBeNull();
    // An ended link is not answered, and the purge takes it away.
    const ended = await linkedVisitor(t, { subscriptions: { loyaltyEnrollment: true } });
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await t.services.experiments.audiences.purge(later)).toBeGreaterThanOrEqual(1);
    expect(statesOf(await askSegments(ended.vuid, ["loyalty-member"]))).toBeNull();
  });

  it("refuses a visitor id that is not the store's form (VAL400)", async () => {
    const shopper = await createShopper(t);
    const { accessToken } = await signInShopper(t, shopper.email);
    for (const visitor of ["x", "vuid_", `vuid_${"a".repeat(28)}`, "vuid_a b", "VUID_abc"]) {
      const refused = await t.call({
        method: "GET",
        url: `/consumers-v3/consumer/segments?locale=en-us&visitor=${encodeURIComponent(visitor)}`,
        token: accessToken,
      });
      expect(refused.statusCode, visitor).toBe(400);
      expect(errorOf(refused)?.errorId).toBe("VAL400");
    }
  });
});

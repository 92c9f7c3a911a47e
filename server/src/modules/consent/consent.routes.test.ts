// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import type { ConsentRecord } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * A signed-in shopper's consent choice kept as proof (issue 29: "recorded with time and banner
 * version … and follows them to another device").
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL_EN_GB = "/consumers-v3/consumer/consent?locale=en-gb";
/** Sends `body` as JSON, whatever JSON value it is. */
const choose = (token: string, body: unknown, url = URL_EN_GB) =>
  t.call({
    method: "PUT",
    url,
    token,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

describe("consent records", () => {
  it("keeps each choice with its banner version, site and time; the newest follows the shopper", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const before = Date.now();
    const first = await choose(token, {
      choices: { C0002: true, C0003: false, C0004: true },
      bannerVersion: "2026-11",
    });
    expect(first.statusCode).toBe(200);
    const recorded = first.json() as ConsentRecord;
    expect(recorded).toMatchObject({
      categories: ["C0001", "C0002", "C0004"],
      bannerVersion: "2026-11",
      site: "en-gb",
    });
    expect(Date.parse(recorded.givenAt)).toBeGreaterThanOrEqual(before - 1000);

    // A change later, from the German site: the newer choice is the one that follows.
    const second = await choose(
      token,
      { choices: { C0002: false, C0003: false, C0004: false }, bannerVersion: "2026-12" },
      "/consumers-v3/consumer/consent?locale=de-de",
    );
    expect((second.json() as ConsentRecord).categories).toEqual(["C0001"]);

    // Another device: a new session of the same shopper reads it.
    const { token: elsewhere } = await t.registeredToken({ consumerNo });
    const read = await t.call({ method: "GET", url: URL_EN_GB, token: elsewhere });
    expect(read.statusCode).toBe(200);
    expect((read.json() as { consent: ConsentRecord }).consent).toMatchObject({
      categories: ["C0001"],
      bannerVersion: "2026-12",
      site: "de-de",
    });
    // Both choices stay, as proof of what was agreed when.
    const kept = await t.db.query<{ n: number }>(
      "select count(*)::int as n from consent_records where consumer_no = $1",
      [consumerNo],
    );
    expect(kept[0]?.n).toBe(2);
  });

  it("has nothing for a shopper who never chose, and is only for signed-in shoppers", async () => {
    const { token } = await t.registeredToken();
    const none = await t.call({ method: "GET", url: URL_EN_GB, token });
    expect(none.json()).toEqual({ consent: null });

    const guest = await t.guestToken();
    const asGuest = await choose(guest, {
      choices: { C0002: true, C0003: true, C0004: true },
      bannerVersion: "1",
    });
    expect(errorOf(asGuest)?.errorId).toBe("AUT432");
    const anonymous = await t.call({ method: "GET", url: URL_EN_GB });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses any other body with the catalogue's error, never stores it, never fails", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const choices = fc.record({ C0002: fc.boolean(), C0003: fc.boolean(), C0004: fc.boolean() });
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ choices, bannerVersion: fc.string({ maxLength: 60 }) }),
      fc.record({ choices: fc.jsonValue(), bannerVersion: fc.constant("1") }),
      fc.record({
        choices: fc.record({ C0001: fc.boolean(), C0002: fc.boolean() }),
        bannerVersion: fc.constant("1"),
      }),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const answer = await choose(token, payload);
        if (answer.statusCode === 200) {
          accepted += 1;
          expect((answer.json() as ConsentRecord).categories[0]).toBe("C0001");
        } else {
          expect(answer.statusCode).toBe(400);
          // A field out of its rules is VAL4xx; a body that is not an object at all, ATTR300.
          expect(errorOf(answer)?.errorId).toMatch(/^(VAL4\d\d|ATTR300)$/);
        }
      }),
      { numRuns: runs(40) },
    );
    const kept = await t.db.query<{ n: number }>(
      "select count(*)::int as n from consent_records where consumer_no = $1",
      [consumerNo],
    );
    expect(kept[0]?.n).toBe(accepted);
  });
});

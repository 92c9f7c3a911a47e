// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { Site } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /fapi/sites", () => {
  it("lists the six sites with their locales and currencies", async () => {
    const response = await t.call({ method: "GET", url: "/fapi/sites" });
    expect(response.statusCode).toBe(200);
    const { sites } = response.json() as { sites: Site[] };
    const byLocale = Object.fromEntries(sites.map((site) => [site.locale, site.currency]));
    expect(byLocale).toEqual({
      "en-us": "USD",
      "en-ca": "CAD",
      "fr-ca": "CAD",
      "en-gb": "GBP",
      "de-de": "EUR",
      "fr-fr": "EUR",
    });
  });

  it("marks en-us, and only en-us, as the default site", async () => {
    const { sites } = (await t.call({ method: "GET", url: "/fapi/sites" })).json() as {
      sites: Site[];
    };
    expect(sites.filter((site) => site.isDefault).map((site) => site.locale)).toEqual(["en-us"]);
  });

  it("turns the simplified enrolment on for the UK demo site only", async () => {
    const { sites } = (await t.call({ method: "GET", url: "/fapi/sites" })).json() as {
      sites: Site[];
    };
    expect(sites.filter((site) => site.simplifiedEnrolment).map((site) => site.locale)).toEqual([
      "en-gb",
    ]);
  });

  it("gives each site its country and language as the locale spells them", async () => {
    const { sites } = (await t.call({ method: "GET", url: "/fapi/sites" })).json() as {
      sites: Site[];
    };
    for (const site of sites) {
      expect(site.locale).toBe(`${site.language}-${site.country.toLowerCase()}`);
      expect(site.name).not.toBe("");
    }
  });
});

describe("GET /fapi/server/time", () => {
  it("answers the server's clock in epoch milliseconds", async () => {
    const before = Date.now();
    const response = await t.call({ method: "GET", url: "/fapi/server/time" });
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const { timestamp } = response.json() as { timestamp: number };
    expect(Number.isInteger(timestamp)).toBe(true);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
  });

  it("is an API call like the others: it needs the access key", async () => {
    const response = await t.app.inject({ method: "GET", url: "/fapi/server/time" });
    expect(response.statusCode).toBe(401);
  });
});

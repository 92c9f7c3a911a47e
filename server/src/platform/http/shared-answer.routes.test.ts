// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
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

describe("an answer every shopper shares", () => {
  it("is sent as the same JSON, with the same headers, when it comes from the area's cache", async () => {
    const search = () =>
      t.call({ method: "GET", url: "/products/v2/search/productSearch?q=jacket&locale=en-us" });
    const fresh = await search();
    const kept = await search();
    for (const answer of [fresh, kept]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(kept.body).toBe(fresh.body);
    expect(JSON.parse(fresh.body)).toMatchObject({ query: { q: "jacket" } });
    expect((JSON.parse(fresh.body) as { total: number }).total).toBeGreaterThan(0);
  });
});

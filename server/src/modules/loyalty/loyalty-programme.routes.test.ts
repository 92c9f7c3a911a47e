// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { type TestApp } from "../../../test/test-app";

/** The programme page's figures (issue 14, decision 0073). */
let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /consumers-v3/loyalty/programme", () => {
  it("states the earning rate, the point value and the voucher tiers of the site's currency", async () => {
    const us = await t.call({ method: "GET", url: "/consumers-v3/loyalty/programme?locale=en-us" });
    expect(us.statusCode).toBe(200);
    expect(us.json()).toEqual({
      currency: "USD",
      pointsPerUnit: 1,
      pointValue: 0.05,
      voucherTiers: [
        { points: 100, amount: 5 },
        { points: 200, amount: 10 },
        { points: 500, amount: 25 },
        { points: 1000, amount: 50 },
      ],
      welcomeDiscountPercentage: 10,
      welcomeValidDays: 30,
    });
    const gb = (
      await t.call({ method: "GET", url: "/consumers-v3/loyalty/programme?locale=en-gb" })
    ).json() as { currency: string; pointValue: number };
    expect(gb).toMatchObject({ currency: "GBP", pointValue: 0.04 });
  });
});

// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** The shipping-terms page's data (issue 14, decision 0073): the real price lists and threshold. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const terms = async (locale: string) =>
  (await t.call({ method: "GET", url: `/cart/v1/shippingTerms?locale=${locale}` })).json() as {
    currency: string;
    methods: { code: string; label: string; deliveryText: string; price: number }[];
    freeShippingThreshold: number | null;
    sameDayMetros: string[];
  };

describe("GET /cart/v1/shippingTerms", () => {
  it("states the site's methods, prices and free-shipping threshold in its currency and language", async () => {
    const us = await terms("en-us");
    expect(us.currency).toBe("USD");
    expect(us.freeShippingThreshold).toBe(100);
    expect(us.methods.find((method) => method.code === "STANDARD")).toMatchObject({
      label: "Standard delivery",
      deliveryText: "3-5 business days",
    });
    const de = await terms("de-de");
    expect(de.currency).toBe("EUR");
    expect(de.freeShippingThreshold).toBe(90);
    expect(de.methods.find((method) => method.code === "STANDARD")?.label).toBe("Standardversand");
    const ca = await terms("fr-ca");
    expect(ca.freeShippingThreshold).toBe(125);
    expect(ca.methods.find((method) => method.code === "STANDARD")?.price).toBe(10);
    expect(ca.sameDayMetros).toContain("Montréal");
  });

  it("says there is no threshold once the site's free-shipping promotion has ended", async () => {
    await t.db.query(
      "update promotions set ends_at = now() - interval '1 day' where site_id = 'GB' and level = 'SHIPPING'",
    );
    expect((await terms("en-gb")).freeShippingThreshold).toBeNull();
  });
});

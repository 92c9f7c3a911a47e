// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";
import { minor } from "./cart-delivery-test.helpers";

// Issue 26 point 4 through the API (decision 0081): on every seeded site, every method the home
// shipment offers is charged its price, less a shipping promotion only when that promotion names
// the method and the bag reaches its threshold. Sites, methods and promotions come from the
// seeded tables and the cart's own answer, not from a list in this file.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface SiteRow {
  site_id: string;
  locale: string;
  currency: string;
  country: string;
}

interface ShippingPromotionRow {
  condition: { minSubtotalMinor?: number };
  reward: { methods?: string[] };
}

const home = (cart: Cart) => cart.shippingMethods.find((shipment) => shipment.shippingId === "me");

async function choose(token: string, cart: Cart, locale: string, code: string, country: string) {
  // A relay point needs its point: any store of the site's country that takes parcels.
  const [point] =
    code === "PUDO"
      ? await t.db.query<{ store_id: string }>(
          `select store_id from stores where country = $1 and pickup_enabled
            order by store_id limit 1`,
          [country],
        )
      : [];
  const answer = await t.call({
    method: "POST",
    url: `/cart/v1/shippingMethod?locale=${locale}`,
    token,
    payload: {
      cartId: cart.basketId,
      shippingId: "me",
      code,
      ...(point ? { storeId: point.store_id } : {}),
    },
  });
  expect(answer.statusCode, `${locale} ${code}: ${answer.body}`).toBe(200);
  return answer.json() as Cart;
}

describe("every seeded shipping promotion × every offered method × every site (API)", () => {
  it("charges each method its price unless a reached shipping promotion names it", async () => {
    const sites = await t.db.query<SiteRow>(
      "select site_id, locale, currency, country from sites order by site_id",
    );
    expect(sites.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    let free = 0;
    for (const site of sites) {
      const promotions = await t.db.query<ShippingPromotionRow>(
        `select condition, reward from promotions
          where site_id = $1 and level = 'SHIPPING' and coupon_code is null
            and not registered_only and (ends_at is null or ends_at > now())`,
        [site.site_id],
      );
      expect(promotions.length, site.site_id).toBeGreaterThan(0);
      const threshold = Math.max(...promotions.map((p) => p.condition.minSubtotalMinor ?? 0));
      // A size worth a fifth of the threshold or more, with stock for the bag over it.
      const sku = await findSku(
        t,
        `i.quantity >= 12 and p.current_minor >= ${Math.ceil(threshold / 5)}
           and p.current_minor <= ${threshold}`,
        [],
        site.currency,
      );
      const overQty = Math.ceil(threshold / sku.current_minor);
      for (const qty of [1, overQty]) {
        const { token, cart } = await newCart(t, site.locale);
        const added = await add(t, token, cart, sku, { qty });
        expect(added.statusCode, added.body).toBe(200);
        const bagMinor = sku.current_minor * qty;
        const offered = home(added.json() as Cart)?.applicableShippingMethods ?? [];
        expect(offered.map((method) => method.code)).toContain("EXPRESS");
        for (const method of offered) {
          const answer = await choose(token, cart, site.locale, method.code, site.country);
          const freeHere = promotions.some(
            (p) =>
              (p.reward.methods ?? []).includes(method.code) &&
              bagMinor >= (p.condition.minSubtotalMinor ?? 0),
          );
          const expected = freeHere ? 0 : minor(method.price.amount);
          expect(minor(answer.totals.shipping), `${site.locale} ${qty} × ${method.code}`).toBe(
            expected,
          );
          // The line's "going home" option says the same price as the total.
          const going = answer.items[0]?.shippingOptions.find((o) => o.storeInfo === null);
          expect(minor(going?.shippingMethod.price.amount), method.code).toBe(expected);
          checked += 1;
          if (freeHere) free += 1;
        }
      }
    }
    // Both outcomes were seen: some methods free over the threshold, the others charged.
    expect(free).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(free * 2);
  });
});

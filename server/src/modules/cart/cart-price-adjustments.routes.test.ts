// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../platform/security/passwords";
import { importAssociateSeed } from "../programs";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
let storeSession: string;
const SECRET = "Till-7730";

beforeAll(async () => {
  t = await createTestApp();
  const listed = await t.call({
    method: "GET",
    url: "/consumers-v3/utilities/stores/0101/employees",
  });
  const [associate] = (listed.json() as { employees: { storeEmployeeId: string }[] }).employees;
  if (!associate) throw new Error("store 0101 has no employee");
  await importAssociateSeed(t.db, {
    storeId: "0101",
    storeEmployeeId: associate.storeEmployeeId,
    secretHash: await hashPassword(SECRET, t.config.passwordCost),
  });
  const login = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer/agent/login",
    payload: { storeId: "0101", storeEmployeeId: associate.storeEmployeeId, secret: SECRET },
  });
  storeSession = (login.json() as { storeSessionToken: string }).storeSessionToken;
});
afterAll(async () => {
  await t?.close();
});

const adjust = (
  token: string,
  cart: Cart,
  method: "POST" | "PATCH" | "DELETE",
  body: Record<string, unknown> | undefined,
  options: { adjustmentId?: string; inStore?: boolean } = {},
) =>
  t.call({
    method,
    url: `/cart/v1/cart/${cart.basketId}/price_adjustments${options.adjustmentId ? `/${options.adjustmentId}` : ""}?locale=en-us`,
    token,
    ...(body ? { payload: body } : {}),
    headers: options.inStore === false ? {} : { "x-store-session": storeSession },
  });

const minor = (major: number | undefined) => Math.round((major ?? 0) * 100);

describe("associate price adjustments", () => {
  it("sets a line's price, changes it to a percentage, and takes it off, each before promotions", async () => {
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 3000");
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku, { qty: 2 })).json() as Cart;
    const item = added.items[0] as Cart["items"][number];

    const fixed = await adjust(token, cart, "POST", {
      itemId: item.id,
      type: "FIXED_PRICE",
      value: 20,
      reason: "Price match",
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const priced = fixed.json() as Cart;
    expect(minor(priced.items[0]?.price.priceAfterItemDiscount)).toBe(4000);
    const [adjustment] = priced.priceAdjustments;
    expect(adjustment).toMatchObject({
      itemId: item.id,
      type: "FIXED_PRICE",
      value: 20,
      storeId: "0101",
    });
    expect(priced.promoSummary[0]).toMatchObject({
      level: "PRODUCT",
      calloutMessage: "Price match",
    });

    const changed = await adjust(
      token,
      cart,
      "PATCH",
      { type: "PERCENT_OFF", value: 12.5, reason: "Damaged box" },
      { adjustmentId: adjustment?.adjustmentId ?? "" },
    );
    const row = sku.current_minor * 2;
    // 12.5% of the row, half up to the cent.
    const off = Math.floor((row * 1250 * 2 + 10_000) / 20_000);
    expect(minor((changed.json() as Cart).items[0]?.price.priceAfterItemDiscount)).toBe(row - off);

    const removed = await adjust(token, cart, "DELETE", undefined, {
      adjustmentId: adjustment?.adjustmentId ?? "",
    });
    const back = removed.json() as Cart;
    expect(back.priceAdjustments).toEqual([]);
    expect(minor(back.items[0]?.price.priceAfterItemDiscount)).toBe(row);
  });

  it("is only for an associate in a buy-in-store session, and checks what it is given", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    const item = ((await add(t, token, cart, sku)).json() as Cart)
      .items[0] as Cart["items"][number];
    const body = { itemId: item.id, type: "AMOUNT_OFF", value: 5, reason: "Loyal customer" };
    const outside = await adjust(token, cart, "POST", body, { inStore: false });
    expect(outside.statusCode).toBe(401);
    expect(outside.json()).toMatchObject({ errorDetails: [{ errorId: "AUT432" }] });
    for (const [change, field] of [
      [{ type: "PERCENT_OFF", value: 0 }, "value"],
      [{ type: "PERCENT_OFF", value: 100.001 }, "value"],
      [{ value: 5.005 }, "value"],
      [{ itemId: "no-such-line" }, "itemId"],
      [{ reason: "  " }, "reason"],
    ] as const) {
      const refused = await adjust(token, cart, "POST", { ...body, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json()).toMatchObject({ errorDetails: [{ field }] });
    }
    const unknown = await adjust(token, cart, "DELETE", undefined, { adjustmentId: "nope" });
    expect(unknown.json()).toMatchObject({
      errorDetails: [{ errorId: "ORD404", field: "adjustmentId" }],
    });
  });

  it("never takes a line below 0", async () => {
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor < 5000");
    const { token, cart } = await newCart(t);
    const item = ((await add(t, token, cart, sku)).json() as Cart)
      .items[0] as Cart["items"][number];
    const answer = await adjust(token, cart, "POST", {
      itemId: item.id,
      type: "AMOUNT_OFF",
      value: 5000,
      reason: "Goodwill",
    });
    const cartAfter = answer.json() as Cart;
    expect(cartAfter.items[0]?.price.priceAfterItemDiscount).toBe(0);
    expect(cartAfter.totals.total).toBeGreaterThanOrEqual(0);
  });
});

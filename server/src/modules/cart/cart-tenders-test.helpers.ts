import type { Cart } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";
import { add, findSku, type Sku } from "./cart-test.helpers";

export {
  addTender,
  addressOf,
  athlete,
  issueReward,
  member,
  minor,
  paid,
  registered,
} from "../../../test/tenders";

/** The sandbox's gift cards with money on them (README "Payment sandbox"), in minor units. */
export const CARDS = {
  hundred: { number: "6036 0000 0000 0005", minor: 10_000 },
  twentyFive: { number: "6036000000000013", minor: 2_500 },
  fifty: { number: "6036000000000062", minor: 5_000 },
  twenty: { number: "6036000000000070", minor: 2_000 },
} as const;

/** A bag on the US site holding one of each SKU given (skus in stock, priced in USD). */
export async function bagWith(t: TestApp, token: string, skus: readonly Sku[]): Promise<Cart> {
  const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
  expect([200, 201]).toContain(created.statusCode);
  let cart = created.json() as Cart;
  for (const sku of skus) {
    const added = await add(t, token, cart, sku);
    expect(added.statusCode, added.body).toBe(200);
    cart = added.json() as Cart;
  }
  return cart;
}

/** SKUs of at least `minMinor` each, different from one another. */
export async function skus(t: TestApp, count: number, minMinor: number): Promise<Sku[]> {
  const found: Sku[] = [];
  for (let i = 0; i < count; i += 1)
    found.push(
      await findSku(
        t,
        `i.quantity >= 50 and p.current_minor >= ${minMinor}`,
        found.map((sku) => sku.upc),
      ),
    );
  return found;
}

export function removeTender(t: TestApp, token: string, cart: Cart, instrumentId: string) {
  return t.call({
    method: "DELETE",
    url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
    token,
    payload: { payment_instrument_id: instrumentId },
  });
}

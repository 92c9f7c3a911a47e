import type { Cart } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";
import { findSku } from "./cart-test.helpers";
import { US_HOME } from "../../../test/checkout";

// Shared by the bag's delivery tests: seeded stores, a home address, and reads and writes of
// a bag's delivery through the API.

/** Seeded US stores by what they offer, and a Canadian one for a US bag. */
export const STORES = {
  SF: "0107", // pickup and ship to store
  BEND: "0106", // pickup, no ship to store
  PARK_CITY: "0104", // neither
  VANCOUVER: "0201", // a Canadian store, for a US bag
} as const;

/** The shared test home address (no e-mail: these bags are given one where they need it). */
export const US_ADDRESS = US_HOME;

export const minor = (major: number | null | undefined) => Math.round((major ?? 0) * 100);

export async function setAddress(
  t: TestApp,
  token: string,
  cart: Cart,
  address: Record<string, unknown>,
) {
  return t.call({
    method: "POST",
    url: `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`,
    token,
    payload: [address],
  });
}

export async function setStoreUnits(t: TestApp, upc: string, storeId: string, quantity: number) {
  await t.db.query(
    `insert into inventory (upc, location_id, quantity) values ($1, $2, $3)
     on conflict (upc, location_id) do update set quantity = excluded.quantity`,
    [upc, storeId, quantity],
  );
}

export async function getCart(t: TestApp, token: string, cart: Cart, query = ""): Promise<Cart> {
  const answer = await t.call({
    method: "GET",
    url: `/cart/v1/cart/${cart.basketId}?locale=en-us${query}`,
    token,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as Cart;
}

/** A cheap size (under the free-shipping threshold) with plenty of stock online. */
export const cheapSku = (t: TestApp, skip: string[] = []) =>
  findSku(t, "i.quantity >= 20 and p.current_minor < 5000", skip);

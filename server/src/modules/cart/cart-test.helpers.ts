import type { Cart } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";

/** A size from the seeded tables, with its online stock and prices in minor units. */
export interface Sku {
  upc: string;
  style_id: string;
  color_variant_id: string;
  quantity: number;
  current_minor: number;
  original_minor: number;
}

/** A SKU from the seeded tables; each call skips the UPCs given so tests do not share one. */
export async function findSku(
  t: TestApp,
  condition: string,
  skip: string[] = [],
  currency = "USD",
): Promise<Sku> {
  const [row] = await t.db.query<Sku>(
    `select k.upc, k.style_id, k.color_variant_id, i.quantity, p.current_minor, p.original_minor
       from skus k
       join inventory i on i.upc = k.upc and i.location_id = 'online'
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = $2
      where ${condition} and not (k.upc = any($1::text[]))
      order by k.upc limit 1`,
    [skip, currency],
  );
  if (!row) throw new Error(`the seed has no SKU where ${condition}`);
  return row;
}

/** A guest with a new, empty cart on the locale's site. */
export async function newCart(
  t: TestApp,
  locale = "en-us",
): Promise<{ token: string; cart: Cart }> {
  const token = await t.guestToken();
  const response = await t.call({ method: "POST", url: `/cart/v1/cart?locale=${locale}`, token });
  expect(response.statusCode).toBe(201);
  return { token, cart: response.json() as Cart };
}

export function addItem(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call({ method: "POST", url: "/cart/v1/item", token, payload: body });
}

/** Adds one unit of `sku` (or what `extra` says) to the cart. */
export const add = (
  t: TestApp,
  token: string,
  cart: Cart,
  sku: Sku,
  extra: Record<string, unknown> = {},
) =>
  addItem(t, token, {
    cartId: cart.basketId,
    productId: sku.style_id,
    upc: sku.upc,
    qty: 1,
    ...extra,
  });

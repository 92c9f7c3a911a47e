import { randomUUID } from "node:crypto";
import type { Cart, Placement } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { createServices } from "../src/app";

export const APPROVED = "4111111111111111";
export const DECLINED = "4000000000000002";
export const CHALLENGE = "4000000000003220";
export const FRAUD = "4000000000000259";

/**
 * A token for a test card, as the card frame serving `bag` hands the page: it pays for one order
 * of that bag (decision 0078).
 */
export async function cardToken(
  t: TestApp,
  bag: { basketId: string },
  number = APPROVED,
): Promise<string> {
  const services = createServices(t.config, t.db);
  const card = await services.payments.sandbox.tokeniseCard(
    {
      number,
      expirationMonth: 7,
      expirationYear: new Date().getUTCFullYear() + 2,
      // American Express cards have a four-digit code.
      securityCode: /^3[47]/.test(number) ? "1234" : "123",
      holder: "Ada Lovelace",
    },
    { basketId: bag.basketId },
  );
  return card.token;
}

/** A card expiry year two years ahead, as the frame's MM/YY field takes it. */
export const NEXT_YEAR = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0");

/**
 * The card frame serving `basketId` sent a test card, as its script posts it (JSON): the raw
 * answer, whose `token` the page would receive.
 */
export function postCardFrame(
  t: TestApp,
  basketId: string,
  number = APPROVED,
  remoteAddress?: string,
) {
  return t.app.inject({
    method: "POST",
    url: "/provider/v1/card-frame",
    headers: { "content-type": "application/json", accept: "application/json" },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {
      basketId,
      number,
      expiry: `07/${NEXT_YEAR}`,
      securityCode: "123",
      holder: "Ada Lovelace",
    },
  });
}

/** The token the card frame hands its page for a test card; fails the test on a refusal. */
export async function frameToken(
  t: TestApp,
  bag: { basketId: string },
  number = APPROVED,
): Promise<string> {
  const answer = await postCardFrame(t, bag.basketId, number);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { token: string }).token;
}

/** A size from the seed with its style and online stock. */
export interface Sku {
  upc: string;
  style_id: string;
  quantity: number;
}

/**
 * A cheap size with plenty of stock online, other than those in `skip`, of a style that is no
 * gift card (a test may have made one a gift card before).
 */
export async function skuWithStock(t: TestApp, skip: string[] = []): Promise<Sku> {
  const [row] = await t.db.query<Sku>(
    `select k.upc, k.style_id, i.quantity
       from skus k
       join styles s on s.style_id = k.style_id and not s.is_digital
       join inventory i on i.upc = k.upc and i.location_id = 'online'
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = 'USD'
      where i.quantity >= 20 and p.current_minor < 5000 and not (k.upc = any($1::text[]))
      order by k.upc limit 1`,
    [skip],
  );
  if (!row) throw new Error("the seed has no cheap size in stock");
  return row;
}

/** A US home address, the fields a shipping form has. */
export const US_HOME = {
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "245 Sutter Street",
  city: "San Francisco",
  province: "CA",
  postalCode: "94108",
  country: "US",
  phone: "(415) 555-0174",
};

/** The US home address with the confirmation e-mail, as the shipping step sends it. */
export const US_ADDRESS = { ...US_HOME, email: "ada@example.com" };

/** The billing address: the home address's fields, its country as a code and no e-mail. */
export const BILLING: Record<string, string> = Object.fromEntries(
  Object.entries({ ...US_ADDRESS, countryCode: US_ADDRESS.country }).filter(
    ([field]) => field !== "country" && field !== "email",
  ),
);

/** A guest's bag with `qty` of `sku`, a home address with an e-mail and a billing address. */
export async function readyBag(
  t: TestApp,
  sku: Sku,
  qty = 1,
  token?: string,
  /** The order's e-mail (the address's), when not the shared test one. */
  email?: string,
): Promise<{ token: string; cart: Cart }> {
  const shopper = token ?? (await t.guestToken());
  const created = await t.call({
    method: "POST",
    url: "/cart/v1/cart?locale=en-us",
    token: shopper,
  });
  const cart = created.json() as Cart;
  const start = { token: shopper, cart };
  const added = await t.call({
    method: "POST",
    url: "/cart/v1/item",
    token: shopper,
    payload: { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty },
  });
  expect(added.statusCode, added.body).toBe(200);
  const shipped = await t.call({
    method: "POST",
    url: `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`,
    token: shopper,
    payload: [email ? { ...US_ADDRESS, email } : US_ADDRESS],
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const billed = await t.call({
    method: "POST",
    url: `/cart/v1/cart/${cart.basketId}/billingAddress?locale=en-us`,
    token: start.token,
    payload: BILLING,
  });
  expect(billed.statusCode, billed.body).toBe(200);
  return { token: start.token, cart: billed.json() as Cart };
}

export const newKey = () => `order-${randomUUID()}`;

/** PUT /cart/v2/checkout/order with a card token (or `body`), under `key`. */
export async function placeOrder(
  t: TestApp,
  token: string,
  cart: Cart,
  options: {
    key?: string;
    cardToken?: string;
    body?: Record<string, unknown>;
    remoteAddress?: string;
  } = {},
) {
  return t.call({
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    method: "PUT",
    url: "/cart/v2/checkout/order?locale=en-us",
    token,
    headers: { "idempotency-key": options.key ?? newKey() },
    payload: options.body ?? {
      cartId: cart.basketId,
      paymentMethod: { code: "CREDIT_CARD", additionalData: { token: options.cardToken } },
      recaptcha_response: await t.botAnswer("placeOrder"),
    },
  });
}

export const placementOf = (response: { json(): unknown }) => response.json() as Placement;

/** A size's units online now. */
export async function onlineStock(t: TestApp, upc: string): Promise<number> {
  const [row] = await t.db.query<{ quantity: number }>(
    "select quantity from inventory where upc = $1 and location_id = 'online'",
    [upc],
  );
  return Number(row?.quantity);
}

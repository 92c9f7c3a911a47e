// Orders placed through the real checkout, for the tests of what follows them (issue 14).
import type { Cart, OrderDetail, Placement } from "@ridgeline/contract";
import { cardToken, placeOrder, readyBag, skuWithStock, type Sku } from "./checkout";
import type { TestApp } from "./test-app";

export interface PlacedTestOrder {
  orderNo: string;
  /** The confirmation link's secret the placement answered. */
  st: string;
  token: string;
  consumerNo: string;
  sku: Sku;
  cart: Cart;
}

/**
 * A registered shopper's order of `qty` of a cheap size, paid by card (or with the tenders
 * `beforePlacing` adds to the bag first).
 */
export async function placedOrder(
  t: TestApp,
  options: {
    qty?: number;
    shopper?: { token: string; consumerNo: string };
    sku?: Sku;
    /** The test card's number: the sandbox's approved Visa unless said. */
    cardNumber?: string;
    /** The order's e-mail, when not the shared test address. */
    email?: string;
    beforePlacing?: (token: string, cart: Cart) => Promise<void>;
  } = {},
): Promise<PlacedTestOrder> {
  const shopper = options.shopper ?? (await t.registeredToken());
  const sku = options.sku ?? (await skuWithStock(t));
  const { cart } = await readyBag(t, sku, options.qty ?? 1, shopper.token, options.email);
  await options.beforePlacing?.(shopper.token, cart);
  const placed = await placeOrder(t, shopper.token, cart, {
    cardToken: await cardToken(t, cart, options.cardNumber),
  });
  if (placed.statusCode !== 200) throw new Error(`placing failed: ${placed.body}`);
  const { orderNumber, st } = placed.json() as Placement;
  if (!st) throw new Error(`placing answered no st: ${placed.body}`);
  return {
    orderNo: orderNumber,
    st,
    token: shopper.token,
    consumerNo: shopper.consumerNo,
    sku,
    cart,
  };
}

/** A guest's token and shopper number, for orders placed as a guest. */
export async function guestShopper(t: TestApp): Promise<{ token: string; consumerNo: string }> {
  const response = await t.call({
    method: "POST",
    url: "/token/v2/auth/token",
    payload: { grantType: "Guest" },
  });
  const { accessToken, consumerNo } = response.json() as {
    accessToken: string;
    consumerNo: string;
  };
  return { token: accessToken, consumerNo };
}

/** The order as its shopper's account sees it. */
export async function orderDetail(t: TestApp, order: PlacedTestOrder): Promise<OrderDetail> {
  const response = await t.call({
    method: "GET",
    url: `/consumers-v3/consumer/purchase/${order.orderNo}?locale=en-us`,
    token: order.token,
  });
  if (response.statusCode !== 200) throw new Error(`detail failed: ${response.body}`);
  return response.json() as OrderDetail;
}

/** The provider's own record of an order's card payments. */
export async function providerPaymentsOf(
  t: TestApp,
  orderNo: string,
): Promise<
  { payment_id: string; status: string; captured_minor: number; refunded_minor: number }[]
> {
  return t.db.query(
    `select p.payment_id, p.status, p.captured_minor, p.refunded_minor
       from provider_payments p
       join order_payments op on op.reference = p.payment_id
      where op.order_no = $1 order by p.payment_id`,
    [orderNo],
  );
}

/** Mail queued to an address whose subject contains `about`. */
export async function mailsAbout(
  t: TestApp,
  to: string | null,
  about: string,
): Promise<{ subject: string; text_body: string }[]> {
  return t.db.query(
    `select subject, text_body from outbox
      where ($1::text is null or to_address = $1) and subject like $2 order by created_at`,
    [to, `%${about}%`],
  );
}

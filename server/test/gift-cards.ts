// Gift cards sold through the real checkout, for the giftcards area's tests (decision 0076).
import type { Cart } from "@ridgeline/contract";
import { expect } from "vitest";
import { skuWithStock, type Sku } from "./checkout";
import { placedOrder, type PlacedTestOrder } from "./orders";
import type { TestApp } from "./test-app";

/** A size of the seed sold as a digital gift card from now on (the seed sells none). */
export async function giftCardSku(t: TestApp, skip: string[] = []): Promise<Sku> {
  const sku = await skuWithStock(t, skip);
  await t.db.query("update styles set is_digital = true where style_id = $1", [sku.style_id]);
  return sku;
}

/** Adds `qty` gift cards of `amount` (major units) for `recipient` to a bag. */
export async function addGiftCard(
  t: TestApp,
  token: string,
  cart: Cart,
  card: { sku: Sku; amount: number; qty?: number; to?: string; email?: string; message?: string },
) {
  return t.call({
    method: "POST",
    url: "/cart/v1/item?locale=en-us",
    token,
    payload: {
      cartId: cart.basketId,
      productId: card.sku.style_id,
      upc: card.sku.upc,
      qty: card.qty ?? 1,
      customAmount: card.amount,
      giftOption: {
        to: card.to ?? "Grace Hopper",
        email: card.email ?? "grace@example.com",
        message: card.message ?? "Happy birthday!",
      },
    },
  });
}

/** An order of a pair of shoes and `qty` gift cards of `amount`, paid by card. */
export async function giftCardOrder(
  t: TestApp,
  card: { sku: Sku; amount: number; qty?: number; email?: string },
  shopper?: { token: string; consumerNo: string },
): Promise<PlacedTestOrder> {
  const shoes = await skuWithStock(t, [card.sku.upc]);
  return placedOrder(t, {
    sku: shoes,
    ...(shopper ? { shopper } : {}),
    beforePlacing: async (token, cart) => {
      const added = await addGiftCard(t, token, cart, card);
      expect(added.statusCode, added.body).toBe(200);
    },
  });
}

/** The number and PIN a gift card e-mail carries (the only place they are written). */
export function cardInMail(text: string): { number: string; pin: string } {
  // The label is in the order's language; the grouped number is the same in all of them.
  const number = /: ((?:\d{4} ){3}\d{4})\b/.exec(text)?.[1]?.replace(/ /g, "");
  const pin = /PIN: (\d{4})/.exec(text)?.[1];
  if (!number || !pin) throw new Error(`no card in this e-mail: ${text}`);
  return { number, pin };
}

/** The gift card e-mails queued to `to`, oldest first, with their cards. */
export async function giftCardMails(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; number: string; pin: string }[]> {
  const rows = await t.db.query<{ subject: string; text_body: string }>(
    `select subject, text_body from outbox
      where to_address = $1 and text_body like '%PIN: %' order by created_at, message_id`,
    [to],
  );
  return rows.map((row) => ({
    subject: row.subject,
    text: row.text_body,
    ...cardInMail(row.text_body),
  }));
}

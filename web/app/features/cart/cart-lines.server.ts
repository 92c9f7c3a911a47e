import {
  APPLY_COUPON,
  ApiError,
  MOVE_SAVED_TO_CART,
  PROMO_CODE_PATTERN,
  REMOVE_COUPON,
  REMOVE_ITEM,
  REMOVE_SAVED_ITEM,
  SAVE_FOR_LATER,
  UPDATE_ITEM,
} from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { languageOf, type MessageKey } from "../../lib/i18n";
import { translator } from "../../lib/i18n.server";
import { ensureCartId, startAfresh } from "./cart.server";
import { DELIVERY_ERRORS, sendDelivery, type DeliverySent } from "./cart-delivery.server";
import type { CartChange, CartLineAnswer, CartLineProblem } from "./cart.types";
import { MAX_PICK } from "../../lib/quantity";
import { shownError } from "../../lib/shop-errors";
import { giftFieldOf, giftOptionBody, giftTypedOf } from "./gift-option";

/** What each form intent changes. */
const INTENTS: Record<string, CartChange> = {
  qty: "qty",
  remove: "removed",
  later: "later",
  toBag: "toBag",
  unsave: "unsaved",
  coupon: "coupon",
  uncoupon: "uncoupon",
  delivery: "delivery",
  store: "store",
  shipping: "shipping",
  gift: "gift",
  ungift: "ungift",
};

/**
 * The bag's forms: a line's quantity (`qty`), removing it (`remove`) or saving it for later
 * (`later`), and a saved item moved to the bag (`toBag`) or taken off the list (`unsave`). Each
 * goes to the cart API, whose totals the page then shows. Without JavaScript the page comes
 * back with what happened in its URL (`?done=…&name=…`); a fetcher gets the answer in place. A
 * refusal is shown on its line: the page's words for the codes a shopper meets, the server's
 * for others, 000 §8's "Unable to remove item from cart" when a removal fails otherwise, and
 * "could not be moved to your bag" (ITEM_OOS) for a saved item that cannot go back. How a line
 * travels (`delivery`, `store`) and the home shipment's method (`shipping`) go through
 * `sendDelivery`; their refusals are worded for delivery (a store's units, not the warehouse's).
 * A line's gift message (`gift`) is `PUT …/item` with the line's quantity and `giftOption`
 * (`ungift`: `null`); a refusal about one of its fields comes back with that field and what was
 * typed, so the form shows it next to the field, filled in again.
 */
export async function runCartLineForm(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const t = translator(languageOf(locale));
  const intent = String(form.get("intent") ?? "");
  // Only the form's own intents: a hostile one ("toString") names nothing.
  const done = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  const isCode = done === "coupon" || done === "uncoupon";
  const isDelivery = done === "delivery" || done === "store" || done === "shipping";
  const isGift = done === "gift" || done === "ungift";
  const code = String(form.get("code") ?? "").trim();
  // A promo code's form is about the code, the shipping method's about the home shipment;
  // the others about a line or a saved item.
  const itemId = isCode
    ? "promo-code"
    : done === "shipping"
      ? "shipping-method"
      : String(form.get("itemId") ?? "");
  const name = isCode
    ? code.toUpperCase().slice(0, 32)
    : String(form.get("name") ?? "").slice(0, 200);
  const session = context.get(sessionContext);
  const gift = done === "gift" ? giftTypedOf(form) : null;
  const problem = (message: string, status: number, extra: Partial<CartLineProblem> = {}) =>
    data<CartLineProblem>(
      { itemId, intent, error: message, ...(gift ? { gift } : {}), ...extra },
      { status },
    );
  if (!done || !itemId) return problem(t("cart.updateFailed"), 400);
  const cartId = session.basketId;
  const onLine =
    done === "qty" || done === "removed" || done === "later" || isCode || isDelivery || isGift;
  if (onLine && !cartId) return problem(t("cart.error.ORD404"), 404);

  if (isCode && !PROMO_CODE_PATTERN.test(code)) return problem(t("cart.error.codeFormat"), 400);
  const qty = Number.parseInt(String(form.get("qty") ?? ""), 10);
  if ((done === "qty" || isGift) && (!Number.isInteger(qty) || qty < 1 || qty > MAX_PICK))
    return problem(t("cart.chooseQty", { max: MAX_PICK }), 400);
  const productId = String(form.get("productId") ?? "");
  const upc = String(form.get("upc") ?? "");
  const listId = String(form.get("saveForLaterId") ?? "");
  const query = { locale };
  let sent: DeliverySent = { ok: true };
  try {
    if (isDelivery && cartId)
      sent = await sendDelivery(
        session,
        { locale, cartId, secure: context.get(hostContext).cookieSecure },
        done,
        form,
      );
    else if (done === "qty" && cartId)
      await session.api.call(UPDATE_ITEM, {
        params: { basketId: cartId },
        query,
        body: { cartId, itemId, productId, upc, qty },
      });
    else if (isGift && cartId)
      await session.api.call(UPDATE_ITEM, {
        params: { basketId: cartId },
        query,
        body: { cartId, itemId, productId, upc, qty, giftOption: gift && giftOptionBody(gift) },
      });
    else if (done === "removed" && cartId)
      await session.api.call(REMOVE_ITEM, { query, body: { cartId, itemId } });
    else if (done === "later" && cartId)
      await session.api.call(SAVE_FOR_LATER, {
        query,
        body: { productId, upc, cartId, itemId },
      });
    else if ((done === "coupon" || done === "uncoupon") && cartId)
      await session.api.call(done === "coupon" ? APPLY_COUPON : REMOVE_COUPON, {
        query,
        body: { cartId, code },
      });
    else if (done === "toBag") {
      const basketId = await ensureCartId(session, locale, context.get(hostContext).cookieSecure);
      await session.api.call(MOVE_SAVED_TO_CART, {
        params: { basketId },
        query,
        body: { saveForLaterId: listId, itemId },
      });
    } else
      await session.api.call(REMOVE_SAVED_ITEM, {
        params: { saveForLaterId: listId, itemId },
        query,
      });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.errorId === "AUT498") {
      // The bag is another shopper's (decision 0062): an empty one is started and the bag page
      // says so, with or without JavaScript (a fetcher follows the redirect).
      await startAfresh(session, locale, context.get(hostContext).cookieSecure);
      return redirect(`/${locale}/cart?notice=invalidCustomerCart`, 303);
    }
    if (done === "toBag") return problem(t("cart.error.moveToBag"), error.status);
    const field = isGift ? giftFieldOf(error.details) : null;
    if (field) return problem(t(`cart.giftMsg.error.${field}`), error.status, { field });
    if (done === "shipping" && (error.errorId === "SHP404" || error.errorId === "STR404"))
      return problem(
        t(error.details[0]?.field === "storeId" ? "cart.point.error" : "cart.ship.error.SHP404"),
        error.status,
      );
    if (isDelivery && DELIVERY_ERRORS.has(error.errorId))
      return problem(t(`cart.delivery.error.${error.errorId}` as MessageKey), error.status);
    // The line's words for what 000 §8 shows on it (the table of decision 0083).
    const shown = shownError("line", { ...error.details[0], errorId: error.errorId });
    const key = `cart.error.${shown.words}`;
    if (shown.words && t.has(key)) return problem(t(key, shown.values), error.status);
    return problem(
      done === "removed" ? t("cart.removeFailed") : error.message || t("cart.updateFailed"),
      error.status,
    );
  }
  if (!sent.ok && "choosePoint" in sent) return redirect(`/${locale}/cart?points=1`, 303);
  if (!sent.ok)
    return problem(t(done === "shipping" ? "cart.ship.failed" : "cart.delivery.failed"), 400);
  const answer: CartLineAnswer = {
    itemId,
    done,
    name: sent.label ?? name,
    ...(sent.via ? { via: sent.via } : {}),
    ...(sent.store ? { store: sent.store } : {}),
  };
  if (form.get("js") === "1") return answer;
  const search = new URLSearchParams({
    done,
    ...(answer.name ? { name: answer.name } : {}),
    ...(answer.via ? { via: answer.via } : {}),
    ...(answer.store ? { store: answer.store } : {}),
  });
  return redirect(`/${locale}/cart?${search}`, 303);
}

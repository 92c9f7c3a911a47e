import { ApiError, REMOVE_ITEM, UPDATE_ITEM } from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { sessionContext } from "../../lib/context";
import { languageOf, type MessageKey } from "../../lib/i18n";
import { translator } from "../../lib/i18n.server";
import type { CartLineAnswer, CartLineProblem } from "./cart.types";
import { MAX_LINE_QTY } from "./CartLine";

/** Codes a shopper can meet on a line, in the page's own words (spec 000 §8: others, the server's). */
const LINE_ERRORS = new Set(["INV405", "INV700", "INV408", "ORD404"]);


/**
 * The bag's line forms (`intent=qty` with a new quantity, `intent=remove`): the change goes to
 * the cart API, whose totals the page then shows. Without JavaScript the page comes back with
 * what happened in its URL (`?done=qty|removed`); a fetcher gets the answer in place. A refusal
 * is shown on its line: the page's words for the codes a shopper meets, the server's for others,
 * and 000 §8's "Unable to remove item from cart" when a removal fails otherwise.
 */
export async function runCartLineForm(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const t = translator(languageOf(locale));
  const intent = String(form.get("intent") ?? "");
  const itemId = String(form.get("itemId") ?? "");
  const name = String(form.get("name") ?? "").slice(0, 200);
  const session = context.get(sessionContext);
  const cartId = session.basketId;
  const problem = (message: string, status: number) =>
    data<CartLineProblem>({ itemId, intent, error: message }, { status });
  if ((intent !== "qty" && intent !== "remove") || !itemId)
    return problem(t("cart.updateFailed"), 400);
  if (!cartId) return problem(t("cart.error.ORD404"), 404);

  const qty = Number.parseInt(String(form.get("qty") ?? ""), 10);
  if (intent === "qty" && (!Number.isInteger(qty) || qty < 1 || qty > MAX_LINE_QTY))
    return problem(t("cart.chooseQty", { max: MAX_LINE_QTY }), 400);
  try {
    if (intent === "qty") {
      await session.api.call(UPDATE_ITEM, {
        params: { basketId: cartId },
        query: { locale },
        body: {
          cartId,
          itemId,
          productId: String(form.get("productId") ?? ""),
          upc: String(form.get("upc") ?? ""),
          qty,
        },
      });
    } else {
      await session.api.call(REMOVE_ITEM, { query: { locale }, body: { cartId, itemId } });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (LINE_ERRORS.has(error.errorId))
      return problem(t(`cart.error.${error.errorId}` as MessageKey), error.status);
    return problem(
      intent === "remove" ? t("cart.removeFailed") : error.message || t("cart.updateFailed"),
      error.status,
    );
  }
  const done = intent === "qty" ? "qty" : "removed";
  if (form.get("js") === "1") return { itemId, done, name } satisfies CartLineAnswer;
  const query = new URLSearchParams({ done, ...(name ? { name } : {}) });
  return redirect(`/${locale}/cart?${query}`, 303);
}

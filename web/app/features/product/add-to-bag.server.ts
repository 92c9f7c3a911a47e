import { ADD_ITEM, ApiError } from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { serializeCookie } from "../../lib/cookies";
import { languageOf, type Translate } from "../../lib/i18n";
import { translator } from "../../lib/i18n.server";
import { ensureCartId } from "../cart/index.server";
import { reportConversion } from "../experiments/index.server";
import { MAX_PICK } from "../../lib/quantity";
import { shownError } from "../../lib/shop-errors";
import type { AddToBagAnswer, AddToBagProblem } from "./product.types";

/** The buy box's words for a refusal (the table of decision 0083); others, the server's. */
function errorText(t: Translate, error: ApiError): string {
  const shown = shownError("add", { ...error.details[0], errorId: error.errorId });
  const key = `product.error.${shown.words}`;
  return shown.words && t.has(key) ? t(key, shown.values) : error.message;
}

/**
 * The buy box's "Add to bag" (`intent=add`, or the quickshop's): creates the bag on first add
 * and adds the size, then goes `back` to the product page with its confirmation, or answers
 * the quickshop dialog, which stays open. A refusal names the field it is about.
 */
export async function addToBag(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
  form: FormData,
  back: (query: URLSearchParams) => string,
) {
  const t = translator(languageOf(locale));
  const productId = String(form.get("productId") ?? "");
  const upc = String(form.get("upc") ?? "");
  const qty = Number.parseInt(String(form.get("qty") ?? "1"), 10);
  if (!upc)
    return data<AddToBagProblem>({ error: t("product.chooseSize"), field: "upc" }, { status: 400 });
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_PICK) {
    return data<AddToBagProblem>(
      { error: t("product.chooseQty", { max: MAX_PICK }), field: "qty" },
      { status: 400 },
    );
  }
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  try {
    const cartId = await ensureCartId(session, locale, host.cookieSecure);
    await session.api.call(ADD_ITEM, { body: { cartId, productId, upc, qty }, query: { locale } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.errorId === "AUT432") {
      // The guest session is gone (expired or revoked): the next request starts a fresh one.
      session.setCookies.push(serializeCookie("accessToken", "", 0, host.cookieSecure));
      return data<AddToBagProblem>(
        { error: t("product.sessionExpired"), field: "upc" },
        { status: 401 },
      );
    }
    return data<AddToBagProblem>(
      // Known codes get the page's own words; others show the server's message (spec 000 §8).
      { error: errorText(t, error), field: error.details[0]?.field ?? "upc" },
      { status: error.status },
    );
  }
  // It counts for the visitor's experiments (issue 29).
  await reportConversion(context, request, locale, { eventKey: "add_to_bag" });
  // With JavaScript (quickshop, or the page's own `inPlace=1`) the shopper stays where they
  // are and the confirmation shows there; without it the page comes back with it.
  if (form.get("quickshop") === "1" || form.get("inPlace") === "1") {
    return { added: true as const, productId, upc, qty } satisfies AddToBagAnswer;
  }
  const query = { color: productId, added: "1", upc, qty: String(qty) };
  return redirect(back(new URLSearchParams(query)), 303);
}

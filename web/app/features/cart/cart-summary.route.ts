import { hostContext, sessionContext } from "../../lib/context";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { readCart } from "./cart.server";
import { miniCartOf, type MiniCartAnswer } from "./mini-cart";
import type { Route } from "./+types/cart-summary.route";

/** The shopper's own bag: never cached. */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * `/{locale}/cart/summary`: what the header's mini cart shows, read by its fetcher when the
 * panel is first opened and again when the bag's count changes, never with a page. The same
 * `readCart` as the bag page, trimmed to the panel (`miniCartOf`), with the bag's texts. A cart
 * that cannot be read is an answer too: a fetcher's error would replace the whole page.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<MiniCartAnswer> {
  const session = context.get(sessionContext);
  const secure = context.get(hostContext).cookieSecure;
  const messages = pageMessages(params.locale, ["cart"]);
  try {
    const cart = await readCart(session, params.locale, secure);
    const count = cart?.totalItems ?? 0;
    return { locale: params.locale, count, bag: miniCartOf(cart), failed: false, messages };
  } catch (error) {
    console.error(error);
    return { locale: params.locale, count: -1, bag: null, failed: true, messages };
  }
}

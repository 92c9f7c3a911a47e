import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { GET_SAVED_FOR_LATER } from "@ridgeline/contract";
import { readCart } from "./cart.server";
import { runCartLineForm } from "./cart-lines.server";
import { bagPointSearch, bagStoreSearch } from "./cart-delivery.server";
import { rememberedStore } from "../stores/index.server";
import { bagNotices, lineDelivery, type DeliveryKind } from "./line-delivery";
import { CartLine } from "./CartLine";
import { GiftLine } from "./GiftLine";
import { CART_CHANGES, type CartChange, type CartLineAnswer } from "./cart.types";
import { SavedItems } from "./SavedItems";
import { CartSummary } from "./CartSummary";
import { ApproachingBar } from "./ApproachingBar";
import { pushDataLayer } from "../../lib/analytics";
import { cartEcommerce, cartItemRecord } from "../../lib/cart-analytics";
import { appLink } from "../../lib/client-links";
import type { Route } from "./+types/cart.route";
import { personalPage } from "../../lib/session.server";
import { metaT, plural, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import cartCss from "./cart.css?url";
import { storesCss } from "../stores";

export const links: Route.LinksFunction = () => stylesheets(priceCss, cartCss, storesCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("cart.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const secure = context.get(hostContext).cookieSecure;
  const session = context.get(sessionContext);
  // The shopper's chosen store (the product page's `store` cookie): the lines offer pickup there.
  const chosenStore = rememberedStore(context.get(hostContext).page);
  const [cart, saved] = await Promise.all([
    readCart(session, params.locale, secure, chosenStore?.storeId),
    // Without a session there is nothing saved to read.
    session.hasToken()
      ? session.api.call(GET_SAVED_FOR_LATER, { query: { locale: params.locale } })
      : null,
  ]);
  const url = new URL(request.url);
  const [storeDialog, pointDialog] = await Promise.all([
    bagStoreSearch(session, url, params.locale, cart),
    bagPointSearch(session, url, params.locale, cart),
  ]);
  return {
    cart,
    saved,
    chosenStore,
    storeDialog,
    pointDialog,
    messages: pageMessages(params.locale, ["cart", "store-picker"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return runCartLineForm(context, params.locale, await request.formData());
}

/** What the status line says after each change. */
const STATUS: Record<CartChange, MessageKey> = {
  qty: "cart.updated",
  removed: "cart.removedItem",
  later: "cart.movedToLater",
  toBag: "cart.movedToBag",
  unsaved: "cart.unsaved",
  coupon: "cart.promo.applied",
  uncoupon: "cart.promo.removed",
  delivery: "cart.deliveryTo.home",
  store: "cart.deliveryTo.pickup",
  shipping: "cart.ship.changed",
  gift: "cart.giftMsg.saved",
  ungift: "cart.giftMsg.removed",
};

/** Changes after which the focus stays where it was (the line or the summary stays). */
const FOCUS_STAYS = new Set<CartChange>([
  "qty",
  "coupon",
  "delivery",
  "shipping",
  "gift",
  "ungift",
]);
/** Which of a line's forms a refusal shows at: its delivery's, its gift message's, or its own. */
type LineForm = "line" | "delivery" | "gift";
const formOf = (intent: string): LineForm =>
  intent === "delivery" || intent === "store"
    ? "delivery"
    : intent === "gift" || intent === "ungift"
      ? "gift"
      : "line";

export default function CartPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { cart, saved, chosenStore, storeDialog, pointDialog } = loaderData;
  const t = useT();
  const [searchParams] = useSearchParams();
  // What the last change did: from a fetcher's answer while the page stays where it was, or
  // the page's URL (without JavaScript, and after a form that navigates, such as a store pick).
  const location = useLocation();
  const [done, setDone] = useState<{ answer: CartLineAnswer; at: string } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const onDone = useCallback(
    (answer: CartLineAnswer) => {
      setDone({ answer, at: location.key });
      // A line that left takes the focus with it: it goes to what the page says happened.
      if (!FOCUS_STAYS.has(answer.done)) status.current?.focus();
    },
    [location.key],
  );
  const shown = done?.at === location.key ? done.answer : doneFromUrl(searchParams);
  // view_cart once per visit of the page (not again when a change reloads the bag).
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart || cart.items.length === 0) return;
    viewed.current = true;
    pushDataLayer({
      event: "view_cart",
      ecommerce: cartEcommerce(
        cart,
        cart.items.map((item) => cartItemRecord(item)),
      ),
    });
  }, [cart]);
  const statusText = shown
    ? t(shown.via ? `cart.deliveryTo.${shown.via}` : STATUS[shown.done], {
        name: shown.name,
        store: shown.store ?? "",
      })
    : "";
  const problem = actionData && "error" in actionData ? actionData : null;
  const savedSection = saved ? (
    <SavedItems saved={saved} locale={params.locale} onDone={onDone} problem={problem} />
  ) : null;
  const statusLine = (
    <p ref={status} tabIndex={-1} role="status" className="cart__status" data-testid="cart-status">
      {statusText}
    </p>
  );
  if (!cart || cart.items.length === 0) {
    return (
      <div className="empty-state">
        {statusLine}
        <h1>{t("cart.empty.title")}</h1>
        <p>{t("cart.empty.text")}</p>
        <a {...appLink(`/${params.locale}`)} className="button button--primary">
          {t("cart.empty.cta")}
        </a>
        {savedSection}
      </div>
    );
  }
  const { totals } = cart;
  const notices = bagNotices(cart);
  const lineProblem = (itemId: string, form: LineForm) =>
    problem?.itemId === itemId && formOf(problem.intent) === form ? problem : null;
  return (
    <>
      <h1>
        {t("cart.heading")}{" "}
        <span className="muted">{plural(t, "cart.items", totals.totalUnits)}</span>
      </h1>
      {notices.length > 0 ? (
        <div role="status" data-testid="bag-notices">
          {notices.map((type) => (
            <p key={type} className="notice notice--info">
              {t(`cart.notice.${type}`)}
            </p>
          ))}
        </div>
      ) : null}
      {statusLine}
      <ApproachingBar cart={cart} locale={params.locale} />
      <div className="cart">
        <h2 className="visually-hidden">{t("cart.lines")}</h2>
        <ul className="cart__lines" aria-label={t("cart.lines")}>
          {cart.items.map((item) =>
            item.bonus ? (
              <GiftLine key={item.id} item={item} locale={params.locale} currency={cart.currency} />
            ) : (
              <CartLine
                key={item.id}
                item={item}
                locale={params.locale}
                currency={cart.currency}
                onDone={onDone}
                problem={lineProblem(item.id, "line")?.error ?? null}
                canSaveForLater={saved !== null}
                delivery={lineDelivery(item, cart, chosenStore)}
                deliveryProblem={lineProblem(item.id, "delivery")?.error ?? null}
                giftProblem={lineProblem(item.id, "gift")}
                storeDialog={storeDialog?.itemId === item.id ? storeDialog : null}
              />
            ),
          )}
        </ul>
        <CartSummary
          cart={cart}
          locale={params.locale}
          onDone={onDone}
          problem={problem?.itemId === "promo-code" ? problem.error : null}
          shippingProblem={problem?.itemId === "shipping-method" ? problem.error : null}
          pointDialog={pointDialog}
        />
      </div>
      {savedSection}
    </>
  );
}

const KINDS: readonly DeliveryKind[] = ["home", "pickup", "sts"];

/**
 * The change a page without JavaScript came back from (`?done=qty|removed&name=…`, with
 * `via=pickup&store=…` after a delivery change).
 */
function doneFromUrl(search: URLSearchParams): CartLineAnswer | null {
  const done = CART_CHANGES.find((change) => change === search.get("done"));
  if (!done) return null;
  const via = KINDS.find((kind) => kind === search.get("via"));
  return {
    itemId: "",
    done,
    name: (search.get("name") ?? "").slice(0, 200),
    ...(via ? { via, store: (search.get("store") ?? "").slice(0, 80) } : {}),
  };
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

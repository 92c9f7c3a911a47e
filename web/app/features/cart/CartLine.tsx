import type { CartItem, Currency } from "@ridgeline/contract";
import { useCallback, useRef } from "react";
import { pushDataLayer } from "../../lib/analytics";
import { cartItemRecord } from "../../lib/cart-analytics";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { IntentButton, useBagForm } from "./BagForm";
import type { CartLineAnswer, CartLineProblem } from "./cart.types";
import { LineGiftOption } from "./LineGiftOption";
import { LineProduct } from "./LineProduct";
import { MAX_PICK } from "../../lib/quantity";
import type { LineDelivery } from "./line-delivery";
import { LineDeliveryChoice } from "./LineDeliveryChoice";
import { PickupStoreDialog } from "./PickupStoreDialog";
import type { BagStoreDialog } from "./cart-delivery.server";

interface Props {
  item: CartItem;
  locale: string;
  currency: Currency;
  /** A change was made: the page says so where the shopper's focus goes. */
  onDone(answer: CartLineAnswer): void;
  /** The refusal the page came back with (without JavaScript) when it is this line's. */
  problem: string | null;
  /** Offer "Save for later" (the shopper has a session to keep the list in). */
  canSaveForLater: boolean;
  /** How the line can be delivered, and the store's notice when it changed. */
  delivery: LineDelivery;
  /** The delivery refusal the page came back with (without JavaScript) when it is this line's. */
  deliveryProblem: string | null;
  /** The gift message's refusal the page came back with (without JavaScript), if this line's. */
  giftProblem: CartLineProblem | null;
  /** The store search open for this line, if any. */
  storeDialog: BagStoreDialog | null;
}

/**
 * One line of the bag: picture, name, colour and size, a quantity menu and Remove, and how it
 * is delivered (`LineDeliveryChoice`, with its store search), and its gift message
 * (`LineGiftOption`). Each is a form to the bag's own
 * action, so all work without JavaScript (the quantity with its Update button); with it a
 * fetcher sends them in place, the quantity as soon as it is picked, and the page's totals
 * reload behind it. A refusal shows on the line, in the page's words.
 */
export function CartLine(props: Props) {
  const { item, locale, currency, onDone, problem, canSaveForLater, delivery } = props;
  const t = useT();
  const hydrated = useHydrated();
  // The quantity a change starts from and goes to, for the analytics event once it is made.
  const change = useRef({ from: item.qty, to: item.qty });
  const { fetcher, error, busy } = useBagForm(
    useCallback(
      (answer: CartLineAnswer) => {
        pushLineChange(item, answer, change.current);
        onDone(answer);
      },
      [item, onDone],
    ),
    problem,
  );
  const form = useRef<HTMLFormElement>(null);
  const format = (amount: number) => money(amount, currency, locale);
  // A line that already has more than the menu offers keeps its own quantity as a choice.
  const choices = Math.max(Math.min(item.maxQty, MAX_PICK), item.qty);
  const pendingQty = fetcher.formData?.get("intent") === "qty" ? fetcher.formData.get("qty") : null;
  return (
    <li className="cart-line" data-testid="cart-line" aria-busy={busy || undefined}>
      <LineProduct
        name={item.name}
        pageUrl={item.pdpUrl}
        imageUrl={item.productImageURL}
        variants={item.variants}
        locale={locale}
      >
        <fetcher.Form method="post" className="cart-line__form" ref={form}>
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="productId" value={item.productId} />
          <input type="hidden" name="upc" value={item.upc} />
          <input type="hidden" name="name" value={item.name} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <label className="cart-line__qty">
            <span>{t("cart.quantity")}</span>
            <select
              name="qty"
              value={pendingQty === null ? String(item.qty) : String(pendingQty)}
              aria-label={t("cart.quantityOf", { name: item.name })}
              data-testid="line-qty"
              onChange={(event) => {
                change.current = { from: item.qty, to: Number(event.currentTarget.value) };
                const data = new FormData(form.current ?? undefined);
                data.set("qty", event.currentTarget.value);
                data.set("intent", "qty");
                void fetcher.submit(data, { method: "post" });
              }}
            >
              {Array.from({ length: choices }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript the menu needs a button; with it a choice is sent at once. */}
          {hydrated ? null : (
            <button type="submit" name="intent" value="qty" className="link-button">
              {t("cart.update")}
            </button>
          )}
          {canSaveForLater ? (
            <IntentButton
              intent="later"
              label={t("cart.saveForLaterLabel", { name: item.name })}
              busy={busy}
            >
              {t("cart.saveForLater")}
            </IntentButton>
          ) : null}
          <IntentButton
            intent="remove"
            label={t("cart.removeLabel", { name: item.name })}
            busy={busy}
            className="link-button cart-line__remove"
          >
            {t("cart.remove")}
          </IntentButton>
        </fetcher.Form>
        {error ? (
          <p className="field-error" role="alert" data-testid="line-error">
            {error}
          </p>
        ) : null}
        {delivery.problems.map((notification) => (
          <p key={notification.type} className="field-error">
            {notification.message}
          </p>
        ))}
        <LineGiftOption item={item} onDone={onDone} problem={props.giftProblem} />
      </LineProduct>
      <div className="cart-line__price">
        {item.price.current < item.price.original ? (
          <s className="price__original">{format(item.price.original * item.qty)}</s>
        ) : null}
        <strong data-testid="line-total">{format(item.price.rowTotal)}</strong>
        {item.qty > 1 ? (
          <span className="muted">{t("cart.each", { price: format(item.price.current) })}</span>
        ) : null}
      </div>
      {/* Under the line's product and price: the whole line's width on phones. */}
      <div className="cart-line__delivery">
        <LineDeliveryChoice
          item={item}
          delivery={delivery}
          locale={locale}
          currency={currency}
          onDone={onDone}
          problem={props.deliveryProblem}
        />
        {props.storeDialog ? (
          <PickupStoreDialog item={item} dialog={props.storeDialog} locale={locale} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The analytics event of a line's change (000 §3 product record): units added or taken away by
 * a quantity change, the whole line when it leaves the bag (removed or saved for later).
 */
function pushLineChange(
  item: CartItem,
  answer: CartLineAnswer,
  change: { from: number; to: number },
): void {
  if (answer.done === "removed" || answer.done === "later") {
    pushDataLayer({ event: "remove_from_cart", ecommerce: { items: [cartItemRecord(item)] } });
    return;
  }
  if (answer.done !== "qty") return;
  const delta = change.to - change.from;
  if (delta === 0) return;
  pushDataLayer({
    event: delta > 0 ? "add_to_cart" : "remove_from_cart",
    ecommerce: { items: [cartItemRecord(item, Math.abs(delta))] },
  });
}

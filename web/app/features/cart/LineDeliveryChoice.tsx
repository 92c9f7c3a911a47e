import type { CartItem, Currency } from "@ridgeline/contract";
import { useRef } from "react";
import { appLink } from "../../lib/client-links";
import { money } from "../../lib/format";
import { useT, type MessageKey, type Translate } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { IntentButton, LineFields, useBagForm, usePickedChoice } from "./BagForm";
import type { CartLineAnswer } from "./cart.types";
import type { DeliveryChoice, DeliveryTime, LineDelivery } from "./line-delivery";

interface Props {
  item: CartItem;
  delivery: LineDelivery;
  locale: string;
  currency: Currency;
  onDone(answer: CartLineAnswer): void;
  /** The delivery refusal the page came back with (without JavaScript) for this line. */
  problem: string | null;
}

/** A delivery time in the page's words: "3-5 business days", "Today 18:00-20:00". */
export function deliveryTimeText(t: Translate, time: DeliveryTime): string {
  if (time.kind === "days") return t("cart.delivery.days", { from: time.from, to: time.to });
  if (time.kind === "now") return t("cart.delivery.now");
  if (time.kind === "window") return t("cart.delivery.window", { window: time.window });
  return time.text;
}

/**
 * How one bag line is delivered: a radio group (named for the line) of "Ship to me", "Pick up
 * at {store}" with the store's units of the size, and "Ship to {store}" where the store takes
 * it, then "Change store" (or "Choose a store") opening the store search. A form to the bag's
 * action (intent `delivery`): without JavaScript with its Update button, with it sent as soon
 * as a choice is made. The store's own notice of a changed delivery shows above it.
 */
export function LineDeliveryChoice({ item, delivery, locale, currency, onDone, problem }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const { fetcher, error, busy } = useBagForm(onDone, problem);
  const form = useRef<HTMLFormElement>(null);
  const [selected, pick] = usePickedChoice(
    delivery.choices.find((choice) => choice.selected)?.kind ?? null,
    fetcher.data,
  );
  const { store, changed } = delivery;
  const changedKey = changed ? `cart.delivery.changed.${changed.type}` : "";
  return (
    <div className="line-delivery" aria-busy={busy || undefined}>
      {changed ? (
        <p className="notice notice--info line-delivery__changed" data-testid="delivery-changed">
          {t.has(changedKey) ? t(changedKey) : changed.message}
        </p>
      ) : null}
      {delivery.choices.length > 0 ? (
        <fetcher.Form method="post" ref={form}>
          <LineFields item={item} />
          {store ? (
            <>
              <input type="hidden" name="storeId" value={store.id} />
              <input type="hidden" name="storeName" value={store.name} />
            </>
          ) : null}
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <fieldset className="line-delivery__choices" data-testid="line-delivery">
            <legend className="visually-hidden">
              {t("cart.delivery.legend", { name: item.name })}
            </legend>
            {delivery.choices.map((choice) => (
              <label
                key={choice.kind}
                className="line-delivery__choice"
                data-testid={`delivery-${choice.kind}`}
              >
                <input
                  type="radio"
                  name="method"
                  value={choice.kind}
                  checked={selected === choice.kind}
                  disabled={choice.disabled}
                  onChange={() => {
                    pick(choice.kind);
                    const data = new FormData(form.current ?? undefined);
                    data.set("method", choice.kind);
                    data.set("intent", "delivery");
                    void fetcher.submit(data, { method: "post" });
                  }}
                />
                <ChoiceText choice={choice} />
                <span className="line-delivery__price">
                  {choice.price === 0
                    ? t("cart.shippingFree")
                    : money(choice.price, currency, locale)}
                </span>
              </label>
            ))}
          </fieldset>
          {/* Without JavaScript the choice needs a button; with it a choice is sent at once. */}
          {hydrated ? null : (
            <IntentButton
              intent="delivery"
              label={t("cart.delivery.updateLabel", { name: item.name })}
              busy={busy}
            >
              {t("cart.delivery.update")}
            </IntentButton>
          )}
        </fetcher.Form>
      ) : null}
      {delivery.storeSearch ? (
        <a
          {...appLink(`/${locale}/cart?${new URLSearchParams({ storeFor: item.id })}#bag-store`, {
            keepScroll: true,
          })}
          className="line-delivery__store"
          data-store-opener={item.id}
          aria-label={t(
            store ? "cart.delivery.changeStoreLabel" : "cart.delivery.chooseStoreLabel",
            { name: item.name },
          )}
        >
          {t(store ? "cart.delivery.changeStore" : "cart.delivery.chooseStore")}
        </a>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="delivery-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A choice's name and what it promises: the method and its time, or the store's units. */
function ChoiceText({ choice }: { choice: DeliveryChoice }) {
  const t = useT();
  const storeName = choice.store?.name ?? "";
  const title: MessageKey = `cart.delivery.${choice.kind}`;
  let detail: string;
  if (choice.kind === "home")
    detail = `${choice.label} · ${choice.deliveryText ?? deliveryTimeText(t, choice.time)}`;
  else if (choice.kind === "pickup")
    detail =
      (choice.store?.units ?? 0) > 0
        ? t("cart.delivery.units", { count: choice.store?.units ?? 0 })
        : t("cart.delivery.noUnits", { store: storeName });
  else detail = deliveryTimeText(t, choice.time);
  return (
    <span className="line-delivery__text">
      <strong>{t(title, { store: storeName })}</strong>
      <span className="muted">{detail}</span>
    </span>
  );
}

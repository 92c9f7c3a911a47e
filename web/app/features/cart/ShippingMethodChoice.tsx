import { PUDO_METHOD_CODE, type Cart } from "@ridgeline/contract";
import { useEffect, useRef } from "react";
import { appLink } from "../../lib/client-links";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { useBagForm, usePickedChoice } from "./BagForm";
import type { CartLineAnswer } from "./cart.types";
import { homeShipment } from "./line-delivery";

interface Props {
  cart: Cart;
  locale: string;
  onDone(answer: CartLineAnswer): void;
  /** The shipping method refusal the page came back with (without JavaScript). */
  problem: string | null;
}

/**
 * The home shipment's method in the order summary: the chosen method's label and delivery text
 * with "Change", a disclosure (`<details>`, so it opens without JavaScript) of every method the
 * shipment can take, in the API's order, with its price and delivery text, same day marked. A
 * form to the bag's action (intent `shipping`): with JavaScript a choice is sent at once and the
 * disclosure closes when it is made; without, its Update button sends it. A collection point
 * (PUDO) is chosen in its own search, which choosing PUDO opens (decision 0063); the point
 * chosen shows under the method, with a link to change it.
 */
export function ShippingMethodChoice({ cart, locale, onDone, problem }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const { fetcher, error, busy } = useBagForm(onDone, problem);
  const details = useRef<HTMLDetailsElement>(null);
  const answer = fetcher.data;
  useEffect(() => {
    if (answer && "done" in answer && details.current) details.current.open = false;
  }, [answer]);
  const home = homeShipment(cart);
  const [selected, pick] = usePickedChoice(home?.chosen?.code ?? null, answer);
  if (!home) return null;
  const chosen = home.chosen;
  const price = (amount: number) =>
    amount === 0 ? t("cart.shippingFree") : money(amount, cart.currency, locale);
  return (
    <div className="ship-method" data-testid="shipping-method" aria-busy={busy || undefined}>
      <h3 className="ship-method__heading">{t("cart.ship.heading")}</h3>
      <details ref={details} className="ship-method__details" open={problem ? true : undefined}>
        <summary>
          <span data-testid="shipping-chosen">
            {chosen ? `${chosen.label} · ${chosen.deliveryText}` : t("cart.ship.legend")}
          </span>
          <span className="ship-method__change">{t("cart.ship.change")}</span>
        </summary>
        <fetcher.Form method="post">
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <fieldset className="ship-method__options">
            <legend className="visually-hidden">{t("cart.ship.legend")}</legend>
            {home.methods.map((method) => (
              <label
                key={method.code}
                className="ship-method__option"
                data-testid="shipping-option"
              >
                <input
                  type="radio"
                  name="code"
                  value={method.code}
                  checked={selected === method.code}
                  onChange={() => {
                    // PUDO is not chosen until a point is: the point search opens instead.
                    if (method.code !== PUDO_METHOD_CODE) pick(method.code);
                    void fetcher.submit(
                      { intent: "shipping", code: method.code, js: "1" },
                      { method: "post" },
                    );
                  }}
                />
                <span className="ship-method__text">
                  <strong>
                    {method.label}
                    {method.sameDay ? (
                      <span className="ship-method__same-day">{t("cart.ship.sameDay")}</span>
                    ) : null}
                  </strong>
                  <span className="muted">{method.deliveryText}</span>
                </span>
                <span>{price(method.price.amount)}</span>
              </label>
            ))}
          </fieldset>
          {hydrated ? null : (
            <button
              type="submit"
              name="intent"
              value="shipping"
              className="button button--secondary"
            >
              {t("cart.ship.update")}
            </button>
          )}
        </fetcher.Form>
      </details>
      {home.collectionPoint ? (
        <p className="ship-method__point" data-testid="shipping-point">
          {t("cart.point.at", {
            name: home.collectionPoint.name,
            address: `${home.collectionPoint.addressLine1}, ${home.collectionPoint.city}`,
          })}{" "}
          <a {...appLink(`/${locale}/cart?points=1`, { keepScroll: true })} data-point-opener="">
            {t("cart.point.change")}
          </a>
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="shipping-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

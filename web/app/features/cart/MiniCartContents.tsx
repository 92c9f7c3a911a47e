import { appLink } from "../../lib/client-links";
import { money } from "../../lib/format";
import { plural, useT } from "../../lib/i18n";
import { pluralKey } from "../../ui/rating-label";
import { ApproachingBar } from "./ApproachingBar";
import { CartTotals } from "./CartTotals";
import { LineProduct } from "./LineProduct";
import type { MiniCartAnswer } from "./mini-cart";

/**
 * What the mini cart shows once its data has come, in the bag's texts that came with it: the
 * newest lines (picture, name, colour and size, quantity, the line's price after discounts),
 * "and N more items", the free-shipping callout, the bag's figures as the bag page shows them
 * (`CartTotals`) and "View bag"; an empty bag says so with a link to shop.
 */
export function MiniCartContents({ answer, locale }: { answer: MiniCartAnswer; locale: string }) {
  const t = useT();
  const { bag } = answer;
  const viewBag = (
    <a
      {...appLink(`/${locale}/cart`)}
      className="button button--primary mini-cart__view"
      data-testid="mini-cart-view"
    >
      {t("cart.mini.viewBag")}
    </a>
  );
  if (answer.failed)
    return (
      <>
        <p className="mini-cart__message">{t("cart.mini.failed")}</p>
        {viewBag}
      </>
    );
  if (!bag)
    return (
      <>
        <p className="mini-cart__title">{t("cart.empty.title")}</p>
        <a {...appLink(`/${locale}`)} className="button button--primary mini-cart__view">
          {t("cart.empty.cta")}
        </a>
      </>
    );
  const format = (amount: number) => money(amount, bag.currency, locale);
  return (
    <>
      <h2 className="mini-cart__title">
        {t("cart.heading")} <span className="muted">{plural(t, "cart.items", answer.count)}</span>
      </h2>
      <ApproachingBar cart={bag} locale={locale} />
      <ul className="mini-cart__lines">
        {bag.lines.map((line) => (
          <li key={line.id} className="mini-cart__line" data-testid="mini-cart-line">
            <LineProduct
              name={line.name}
              pageUrl={line.pdpUrl}
              imageUrl={line.imageUrl}
              variants={line.variants}
              locale={locale}
            >
              <p className="muted">
                {t("cart.quantity")} {line.qty}
              </p>
            </LineProduct>
            <p className="mini-cart__price">
              {line.before === null ? null : (
                <s className="mini-cart__was">
                  <span className="visually-hidden">{t("price.original")} </span>
                  {format(line.before)}
                </s>
              )}
              <strong data-testid="mini-cart-line-price">
                {line.gift ? t("cart.gift.free") : format(line.price)}
              </strong>
            </p>
          </li>
        ))}
      </ul>
      {bag.moreUnits > 0 ? (
        <p className="mini-cart__more">
          {t(pluralKey(locale, bag.moreUnits, "cart.mini.more.one", "cart.mini.more.other"), {
            count: bag.moreUnits,
          })}
        </p>
      ) : null}
      <CartTotals cart={bag} locale={locale} />
      {viewBag}
    </>
  );
}

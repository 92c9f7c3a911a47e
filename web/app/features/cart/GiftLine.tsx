import type { CartItem, Currency } from "@ridgeline/contract";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import { LineProduct } from "./LineProduct";

interface Props {
  item: CartItem;
  locale: string;
  currency: Currency;
}

/**
 * A gift with purchase in the bag (000 §3 `bonus`): its promotion adds and takes it away, so
 * it has no quantity, remove or delivery of its own; it says it is free, with what it is worth.
 */
export function GiftLine({ item, locale, currency }: Props) {
  const t = useT();
  return (
    <li className="cart-line cart-line--gift" data-testid="gift-line">
      <LineProduct
        name={item.name}
        pageUrl={item.pdpUrl}
        imageUrl={item.productImageURL}
        variants={item.variants}
        locale={locale}
      >
        <p className="cart-line__gift">{t("cart.gift.label")}</p>
      </LineProduct>
      <div className="cart-line__price">
        {item.price.original > 0 ? (
          <s className="price__original">{money(item.price.original, currency, locale)}</s>
        ) : null}
        <strong data-testid="line-total">{t("cart.gift.free")}</strong>
      </div>
    </li>
  );
}

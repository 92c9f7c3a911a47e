import { type Currency, discountPercentage, numberFormat } from "@ridgeline/contract";
import { money } from "../lib/format";
import { useT } from "../lib/i18n";

interface Props {
  currency: Currency;
  locale: string;
  current: number;
  original: number;
  /** The highest current price, when colours differ: shown as a range. */
  highCurrent?: number;
}

/** A price: the sale price in orange before the struck-through original. */
export function Price({ currency, locale, current, original, highCurrent }: Props) {
  const t = useT();
  const onSale = current < original;
  const range = highCurrent !== undefined && highCurrent > current;
  return (
    <p className="price">
      <span className={onSale ? "price__current price__current--sale" : "price__current"}>
        {money(current, currency, locale)}
        {range ? ` – ${money(highCurrent, currency, locale)}` : null}
      </span>
      {onSale ? (
        <s className="price__original">
          <span className="visually-hidden">{t("price.original")} </span>
          {money(original, currency, locale)}
        </s>
      ) : null}
      {onSale && !range ? (
        <span className="price__discount">
          {/* Rounded to one decimal (spec 000 §9), written the locale's way: −37.5% / −37,5 %. */}
          {numberFormat(locale, {
            style: "percent",
            maximumFractionDigits: 1,
            signDisplay: "always",
          }).format(-discountPercentage(original, current) / 100)}
        </span>
      ) : null}
    </p>
  );
}

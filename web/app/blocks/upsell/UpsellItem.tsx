import { useId, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { Price } from "../../ui/Price";
import { ContentLink } from "../shared/ContentLink";
import type { UpsellItem } from "./upsell-items";
import type { AddOutcome } from "./use-add-to-bag";

/**
 * One upsell item: picture, name (a link to the product), price, a size to choose when it has
 * several (sold-out sizes cannot be chosen), and its control: an "Add to bag" button (`cta`)
 * or a box to tick for "Add selected" (`checkbox`). What became of its add is said beside it.
 */
export function UpsellItemView(props: {
  item: UpsellItem;
  locale: string;
  controls: "cta" | "checkbox";
  size: string | undefined;
  selected: boolean;
  outcome: AddOutcome | undefined;
  /** The shopper asked to add it without choosing a size. */
  sizeMissing: boolean;
  onSize: (upc: string) => void;
  onSelect: (selected: boolean) => void;
  onAdd: () => void;
}): ReactNode {
  const t = useT();
  const id = useId();
  const { item, outcome } = props;
  const sized = item.sku === null && item.sizes.length > 1;
  const message =
    outcome?.state === "added"
      ? t("blocks.added")
      : outcome?.state === "failed"
        ? outcome.error || t("blocks.addFailed")
        : props.sizeMissing
          ? t("blocks.chooseSize")
          : "";
  const problem = outcome?.state === "failed" || props.sizeMissing;
  return (
    <li className="content-upsell__item">
      <div className="content-upsell__media">
        <img
          src={item.image.url}
          alt=""
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="content-upsell__body">
        <p className="content-upsell__name" id={`${id}-name`}>
          <ContentLink url={item.url} className="content-upsell__link">
            {item.name}
          </ContentLink>
        </p>
        <Price
          currency={item.price.currency}
          locale={props.locale}
          current={item.price.current}
          original={Math.max(item.price.original, item.price.current)}
        />
        {item.stock === "OutOfStock" ? (
          <p className="content-upsell__stock">{t("blocks.outOfStock")}</p>
        ) : null}
        {sized ? (
          <label className="content-upsell__size">
            <span>{t("blocks.size")}</span>
            <select
              value={props.size ?? ""}
              aria-invalid={props.sizeMissing || undefined}
              aria-describedby={`${id}-message`}
              onChange={(event) => props.onSize(event.currentTarget.value)}
            >
              <option value="">{t("blocks.chooseSize")}</option>
              {item.sizes.map((size) => (
                <option key={size.upc} value={size.upc} disabled={size.quantity <= 0}>
                  {size.quantity > 0 ? size.label : `${size.label} (${t("blocks.outOfStock")})`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {item.stock === "InStock" && props.controls === "cta" ? (
          <button
            type="button"
            className="button button--primary content-upsell__add"
            aria-describedby={`${id}-name`}
            aria-disabled={outcome?.state === "adding" || undefined}
            onClick={() => {
              if (outcome?.state !== "adding") props.onAdd();
            }}
          >
            {outcome?.state === "adding" ? <span className="spinner" aria-hidden="true" /> : null}
            {t("blocks.addToBag")}
          </button>
        ) : null}
        {item.stock === "InStock" && props.controls === "checkbox" ? (
          <label className="checkbox-line content-upsell__select">
            <input
              type="checkbox"
              checked={props.selected}
              onChange={(event) => props.onSelect(event.currentTarget.checked)}
            />
            <span>
              {t("blocks.select")}
              <span className="visually-hidden"> {item.name}</span>
            </span>
          </label>
        ) : null}
        <p
          id={`${id}-message`}
          className={`content-upsell__message${problem ? " field-error" : ""}`}
          role="status"
        >
          {message}
        </p>
      </div>
    </li>
  );
}

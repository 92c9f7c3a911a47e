import { productSizeLabel, type ProductDetails } from "@ridgeline/contract";
import type { MouseEvent } from "react";
import { useParams } from "react-router";
import { useT } from "../../lib/i18n";
import { MAX_PICK } from "../../lib/quantity";
import { appLink } from "../../lib/client-links";

interface Props {
  product: ProductDetails;
  error: { error: string; field: string } | null;
  adding: boolean;
  /** With JavaScript, the quickshop dialog picks a colour in place instead of following the link. */
  onPickColor?: (colorId: string) => void;
}

/**
 * Colour, size and quantity pickers and the add button, inside a form its parent provides
 * (the product page's own form, or the quickshop dialog's fetcher form).
 */
export function BuyBoxFields({ product, error, adding, onPickColor }: Props) {
  const t = useT();
  // Shoe sizes in the site's system ("EU 42,5" on fr-fr); other sizes keep their label.
  const locale = useParams()["locale"] ?? "en-us";
  const colorId = product.selectedColorId;
  const color = product.attributes.colors.find((candidate) => candidate.id === colorId);
  const variants = product.variants.filter((variant) => variant.colorId === colorId);
  // A one-size product has its only size chosen: there is nothing for the shopper to pick.
  const onlySize =
    variants.length === 1 && variants[0]?.stockStatus !== "OUT_OF_STOCK" ? variants[0] : null;
  const pick = (id: string) => (event: MouseEvent) => {
    if (!onPickColor) return;
    event.preventDefault();
    onPickColor(id);
  };
  return (
    <>
      <input type="hidden" name="productId" value={colorId} />
      <fieldset className="option-group">
        <legend>
          {t("product.colour")} <strong>{color?.label}</strong>
        </legend>
        <ul className="color-options">
          {product.attributes.colors.map((option) => (
            <li key={option.id}>
              <a
                {...appLink(`${product.url}?color=${option.id}`, {
                  keepScroll: true,
                  replace: true,
                })}
                onClick={pick(option.id)}
                className={
                  option.id === colorId ? "color-option color-option--selected" : "color-option"
                }
                aria-current={option.id === colorId ? "true" : undefined}
                aria-label={
                  option.available ? option.label : `${option.label} (${t("product.soldOut")})`
                }
                title={option.label}
              >
                {/* Low priority: not the page's main picture, so React does not preload it
                    ahead of the stylesheet and the main image (largest contentful paint). */}
                <img
                  src={product.images[option.id]?.[0]?.url}
                  alt=""
                  width={64}
                  height={80}
                  fetchPriority="low"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset
        className="option-group"
        aria-describedby={error?.field === "upc" ? "size-error" : undefined}
      >
        <legend>{t("product.size")}</legend>
        <div className={onlySize ? "size-options size-options--one" : "size-options"}>
          {variants.map((variant) => {
            const soldOut = variant.stockStatus === "OUT_OF_STOCK";
            return (
              <label
                key={variant.upc}
                className={soldOut ? "size-option size-option--sold-out" : "size-option"}
              >
                <input
                  type="radio"
                  name="upc"
                  value={variant.upc}
                  disabled={soldOut}
                  required
                  defaultChecked={variant === onlySize}
                />
                <span>{productSizeLabel(product, variant.sizeId, { locale })}</span>
                {variant.stockStatus === "LOW_STOCK" ? (
                  <span className="visually-hidden"> ({t("product.fewLeft")})</span>
                ) : null}
              </label>
            );
          })}
        </div>
        {error ? (
          <p className="field-error" id="size-error" role="alert">
            {error.error}
          </p>
        ) : null}
      </fieldset>

      <div className="buy-box__actions">
        <label className="qty-field">
          <span>{t("product.quantity")}</span>
          <select name="qty" defaultValue="1">
            {Array.from({ length: MAX_PICK }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>
        {/* Not `disabled` while adding: a disabled button loses the focus to the page's body. */}
        <button
          type="submit"
          className="button button--primary button--wide"
          aria-disabled={adding || undefined}
          onClick={(event) => {
            if (adding) event.preventDefault();
          }}
        >
          {adding ? <span className="spinner" aria-hidden="true" /> : null}
          {adding ? t("product.adding") : t("product.add")}
        </button>
      </div>
    </>
  );
}

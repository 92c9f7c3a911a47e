import { productSizeLabel, type ProductDetails } from "@ridgeline/contract";
import { useEffect, useId, useRef } from "react";
import { Link, useParams } from "react-router";
import { detailRecord, pushDataLayer } from "../../lib/analytics";
import { useT } from "../../lib/i18n";
import { pluralKey } from "../../ui/rating-label";
import type { AddedItem } from "./product.types";
import { usePersonal } from "../../lib/personal";

interface Props {
  product: ProductDetails;
  item: AddedItem;
  /** Closes the panel and gives the focus back to where the shopper was (with JavaScript). */
  onClose?: () => void;
  /** Without JavaScript, "Continue shopping" is a link to the page without the panel. */
  closeHref: string;
}

/**
 * The mini-cart shown after "Add to bag": the item, its size, the bag's count and "View bag",
 * fixed in the viewport where the shopper is (a phone's page never jumps to the top), and
 * focused, so a screen reader says what happened. Escape closes it and the focus goes back.
 */
export function AddedToBag({ product, item, onClose, closeHref }: Props) {
  const t = useT();
  const titleId = useId();
  const locale = useParams()["locale"] ?? "en-us";
  const panel = useRef<HTMLElement>(null);
  const count = usePersonal()?.cartCount;
  useEffect(() => panel.current?.focus(), [item]);
  // add_to_cart (000 §3 product record) once per add the panel shows.
  useEffect(() => {
    const added = product.variants.find((candidate) => candidate.upc === item.upc);
    pushDataLayer({
      event: "add_to_cart",
      ecommerce: {
        currency: product.prices.currency,
        value: Math.round(product.prices.current * item.qty * 100) / 100,
        items: [
          {
            ...detailRecord(product),
            colorCode: added?.colorId ?? product.selectedColorId,
            sizeCode1: added?.sizeId ?? null,
            quantity: item.qty,
            freeGift: false,
          },
        ],
      },
    });
  }, [item, product]);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  const variant = product.variants.find((candidate) => candidate.upc === item.upc);
  const colorId = variant?.colorId ?? product.selectedColorId;
  const colour = product.attributes.colors.find((candidate) => candidate.id === colorId);
  const image = product.images[colorId]?.[0];
  return (
    <section
      ref={panel}
      className="added-to-bag"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="added-to-bag"
    >
      {/* A status too: said even where moving the focus is not announced. */}
      <p id={titleId} className="added-to-bag__title" role="status">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
        {t("added.title")}
      </p>
      <div className="added-to-bag__item">
        {image ? <img src={image.url} alt="" width={64} height={80} /> : null}
        <div>
          <p className="added-to-bag__name">{product.name}</p>
          <p className="muted">
            {t("added.details", {
              colour: colour?.label ?? "",
              size: variant ? productSizeLabel(product, variant.sizeId, { locale }) : "",
              qty: item.qty,
            })}
          </p>
        </div>
      </div>
      {count === undefined ? null : (
        <p className="added-to-bag__count" data-testid="added-bag-count">
          {t(pluralKey(locale, count, "added.bag.one", "added.bag.other"), { count })}
        </p>
      )}
      <div className="added-to-bag__actions">
        <Link to={`/${locale}/cart`} className="button button--primary">
          {t("product.viewBag")}
        </Link>
        {onClose ? (
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("added.continue")}
          </button>
        ) : (
          <Link to={closeHref} className="button button--secondary" preventScrollReset replace>
            {t("added.continue")}
          </Link>
        )}
      </div>
    </section>
  );
}

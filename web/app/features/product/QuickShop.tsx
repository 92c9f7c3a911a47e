import { withProductColor, type ProductTile as Tile } from "@ridgeline/contract";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import type { AddToBagAnswer, ProductPageData } from "./product.types";
import { AddedToBag, preloadAddedToBag } from "./added-to-bag.lazy";
import { BuyBoxFields } from "./BuyBoxFields";
import { Price } from "../../ui/Price";
import { FavoriteToggle } from "../favorites";

/**
 * "Quick shop" on a product tile: a modal dialog with the product's colours, sizes and add
 * button, loaded from the product page's own loader and posted to its own action. Once added,
 * the dialog closes and the mini-cart takes the focus; closing that goes back to the tile's
 * button. It exists only once JavaScript runs; without it the tile links to the product page.
 */
export function QuickShop(props: QuickShopProps) {
  // The server and hydration render nothing here: a grid's tiles run one hook, not the
  // dialog's fetchers, state and effects, until the page runs in the browser.
  return useHydrated() ? <QuickShopDialog {...props} /> : null;
}

interface QuickShopProps {
  tile: Tile;
  locale: string;
  /**
   * "Compare" offered in the dialog too (the tile's own box is no tab stop): the listing's
   * compare box for this tile, which the tile hands in.
   */
  compare?: ReactNode;
}

function QuickShopDialog({ tile, locale, compare }: QuickShopProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const details = useFetcher<ProductPageData>();
  const add = useFetcher<AddToBagAnswer>();

  const [dismissed, setDismissed] = useState<unknown>(null);
  const product = details.data?.product;
  const result = add.data && add.data !== dismissed ? add.data : null;
  const error = result && "error" in result ? result : null;
  const added = result && "added" in result && add.state === "idle" ? result : null;
  const showsAdded = useRef(false);
  // Layout effect: the modal dialog must be closed before the mini-cart's own effect focuses
  // it, or the focus would land on a page the dialog still makes inert.
  useLayoutEffect(() => {
    showsAdded.current = added !== null;
    if (added) dialog.current?.close();
  }, [added]);

  const load = (colorId?: string) =>
    details.load(colorId ? withProductColor(tile.url, colorId) : tile.url);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="tile__quickshop"
        aria-label={t("quickshop.openFor", { name: tile.name })}
        onClick={() => {
          dialog.current?.showModal();
          if (!details.data) void load();
        }}
      >
        {t("quickshop.open")}
      </button>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={`quickshop-${tile.productId}`}
        onClose={() => {
          if (!showsAdded.current) trigger.current?.focus();
        }}
      >
        <button
          type="button"
          className="dialog__close"
          onClick={() => dialog.current?.close()}
          aria-label={t("quickshop.close")}
        >
          ×
        </button>
        {!product ? (
          <p role="status">{t("quickshop.loading")}</p>
        ) : (
          <div className="quickshop">
            <img
              className="quickshop__image"
              src={product.images[product.selectedColorId]?.[0]?.url}
              alt={product.images[product.selectedColorId]?.[0]?.alt ?? ""}
              width={320}
              height={400}
            />
            <div>
              <h2 id={`quickshop-${tile.productId}`}>{product.name}</h2>
              <Price
                currency={product.prices.currency}
                locale={locale}
                current={product.prices.current}
                original={product.prices.original}
              />
              <add.Form
                method="post"
                action={tile.url}
                className="buy-box"
                onSubmit={preloadAddedToBag}
              >
                <input type="hidden" name="quickshop" value="1" />
                <BuyBoxFields
                  product={product}
                  error={error}
                  adding={add.state === "submitting"}
                  onPickColor={load}
                />
              </add.Form>
              <FavoriteToggle
                id={product.selectedColorId}
                alsoSaved={[product.productId]}
                name={product.name}
                variant="pdp"
              />
              {compare}
              <Link
                to={`${product.url}?color=${product.selectedColorId}`}
                className="quickshop__details"
              >
                {t("quickshop.details")}
              </Link>
            </div>
          </div>
        )}
      </dialog>
      {added && product ? (
        <AddedToBag
          product={product}
          item={added}
          closeHref={tile.url}
          onClose={() => {
            setDismissed(add.data);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

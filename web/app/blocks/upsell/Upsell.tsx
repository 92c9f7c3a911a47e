import { UPSELL_STACKED_DEFAULT } from "@ridgeline/contract";
import { useEffect, useState, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { BlockProps } from "../block-context";
import { useContentScope } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import { fetchInventory, fetchProductDetails } from "../product-recommendation/store-api";
import { UpsellList } from "./UpsellList";
import { shownUpsellItems, upsellItem, type UpsellItem } from "./upsell-items";
import upsellCss from "./upsell.css?url";

type Loaded = { status: "loading" } | { status: "loaded"; items: UpsellItem[] };

/** Each product's details and inventory (one call each per id, 001 §7); unreadable ones left out. */
async function loadItems(
  productIds: readonly string[],
  locale: string,
  signal: AbortSignal,
): Promise<UpsellItem[]> {
  const answers = await Promise.all(
    productIds.map(async (productId) => {
      const [details, inventory] = await Promise.allSettled([
        fetchProductDetails(productId, locale, signal),
        fetchInventory(productId, locale, signal),
      ]);
      if (details.status === "rejected") return null;
      const stock = inventory.status === "fulfilled" ? inventory.value : null;
      return upsellItem(details.value, stock, locale);
    }),
  );
  return answers.filter((item) => item !== null);
}

/**
 * Complete the look (001 §3, §4 "Upsell"): the block's products with their stock, in-stock
 * ones only when asked (the inventory filter), stacked (`stackedCount`, 3 by default) or as a
 * scroll-snapping carousel, each added to the bag with the store's own add. The items come in
 * the browser once the code has; a skeleton of the same size holds their place.
 */
export function Upsell({ block }: BlockProps<"upsell">): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const { productIds } = block;
  useEffect(() => {
    const controller = new AbortController();
    loadItems(productIds, scope.locale, controller.signal).then(
      (items) => setLoaded({ status: "loaded", items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`upsell ${block.id}: no items`, error);
        setLoaded({ status: "loaded", items: [] });
      },
    );
    return () => controller.abort();
  }, [productIds, scope.locale, block.id]);

  const items = loaded.status === "loaded" ? shownUpsellItems(loaded.items, block) : [];
  if (productIds.length === 0 || (loaded.status === "loaded" && items.length === 0)) return null;
  const carousel = block.variant === "carousel";
  const placeholders = Math.min(
    productIds.length,
    carousel ? productIds.length : (block.stackedCount ?? UPSELL_STACKED_DEFAULT),
  );
  return (
    <section
      className={`content-upsell content-upsell--${block.variant}`}
      style={background(block.backgroundColor)}
      aria-busy={loaded.status === "loading" || undefined}
    >
      <BlockStylesheet href={upsellCss} />
      <Heading
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
        className="content-upsell__title"
      />
      <RichText html={block.richText} />
      <p className="visually-hidden" role="status">
        {loaded.status === "loading" ? t("blocks.loading") : ""}
      </p>
      {loaded.status === "loading" ? (
        <ul
          className={`content-upsell__list${carousel ? " content-upsell__list--carousel" : ""}`}
          aria-hidden="true"
        >
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="content-upsell__item content-upsell__item--skeleton">
              <div className="content-upsell__media" />
              <div className="content-upsell__body">
                <p className="content-upsell__name" />
                <p className="content-upsell__line" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <UpsellList
          blockId={block.id}
          items={items}
          locale={scope.locale}
          controls={block.addToCartControls}
          carousel={carousel}
        />
      )}
    </section>
  );
}

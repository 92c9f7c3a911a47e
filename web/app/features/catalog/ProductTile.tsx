import { colorOfProductUrl, type ProductTile as Tile } from "@ridgeline/contract";
import { useState, type SyntheticEvent } from "react";
import { pushDataLayer, tileRecord } from "../../lib/analytics";
import { appLink } from "../../lib/client-links";
import { CompareToggle } from "./CompareToggle";
import { FavoriteToggle } from "../favorites";
import { Price } from "../../ui/Price";
import { GRID_IMAGE_SIZES, ProductImage } from "../../ui/ProductImage";
import { QuickShop } from "../product";
import { Rating } from "../../ui/Rating";
import { productLabel, useT } from "../../lib/i18n";
import { tileView } from "./tile-view";

/**
 * A product in a grid. Swatches are links to that colour's page; with JavaScript, hovering or
 * focusing one also shows that colour's picture in the tile. The links are plain `<a>`s: the
 * app's one click handler navigates them in the page (`useAppLinks`), so a tile runs
 * none of a `Link`'s hooks for each of its links.
 */
interface Props {
  tile: Tile;
  locale: string;
  /** Where the tile is shown, for the select_item analytics event. */
  list?: {
    name: string;
    position: number;
    category: string | null;
    categoryId: string | null;
    searchTerm?: string | null;
  };
  /** Offer the "Compare" checkbox (listing pages). */
  compare?: boolean;
  /** The tile is in the first screen of its page: its picture is fetched at once (LCP). */
  imagePriority?: boolean;
}

export function ProductTile({ tile, locale, list, compare = false, imagePriority = false }: Props) {
  const t = useT();
  // A hovered swatch's picture, for as long as the tile shows the same colour (a new filter
  // can bring the same product in another colour).
  const [hovered, setImage] = useState({ of: tile.image.url, image: tile.image });
  const image = hovered.of === tile.image.url ? hovered.image : tile.image;
  const { shownColor, swatchHrefs } = tileView(tile);
  const { lowCurrent, lowOriginal, highCurrent, highOriginal } = tile.price;
  const onSale = lowCurrent < lowOriginal || highCurrent < highOriginal;
  // One handler for the tile's swatches (mouse over and focus bubble to their list): the
  // swatch's link names its colour, so no swatch needs handlers of its own.
  const showSwatch = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest("a");
    const colorId = link ? colorOfProductUrl(link.getAttribute("href") ?? "") : null;
    const color = tile.colors.find((candidate) => candidate.colorVariantId === colorId);
    if (color && color.image !== image) setImage({ of: tile.image.url, image: color.image });
  };
  const select = () => {
    if (!list) return;
    const product = tileRecord(tile, {
      list: list.name,
      position: list.position,
      category: list.category,
      categoryId: list.categoryId,
    });
    pushDataLayer({ event: "select_item", ecommerce: { items: [product] } });
  };
  return (
    <article className="tile">
      {/* The picture repeats the name's link: one tab stop and one name are enough. */}
      <a
        {...appLink(tile.url)}
        className="tile__media"
        onClick={select}
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage image={image} sizes={GRID_IMAGE_SIZES} priority={imagePriority} />
        {tile.badge ? <span className="badge">{productLabel(t, "badge", tile.badge)}</span> : null}
      </a>
      <FavoriteToggle
        id={tile.productId}
        alsoSaved={tile.colors.map((color) => color.colorVariantId)}
        name={tile.name}
        variant="tile"
      />
      <QuickShop
        tile={tile}
        locale={locale}
        compare={compare ? <CompareToggle tile={tile} tabStop /> : null}
      />
      {tile.colors.length > 1 ? (
        <ul
          className="swatches"
          aria-label={t("tile.colours", { count: tile.colors.length })}
          onMouseOver={showSwatch}
          onFocus={showSwatch}
        >
          {tile.colors.map((color, index) => (
            <li key={color.colorVariantId}>
              <a
                {...appLink(swatchHrefs[index] ?? tile.url)}
                style={{ backgroundColor: color.hex }}
                // The title names the link (and shows on pointing): no class or aria-label
                // repeated on each of a grid's swatches (catalog.css styles `.swatches a`).
                title={color.label}
                aria-current={color.colorVariantId === shownColor ? "true" : undefined}
                // Colours are chosen on the product page and in quick shop, not tab stops here.
                tabIndex={-1}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="swatches__single">{tile.colors[0]?.label}</p>
      )}
      <h3 className="tile__name">
        <a {...appLink(tile.url)} onClick={select}>
          {tile.name}
        </a>
      </h3>
      <Price
        currency={tile.price.currency}
        locale={locale}
        current={tile.price.lowCurrent}
        original={onSale ? tile.price.highOriginal : tile.price.lowCurrent}
        highCurrent={tile.price.highCurrent}
      />
      <Rating score={tile.rating.score} reviewsCount={tile.rating.reviewsCount} />
      {compare ? <CompareToggle tile={tile} /> : null}
    </article>
  );
}

import { SEARCH_SORTS, type ProductTile as Tile } from "@ridgeline/contract";
import { useEffect, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { pushDataLayer, tileRecord } from "../../lib/analytics";
import { plural, useT } from "../../lib/i18n";
import type { Sort } from "./listing";
import { CompareTray } from "./CompareTray";
import { ProductTile } from "./ProductTile";
import { appLink } from "../../lib/client-links";

/** Tiles in a listing's first screen (a desktop's first row): their pictures load at once. */
const FIRST_SCREEN_TILES = 4;

interface Props {
  title: string;
  locale: string;
  products: Tile[];
  total: number;
  start: number;
  sort: Sort;
  page: number;
  pages: number;
  /** For analytics: which list this is. */
  list: {
    name: string;
    category: string | null;
    categoryId: string | null;
    searchTerm?: string | null;
  };
  /** Shown instead of the grid when there are no products. */
  empty: ReactNode;
  /** The facet panel, beside the grid on wide screens. */
  aside?: ReactNode;
  /** A line under the title (for example, that a mistyped search was corrected). */
  note?: ReactNode;
  /** Content placed in the grid (a category's espots): each in the cell it names. */
  inGrid?: readonly GridContent[];
}

/** A part of the grid that is not a product: the cell it takes (1 is the first). */
export interface GridContent {
  key: string;
  position: number;
  node: ReactNode;
}

/**
 * The grid's cells in order: the tiles, with each content part at its position (the tiles from
 * there moving one along) or after the last tile when the page is shorter.
 */
export function gridCells<T>(
  tiles: readonly T[],
  parts: readonly GridContent[],
): ({ tile: T; index: number } | { part: GridContent })[] {
  const cells: ({ tile: T; index: number } | { part: GridContent })[] = tiles.map(
    (tile, index) => ({ tile, index }),
  );
  const ordered = [...parts].sort((a, b) => a.position - b.position);
  for (const part of ordered) cells.splice(Math.min(part.position - 1, cells.length), 0, { part });
  return cells;
}

/** A titled, sortable, paged grid of products: category pages and search results. */
export function ProductListing(props: Props) {
  const { title, locale, products, total, start, sort, page, pages, list, empty, aside, note } =
    props;
  const { search } = useLocation();
  const t = useT();
  const position = (index: number) => start + index + 1;
  // Page links keep everything else the URL says: search text, sort and filters.
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params}`;
  };

  const { name: listName, category, categoryId, searchTerm = null } = list;
  useEffect(() => {
    const items = products.map((tile, index) =>
      tileRecord(tile, {
        list: listName,
        position: start + index + 1,
        category,
        categoryId,
        searchTerm,
      }),
    );
    pushDataLayer({ event: "view_item_list", ecommerce: { item_list_name: title, items } });
  }, [products, start, title, listName, category, categoryId, searchTerm]);

  return (
    <>
      <div className="listing-head">
        <h1>{title}</h1>
        {note ? (
          <p className="listing-note" data-testid="listing-note">
            {note}
          </p>
        ) : null}
        <p className="muted" data-testid="result-count">
          {plural(t, "listing.count", total)}
        </p>
        {total > 0 ? (
          <Form method="get" className="sort-form">
            {[...new URLSearchParams(search)]
              .filter(([name]) => name !== "sort" && name !== "page")
              .map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
            <label htmlFor="sort">{t("listing.sortBy")}</label>
            <select
              id="sort"
              name="sort"
              defaultValue={sort}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {SEARCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`sort.${option}`)}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button button--secondary">
                {t("listing.apply")}
              </button>
            </noscript>
          </Form>
        ) : null}
      </div>
      <div className={aside ? "listing listing--with-facets" : "listing"}>
        {aside}
        <div className="listing__main">
          {products.length === 0 ? (
            empty
          ) : (
            <>
              {/* The tiles' names are h3: a heading of their own keeps the outline's order. */}
              <h2 className="visually-hidden">{plural(t, "listing.count", total)}</h2>
              <div className="grid" data-testid="product-grid">
                {gridCells(products, props.inGrid ?? []).map((cell) =>
                  "part" in cell ? (
                    <div key={`part-${cell.part.key}`} className="grid__content">
                      {cell.part.node}
                    </div>
                  ) : (
                    <ProductTile
                      key={cell.tile.productId}
                      tile={cell.tile}
                      locale={locale}
                      list={{
                        name: listName,
                        position: position(cell.index),
                        category,
                        categoryId,
                        searchTerm,
                      }}
                      compare
                      imagePriority={cell.index < FIRST_SCREEN_TILES}
                    />
                  ),
                )}
              </div>
            </>
          )}
          {pages > 1 ? (
            <nav className="pagination" aria-label={t("listing.pages")}>
              {page > 1 ? (
                <a {...appLink(pageLink(page - 1))} rel="prev">
                  {t("listing.previous")}
                </a>
              ) : null}
              <span>{t("listing.pageOf", { page, pages })}</span>
              {page < pages ? (
                <a {...appLink(pageLink(page + 1))} rel="next">
                  {t("listing.next")}
                </a>
              ) : null}
            </nav>
          ) : null}
          {products.length > 0 ? <CompareTray locale={locale} /> : null}
        </div>
      </div>
    </>
  );
}

import {
  PRODUCT_ID_PATTERN,
  isStyleId,
  productPath,
  toMajor,
  type CategoryNode,
  type ProductDetails,
  type ProductTile,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { createSharedCache } from "../../platform/cache/shared-cache";
import type { EventBus } from "../../platform/events/event-bus";
import type { SiteScope } from "../../platform/http/request-scope";
import { shareAnswer } from "../../platform/http/shared-answer";
import { stockStatus, type InventoryService } from "../inventory";
import {
  selectCategories,
  selectColorArt,
  selectColors,
  selectOffers,
  selectSkusOfStyle,
  selectStyleOfUpc,
  selectStyle,
  selectStyleIdOfColor,
  updateStyleRating,
  selectStyles,
  styleExists,
  type Market,
  type OfferRow,
  selectGiftCardSku,
} from "./catalog.tables";
import { listingTagsOf, writePrice, type PriceChange } from "./catalog-prices.helpers";
import { colorImageAlt, sizeLabelIn } from "./product-copy.helpers";
import { buildCategoryTree, findCategoryPath } from "./category-tree.helpers";
import { buildTile, productImage } from "./product-tile.helpers";

export interface CatalogService {
  categoryTree(site: SiteScope): Promise<CategoryNode[]>;
  productDetails(productId: string, site: SiteScope): Promise<ProductDetails>;
  /**
   * Catalogue facts and prices of some SKUs, keyed by UPC; unknown UPCs are absent. Names,
   * colour and size labels are in the market's language (English when not translated).
   */
  offers(upcs: readonly string[], market: Market, tx?: Queryable): Promise<Map<string, OfferRow>>;
  colorArt(colorVariantId: string): Promise<{ productType: string; hex: string[] } | null>;
  /** The style of a style id or colour-variant id; PLP400 naming productId when unknown. */
  styleIdOf(productId: string, tx?: Queryable): Promise<string>;
  /** Stores a style's rating (average score, reviews count); the reviews area calls it. */
  updateRating(styleId: string, score: number, count: number, tx?: Queryable): Promise<void>;
  /** The SKUs of a style, or of one colour for a colour-variant id; unknown id → PLP400. */
  productSkus(productId: string): Promise<ProductSkus>;
  /** Listing tiles of some styles in the order given; unknown or unpriced styles are left out. */
  tiles(styleIds: readonly string[], site: SiteScope): Promise<ProductTile[]>;
  /** A size label's fixed words ("One Size", "Little Kid") in a language; English otherwise. */
  sizeLabel(label: string, language: string): string;
  /**
   * The listings a change of a style's price or stock purges besides its own pages (decision
   * 0090): those that follow that kind of change in its categories and in text searches.
   */
  listingTagsOf(styleId: string, change: "price" | "stock"): Promise<string[]>;
  /** The style of a SKU, or null for an unknown UPC. */
  styleOfUpc(upc: string): Promise<string | null>;
  /**
   * A colour's new price in a currency (a markdown, a price back up), in minor units: kept,
   * shown by this process at once and by the others within their version check; `priceChanged`
   * after commit refreshes the search index's prices and purges the style's kept pages. VAL400 for an impossible price (not whole,
   * not positive, or above the original), PLP400 for a colour not priced in that currency.
   */
  changePrice(change: PriceChange): Promise<{ styleId: string }>;
  /** Forgets cached categories, after the demo data is reloaded. */
  reload(): void;
  /** The digital gift card the catalogue sells (its style and a size), or null for none. */
  giftCardSku(): Promise<{ styleId: string; upc: string; name: string } | null>;
}

export type { Market, OfferRow };

export type { PriceChange };

export interface ProductSkus {
  styleId: string;
  /** Set when the id asked for was a colour variant: the SKUs are that colour's only. */
  colorVariantId: string | null;
  skus: { upc: string; colorVariantId: string; sizeCode: string; sizeLabel: string }[];
}

/** Product documents and tile lists each process keeps (LRU past this many). */
const CACHE_ENTRIES = 5_000;

/** What a product's answer holds that is the same for every shopper: all but the stock. */
interface ProductDocument {
  style: NonNullable<Awaited<ReturnType<typeof selectStyle>>>;
  colors: Awaited<ReturnType<typeof selectColors>>;
  selected: Awaited<ReturnType<typeof selectColors>>[number];
  skus: Awaited<ReturnType<typeof selectSkusOfStyle>>;
  breadcrumbs: CategoryNode[];
}

export function createCatalogService(deps: {
  db: Db;
  inventory: InventoryService;
  /** How often the catalogue's cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
  /** Tells the other areas of a price change, after it commits (absent in the seed). */
  events?: EventBus;
}): CatalogService {
  const { db } = deps;
  // Categories, product documents and tiles are the same for every shopper: kept per process
  // until the catalogue's version moves (decision 0045). Stock is never kept here.
  const cacheOf = <V>() =>
    createSharedCache<V>({
      db,
      name: "catalog",
      checkEveryMs: deps.syncIntervalMs ?? 1_000,
      maxEntries: CACHE_ENTRIES,
    });
  const trees = cacheOf<CategoryNode[]>();
  const documents = cacheOf<ProductDocument>();
  const tileLists = cacheOf<ProductTile[]>();
  const styleIds = cacheOf<string>();
  const skuLists = cacheOf<ProductSkus>();
  const forget = () =>
    [trees, documents, tileLists, styleIds, skuLists].forEach((cache) => cache.clear());

  async function categoryTree(site: SiteScope): Promise<CategoryNode[]> {
    return trees.get(`${site.language}|${site.locale}`, async () =>
      buildCategoryTree(await selectCategories(db), site.language, site.locale),
    );
  }

  async function loadDocument(productId: string, site: SiteScope): Promise<ProductDocument> {
    const styleId = isStyleId(productId) ? productId : await selectStyleIdOfColor(db, productId);
    const style = styleId ? await selectStyle(db, styleId, site.language) : null;
    if (!style) throw new AppError("PLP400", { message: `Product ${productId} was not found.` });

    const colors = (await selectColors(db, [style.style_id], site)).filter(
      (color) => color.original_minor !== null && color.current_minor !== null,
    );
    if (colors.length === 0) throw new AppError("INV702");
    const selected =
      colors.find((color) => color.color_variant_id === productId) ??
      colors.find((color) => color.is_default) ??
      colors[0];
    if (!selected) throw new AppError("INV702");
    const skus = await selectSkusOfStyle(db, style.style_id);
    const breadcrumbs = findCategoryPath(await categoryTree(site), style.category_id);
    return { style, colors, selected, skus, breadcrumbs };
  }

  // Stock changes with every order: a style's is kept at most `syncIntervalMs` (1 s), so a busy
  // product page reads it once a second, not once per view. Adding to a bag and placing an
  // order check the stock itself (inventory), never this.
  const stockTtlMs = deps.syncIntervalMs ?? 1_000;
  const stocks = new Map<string, { at: number; stock: Promise<Map<string, number>> }>();
  const detailsKept = new WeakMap<
    ProductDocument,
    { stock: Map<string, number>; details: ProductDetails }
  >();
  function stockOf(styleId: string, skus: readonly { upc: string }[]) {
    const now = Date.now();
    const held = stocks.get(styleId);
    if (held && now >= held.at && now - held.at < stockTtlMs) return held.stock;
    if (stocks.size >= CACHE_ENTRIES) stocks.clear();
    const stock = deps.inventory.onlineStock(skus.map((sku) => sku.upc));
    stocks.set(styleId, { at: now, stock });
    stock.catch(() => stocks.delete(styleId));
    return stock;
  }

  async function productDetails(productId: string, site: SiteScope): Promise<ProductDetails> {
    if (!PRODUCT_ID_PATTERN.test(productId)) throw new AppError("PLP400");
    // Keyed by everything of the site the answer uses, so one document serves one answer.
    const document = await documents.get(
      `${productId}|${site.siteId}|${site.locale}|${site.language}|${site.currency}`,
      () => loadDocument(productId, site),
    );
    const stock = await stockOf(document.style.style_id, document.skus);
    // The same for every shopper while its document and stock are: built once, its JSON
    // written once (decision 0051).
    const held = detailsKept.get(document);
    if (held?.stock === stock) return held.details;
    const details = shareAnswer(detailsOf(document, stock, site));
    detailsKept.set(document, { stock, details });
    return details;
  }

  /** A product's answer from its document and its online stock. */
  function detailsOf(
    { style, colors, selected, skus, breadcrumbs }: ProductDocument,
    stock: Map<string, number>,
    site: SiteScope,
  ): ProductDetails {
    const inStock = (upc: string) => (stock.get(upc) ?? 0) > 0;
    const money = (minor: number | null) => toMajor(minor ?? 0, site.currency);
    const currents = colors.map((color) => color.current_minor ?? 0);
    const originals = colors.map((color) => color.original_minor ?? 0);

    return {
      productId: style.style_id,
      selectedColorId: selected.color_variant_id,
      name: style.name,
      slug: style.slug,
      url: productPath(site.locale, style.slug, style.style_id),
      description: style.description,
      brand: style.brand,
      productType: style.product_type,
      season: style.season,
      badge: style.badge,
      eyebrow: style.eyebrow
        ? { id: style.eyebrow.toLowerCase().replace(/\W+/g, "-"), label: style.eyebrow }
        : null,
      rating: { score: style.rating_score, reviewsCount: style.reviews_count },
      breadcrumbs: breadcrumbs.map((node) => ({ id: node.id, name: node.name, url: node.url })),
      isCustoms: style.is_customs,
      isDigitalProduct: style.is_digital,
      prices: {
        currency: site.currency,
        original: money(selected.original_minor),
        current: money(selected.current_minor),
        lowCurrent: money(Math.min(...currents)),
        highCurrent: money(Math.max(...currents)),
        lowOriginal: money(Math.min(...originals)),
        highOriginal: money(Math.max(...originals)),
      },
      attributes: {
        colors: colors.map((color) => ({
          id: color.color_variant_id,
          label: color.color_name,
          hex: color.hex[0] ?? "#8A8A8A",
          available: skus.some(
            (sku) => sku.color_variant_id === color.color_variant_id && inStock(sku.upc),
          ),
          defaultColor: color.is_default,
          original: money(color.original_minor),
          current: money(color.current_minor),
        })),
        sizes: skus
          .filter((sku) => sku.color_variant_id === selected.color_variant_id)
          .map((sku) => ({
            id: sku.size_code,
            label: sizeLabelIn(sku.size_label, site.language),
            available: inStock(sku.upc),
          })),
      },
      variants: skus
        .filter((sku) => colors.some((color) => color.color_variant_id === sku.color_variant_id))
        .map((sku) => ({
          upc: sku.upc,
          colorId: sku.color_variant_id,
          sizeId: sku.size_code,
          stockStatus: stockStatus(stock.get(sku.upc) ?? 0),
        })),
      images: Object.fromEntries(
        colors.map((color) => [
          color.color_variant_id,
          [
            productImage(
              color.color_variant_id,
              colorImageAlt(style.name, color.color_name, site.language),
            ),
          ],
        ]),
      ),
    };
  }

  return {
    categoryTree,
    productDetails,
    async giftCardSku() {
      const row = await selectGiftCardSku(db);
      return row ? { styleId: row.style_id, upc: row.upc, name: row.name } : null;
    },
    async offers(upcs, market, tx = db) {
      const rows = await selectOffers(tx, upcs, market);
      return new Map(
        rows.map((row) => [
          row.upc,
          { ...row, size_label: sizeLabelIn(row.size_label, market.language) },
        ]),
      );
    },
    async colorArt(colorVariantId) {
      const row = await selectColorArt(db, colorVariantId);
      return row ? { productType: row.product_type, hex: row.hex } : null;
    },
    async styleIdOf(productId, tx) {
      // Inside a caller's transaction the answer must be that transaction's own.
      if (tx) return styleIdIn(productId, tx);
      return styleIds.get(productId, () => styleIdIn(productId, db));
    },
    async updateRating(styleId, score, count, tx = db) {
      await updateStyleRating(tx, styleId, score, count);
      // This process shows the new rating at once; the others once they read the version.
      forget();
    },
    async productSkus(productId) {
      return skuLists.get(productId, () => loadProductSkus(productId));
    },
    async tiles(styleIds, site) {
      return tileLists.get(
        `${site.siteId}|${site.locale}|${site.language}|${site.currency}|${styleIds.join(",")}`,
        () => loadTiles(styleIds, site),
      );
    },
    sizeLabel: sizeLabelIn,
    styleOfUpc: (upc) => selectStyleOfUpc(db, upc),
    listingTagsOf: (styleId, change) => listingTagsOf(db, styleId, change),
    async changePrice(change) {
      const styleId = await writePrice(db, deps.events, change);
      forget();
      return { styleId };
    },
    reload() {
      forget();
    },
  };

  async function styleIdIn(productId: string, tx: Queryable): Promise<string> {
    const styleId = !PRODUCT_ID_PATTERN.test(productId)
      ? null
      : isStyleId(productId)
        ? (await styleExists(tx, productId))
          ? productId
          : null
        : await selectStyleIdOfColor(tx, productId);
    if (!styleId) {
      throw new AppError("PLP400", {
        field: "productId",
        message: `Product ${productId} was not found.`,
      });
    }
    return styleId;
  }

  async function loadProductSkus(productId: string): Promise<ProductSkus> {
    const styleId = !PRODUCT_ID_PATTERN.test(productId)
      ? null
      : isStyleId(productId)
        ? productId
        : await selectStyleIdOfColor(db, productId);
    const skus = styleId ? await selectSkusOfStyle(db, styleId) : [];
    if (!styleId || skus.length === 0)
      throw new AppError("PLP400", { message: `Product ${productId} was not found.` });
    const colorVariantId = styleId === productId ? null : productId;
    return {
      styleId,
      colorVariantId,
      skus: skus
        .filter((sku) => colorVariantId === null || sku.color_variant_id === colorVariantId)
        .map((sku) => ({
          upc: sku.upc,
          colorVariantId: sku.color_variant_id,
          sizeCode: sku.size_code,
          sizeLabel: sku.size_label,
        })),
    };
  }

  async function loadTiles(styleIds: readonly string[], site: SiteScope): Promise<ProductTile[]> {
    const styles = await selectStyles(db, styleIds, site.language);
    const colors = await selectColors(db, styleIds, site);
    return styleIds.flatMap((styleId) => {
      const style = styles.find((row) => row.style_id === styleId);
      const tile = style ? buildTile(style, colors, site) : null;
      return tile ? [tile] : [];
    });
  }
}

import type {
  PageType,
  ProductDetails,
  ProductTile,
  RecommendationItem,
} from "@ridgeline/contract";

export type { PageType };

const LOCALE_ONLY = /^\/[a-z]{2}-[a-z0-9]{2,3}\/?$/;

/** The page type of spec 000 §2 / 001 §2, from the path (and whether the page is an error page). */
export function pageType(pathname: string, isErrorPage = false): PageType {
  if (isErrorPage) return "Error";
  if (pathname.includes("/p/")) return "Product Detail";
  if (pathname.includes("/c/")) return "Product List";
  if (pathname.includes("searchhub")) return "Search Hub";
  if (/\/cart(\/|$)/.test(pathname)) return "Cart";
  if (/\/account(\/|$)/.test(pathname)) return "Account";
  if (/\/search(\/|$)/.test(pathname)) return "Search";
  if (pathname.includes("/order-confirmation")) return "Order Confirmation";
  if (pathname.includes("/checkout")) return "Checkout";
  if (LOCALE_ONLY.test(pathname)) return "Home";
  return "Other";
}

/** The analytics product record of spec 000 §3. */
export interface AnalyticsProduct {
  brand: string;
  colorCode: string;
  colorDescription: string;
  position: number | null;
  list: string | null;
  category: string | null;
  catalogCategory: string | null;
  searchTerm: string | null;
  stockStatus: string | null;
  stockQuantity: number | null;
  discountType: string | null;
  onSale: boolean;
  originalPrice: number;
  price: number;
  saleDiscountAmount: number;
  sizeCode1: string | null;
  sizeCode2: string | null;
  sizeCode3: string | null;
  customized: boolean;
  preCreatedCustomCode: string | null;
  recipeID: string | null;
}

interface ListContext {
  list: string;
  position: number;
  category: string | null;
  categoryId: string | null;
  searchTerm?: string | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A record from its known fields, the rest empty; a price under the original is a markdown. */
export function productRecord(
  fields: Partial<AnalyticsProduct> &
    Pick<AnalyticsProduct, "brand" | "colorCode" | "colorDescription" | "originalPrice" | "price">,
): AnalyticsProduct {
  const onSale = fields.price < fields.originalPrice;
  return {
    position: null,
    list: null,
    category: null,
    catalogCategory: null,
    searchTerm: null,
    stockStatus: null,
    stockQuantity: null,
    discountType: onSale ? "markdown" : null,
    onSale,
    saleDiscountAmount: onSale ? cents(fields.originalPrice - fields.price) : 0,
    sizeCode1: null,
    sizeCode2: null,
    sizeCode3: null,
    customized: false,
    preCreatedCustomCode: null,
    recipeID: null,
    ...fields,
  };
}

/** A tile in a list (category, search, recommendations). */
export function tileRecord(tile: ProductTile, context: ListContext): AnalyticsProduct {
  const color = tile.colors[0];
  return productRecord({
    brand: "Ridgeline Outfitters",
    colorCode: color?.colorVariantId ?? tile.productId,
    colorDescription: color?.label ?? "",
    originalPrice: tile.price.highOriginal,
    price: tile.price.lowCurrent,
    position: context.position,
    list: context.list,
    category: context.category,
    catalogCategory: context.categoryId,
    searchTerm: context.searchTerm ?? null,
  });
}

/** The product being viewed, in its chosen colour. */
export function detailRecord(product: ProductDetails): AnalyticsProduct {
  const color = product.attributes.colors.find(
    (candidate) => candidate.id === product.selectedColorId,
  );
  const variants = product.variants.filter(
    (variant) => variant.colorId === product.selectedColorId,
  );
  const inStock = variants.some((variant) => variant.stockStatus !== "OUT_OF_STOCK");
  const crumbs = product.breadcrumbs;
  return productRecord({
    brand: product.brand,
    colorCode: product.selectedColorId,
    colorDescription: color?.label ?? "",
    originalPrice: product.prices.original,
    price: product.prices.current,
    category: crumbs.map((crumb) => crumb.name).join("/") || null,
    catalogCategory: crumbs.at(-1)?.id ?? null,
    stockStatus: inStock ? "in stock" : "out of stock",
    stockQuantity: variants.filter((variant) => variant.stockStatus !== "OUT_OF_STOCK").length,
  });
}

/** A recommended product (a product page's rail) at `position` of the rail `list`. */
export function recommendationRecord(
  item: RecommendationItem,
  list: string,
  position: number,
): AnalyticsProduct {
  return productRecord({
    brand: "Ridgeline Outfitters",
    colorCode: item.productId,
    colorDescription: "",
    originalPrice: item.price.lowOriginal,
    price: item.price.lowCurrent,
    position,
    list,
  });
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/**
 * The one door to the tag manager's data layer (created on first use): every push is analytics,
 * sent only while the page allows C0002 (performance and analytics), as its head said and a
 * choice since changed (lib/consent-change.ts). A push made before that is dropped, not queued:
 * nothing about the shopper is held for later. Google Consent Mode's own `consent` commands go
 * through `gtag` (the head script, the banner), which must reach the tag manager regardless.
 * Reads the global in place: every page's first screen carries this.
 */
export function pushDataLayer(event: object): void {
  if (globalThis.__rlConsent?.includes("C0002")) (window.dataLayer ??= []).push(event);
}

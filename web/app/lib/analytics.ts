import type { Cart, CartItem, ProductDetails, ProductTile } from "@ridgeline/contract";

export type PageType =
  | "Home"
  | "Product Detail"
  | "Product List"
  | "Cart"
  | "Account"
  | "Search"
  | "Search Hub"
  | "Order Confirmation"
  | "Checkout"
  | "Error"
  | "Other";

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

function record(
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
  return record({
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
  return record({
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

/** A bag line's record (000 §3) with its quantity and the bag's flags. */
export interface AnalyticsCartProduct extends AnalyticsProduct {
  quantity: number;
  /** A gift-with-purchase line (000 §3 `bonus`). */
  freeGift: boolean;
  /** Sold below its original price. */
  markedDown: boolean;
}

/** A bag line, `quantity` units of it (a change's difference, or the whole line). */
export function cartItemRecord(item: CartItem, quantity = item.qty): AnalyticsCartProduct {
  const variant = (code: string) => item.variants.find((entry) => entry.code === code)?.value;
  const base = record({
    brand: "Ridgeline Outfitters",
    colorCode: item.productId,
    colorDescription: variant("color") ?? "",
    originalPrice: item.price.original,
    price: item.price.current,
    sizeCode1: variant("size") ?? null,
    stockStatus: item.customerNotifications.length > 0 ? "out of stock" : "in stock",
  });
  return { ...base, quantity, freeGift: item.bonus, markedDown: base.onSale };
}

/** The bag's ecommerce block: its currency, value (the total) and lines. */
export function cartEcommerce(cart: Cart, items: AnalyticsCartProduct[]) {
  return { currency: cart.currency, value: cart.totals.total, items };
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** Pushes an event to the tag manager's data layer (created on first use). */
export function pushDataLayer(event: object): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

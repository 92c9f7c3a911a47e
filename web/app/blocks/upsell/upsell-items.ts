import {
  UPSELL_STACKED_DEFAULT,
  productSizeLabel,
  type ProductDetails,
  type ProductInventory,
} from "@ridgeline/contract";

/** 001 §4 "Upsell": quantity above 0 is InStock, else OutOfStock. */
export type UpsellStock = "InStock" | "OutOfStock";

export function stockOf(quantity: number): UpsellStock {
  return quantity > 0 ? "InStock" : "OutOfStock";
}

/** One size of an upsell item's colour, with its online quantity. */
export interface UpsellSize {
  upc: string;
  sizeId: string;
  label: string;
  quantity: number;
}

/** An upsell item (001 §3 "Item: id, sku, name, url, image, price") and what adding needs. */
export interface UpsellItem {
  /** The colour variant that goes in the bag. */
  id: string;
  /** The size's UPC when there is one size only (nothing to choose), else null. */
  sku: string | null;
  name: string;
  url: string;
  image: { url: string; alt: string; width: number; height: number };
  price: { currency: ProductDetails["prices"]["currency"]; current: number; original: number };
  sizes: UpsellSize[];
  quantity: number;
  stock: UpsellStock;
  /** The product's details: the add-to-bag report's record is made from them. */
  product: ProductDetails;
}

/**
 * An upsell item from a product's details and its inventory (one call per upsell id, 001 §7:
 * quantities by UPC). Without an inventory answer each size counts 1 if the details call it
 * in stock, else 0.
 */
export function upsellItem(
  product: ProductDetails,
  inventory: ProductInventory | null,
  locale: string,
): UpsellItem {
  const colorId = product.selectedColorId;
  const quantities = new Map(
    (inventory?.inventory ?? []).map((entry) => [entry.upc, entry.quantity] as const),
  );
  const sizes = product.variants
    .filter((variant) => variant.colorId === colorId)
    .map((variant) => ({
      upc: variant.upc,
      sizeId: variant.sizeId,
      label: productSizeLabel(product, variant.sizeId, { locale }),
      quantity: inventory
        ? Math.max(0, quantities.get(variant.upc) ?? 0)
        : variant.stockStatus === "OUT_OF_STOCK"
          ? 0
          : 1,
    }));
  const quantity = sizes.reduce((sum, size) => sum + size.quantity, 0);
  const image = product.images[colorId]?.[0];
  const only = sizes.length === 1 ? sizes[0] : undefined;
  return {
    id: colorId,
    sku: only && only.quantity > 0 ? only.upc : null,
    name: product.name,
    url: product.url,
    image: image ?? { url: "", alt: product.name, width: 400, height: 500 },
    price: {
      currency: product.prices.currency,
      current: product.prices.current,
      original: product.prices.original,
    },
    sizes,
    quantity,
    stock: stockOf(quantity),
    product,
  };
}

/**
 * The items the block shows (001 §3, §4): in-stock ones only when `inStockOnly` (the
 * inventory filter); stacked, the first `stackedCount` (3 by default); as a carousel, all.
 */
export function shownUpsellItems(
  items: readonly UpsellItem[],
  block: {
    inStockOnly: boolean;
    variant: "stacked" | "carousel";
    stackedCount?: number | undefined;
  },
): UpsellItem[] {
  const kept = block.inStockOnly ? items.filter((item) => item.stock === "InStock") : [...items];
  return block.variant === "stacked"
    ? kept.slice(0, block.stackedCount ?? UPSELL_STACKED_DEFAULT)
    : kept;
}

/** What adding an item needs: its size's UPC (the only one, or the one chosen) or nothing. */
export function upcToAdd(item: UpsellItem, chosen: string | undefined): string | null {
  if (item.sku) return item.sku;
  const size = item.sizes.find((candidate) => candidate.upc === chosen);
  return size && size.quantity > 0 ? size.upc : null;
}

import type { Cart, CartItem, Order } from "@ridgeline/contract";
import { productRecord, type AnalyticsProduct } from "./analytics";

/*
 * The bag's and orders' analytics records (000 §3), apart from analytics.ts: only the shopper's
 * own pages (bag, checkout, confirmation) push them, so they stay out of every other page's
 * first screen (web/vite.config.ts OWN_PAGES).
 */

/** An ordered line's record, its quantity and price as ordered. */
export function orderItemRecord(
  item: Order["items"][number],
): AnalyticsProduct & { quantity: number } {
  const variant = (code: string) => item.variants.find((entry) => entry.code === code)?.value;
  return {
    ...productRecord({
      brand: "Ridgeline Outfitters",
      colorCode: item.productId,
      colorDescription: variant("color") ?? "",
      originalPrice: item.price,
      price: item.price,
      sizeCode1: variant("size") ?? null,
    }),
    quantity: item.qty,
  };
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
  const base = productRecord({
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

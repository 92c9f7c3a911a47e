import type { Cart, CartItem } from "@ridgeline/contract";
import type { PageMessages } from "../../lib/i18n";

/** How many lines the header's mini cart shows; the rest is "and N more items". */
export const MINI_CART_LINES = 4;

/** What a bag's summary (and the mini cart under it) shows of the cart's totals. */
export interface BagTotals {
  currency: Cart["currency"];
  totals: Pick<Cart["totals"], "itemTotal" | "shipping" | "tax" | "taxIncluded" | "total">;
  promoSummary: Cart["promoSummary"];
}

/** What the approaching free-shipping callout reads of a cart. */
export type BagCallouts = Pick<Cart, "currency" | "approachingPromotions" | "promoSummary">;

/** One line of the mini cart: what `LineProduct` shows, the quantity and the line's price. */
export interface MiniCartLine {
  id: string;
  name: string;
  pdpUrl: string;
  imageUrl: string;
  variants: CartItem["variants"];
  qty: number;
  /** The line's price after its own and the order's discounts (major units, as the API sends). */
  price: number;
  /** The line's price before those discounts, when they took something off; else null. */
  before: number | null;
  /** A gift with purchase: free, said so. */
  gift: boolean;
}

/** The header's mini cart: a few lines, what else is in the bag, and the bag's totals. */
export interface MiniCart extends BagTotals, BagCallouts {
  lines: MiniCartLine[];
  /** Units in the bag that the lines shown do not hold ("and 3 more items"). */
  moreUnits: number;
}

/**
 * What the mini cart shows of a cart, or null for a bag with nothing in it (no cart yet, or
 * one whose lines were all removed). The rules, each with its reason:
 *
 * - The newest lines first, at most `MINI_CART_LINES`: the panel is most often opened right
 *   after an add, and the shopper looks for what they just added (the bag page keeps the order
 *   lines were added in, where every line is on screen).
 * - "More" counts units, not lines, as the header's count does (`totalItems`): the units shown
 *   plus the units not shown make the number on the bag.
 * - A line's price is after its own and the order's discounts (`priceAfterOrderDiscount`), the
 *   price the shopper pays for it; the price before them is kept, struck through, only when
 *   they took something off, so the panel's lines and its discounts read the same story.
 * - Amounts are passed through untouched: nothing is summed here, the totals are the server's.
 * - Only what the panel reads is kept, so its JSON stays small.
 */
export function miniCartOf(cart: Cart | null): MiniCart | null {
  if (!cart || cart.items.length === 0) return null;
  const shown = cart.items.slice(-MINI_CART_LINES).reverse();
  const shownUnits = shown.reduce((units, item) => units + item.qty, 0);
  const { itemTotal, shipping, tax, taxIncluded, total } = cart.totals;
  return {
    currency: cart.currency,
    lines: shown.map((item) => ({
      id: item.id,
      name: item.name,
      pdpUrl: item.pdpUrl,
      imageUrl: item.productImageURL,
      variants: item.variants,
      qty: item.qty,
      price: item.price.priceAfterOrderDiscount,
      before: item.bonus
        ? item.price.original
        : item.price.priceAfterOrderDiscount < item.price.rowTotal
          ? item.price.rowTotal
          : null,
      gift: item.bonus,
    })),
    moreUnits: Math.max(0, cart.totalItems - shownUnits),
    totals: { itemTotal, shipping, tax, taxIncluded, total },
    promoSummary: cart.promoSummary,
    approachingPromotions: cart.approachingPromotions,
  };
}

/** What `/{locale}/cart/summary` answers the header's fetcher. */
export interface MiniCartAnswer {
  locale: string;
  /** The bag's units when it was read: the panel reads again when the header's count differs. */
  count: number;
  /** Null for an empty bag. */
  bag: MiniCart | null;
  /** The cart could not be read: the panel offers the bag page instead. */
  failed: boolean;
  /** The bag's texts, which the header's own messages do not carry. */
  messages: PageMessages;
}

/** A pointer resting on the bag link this long opens the panel; passing over it does not. */
export const HOVER_OPEN_MS = 200;

/** A pointer away from the header and the panel this long closes the panel (a slip does not). */
export const HOVER_CLOSE_MS = 300;

/**
 * Whether the panel must (re)read its data. Never before it is first opened, so a page view
 * costs nothing; then whenever what it holds is not the bag the header shows: another count (an
 * add or a removal since, here or in another tab) or another site's language. An answer that
 * arrived with the header's own reload (a fetcher is read again after a form is sent) already
 * has the new count and is not read twice. A read that failed shows as such (not as a panel
 * forever loading) until the count changes while the panel is open, then it is tried again.
 */
export function miniCartStale(
  answer: Pick<MiniCartAnswer, "locale" | "count" | "failed"> | undefined,
  now: { open: boolean; locale: string; count: number },
): boolean {
  if (!answer) return now.open;
  if (answer.locale !== now.locale) return true;
  return answer.failed ? now.open : answer.count !== now.count;
}

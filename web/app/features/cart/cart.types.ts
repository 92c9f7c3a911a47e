import type { GiftField, GiftTyped } from "./gift-option";
import type { DeliveryKind } from "./line-delivery";

/** What a bag form changed: a line's quantity, a line removed or saved for later, a saved item
 * moved to the bag or taken off the list, a promo code, how a line is delivered (`delivery`,
 * or to pickup at a newly chosen store: `store`), the home shipment's method (`shipping`) and a
 * line's gift message saved (`gift`) or removed (`ungift`). */
export type CartChange =
  | "qty"
  | "removed"
  | "later"
  | "toBag"
  | "unsaved"
  | "coupon"
  | "uncoupon"
  | "delivery"
  | "store"
  | "shipping"
  | "gift"
  | "ungift";

export const CART_CHANGES: readonly CartChange[] = [
  "qty",
  "removed",
  "later",
  "toBag",
  "unsaved",
  "coupon",
  "uncoupon",
  "delivery",
  "store",
  "shipping",
  "gift",
  "ungift",
];

/** What a bag line's form answered a fetcher: the change was made. */
export interface CartLineAnswer {
  itemId: string;
  done: CartChange;
  /** The product's name, for "… was removed from your bag" (a shipping method's label). */
  name: string;
  /** Where a line goes now (`delivery`, `store`) and the store's name, for "… at {store}". */
  via?: DeliveryKind;
  store?: string;
}

/** A bag line's change refused, shown on that line. */
export interface CartLineProblem {
  itemId: string;
  intent: string;
  error: string;
  /** The gift form's field the refusal is about, and what was typed (to fill the form again). */
  field?: GiftField;
  gift?: GiftTyped;
}

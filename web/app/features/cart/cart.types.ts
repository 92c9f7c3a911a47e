/** What a bag form changed: a line's quantity, a line removed or saved for later, a saved item
 * moved to the bag or taken off the list. */
export type CartChange = "qty" | "removed" | "later" | "toBag" | "unsaved" | "coupon" | "uncoupon";

export const CART_CHANGES: readonly CartChange[] = [
  "qty",
  "removed",
  "later",
  "toBag",
  "unsaved",
  "coupon",
  "uncoupon",
];

/** What a bag line's form answered a fetcher: the change was made. */
export interface CartLineAnswer {
  itemId: string;
  done: CartChange;
  /** The product's name, for "… was removed from your bag". */
  name: string;
}

/** A bag line's change refused, shown on that line. */
export interface CartLineProblem {
  itemId: string;
  intent: string;
  error: string;
}

/** What a bag line's form answered a fetcher: the change was made. */
export interface CartLineAnswer {
  itemId: string;
  done: "qty" | "removed";
  /** The product's name, for "… was removed from your bag". */
  name: string;
}

/** A bag line's change refused, shown on that line. */
export interface CartLineProblem {
  itemId: string;
  intent: string;
  error: string;
}

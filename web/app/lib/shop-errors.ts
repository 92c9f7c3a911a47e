/**
 * Where a shopper's page shows a catalogue error, and in which of its own words (spec 000 §8,
 * "Handled behaviours by id"; decision 0083). One table for every page that changes the bag or
 * places the order: the buy box (`add`), a bag line (`line`), the promo code and gift card
 * inputs (`input`) and checkout (`checkout`). A code the table does not name keeps the server's
 * message at the surface's default place, as 000 §8 says ("unmapped ones show the server
 * message").
 *
 * The table holds no message keys: each surface has its own namespace (`product.error.`,
 * `cart.error.`, `checkout.problem.`), so a page sends only the words it can show. `words` is
 * the key's last part there.
 */

/** The part of a page that asked. */
export type ShopSurface = "add" | "line" | "input" | "checkout";

/**
 * Where the words go: next to the field or line that asked (`here`), at the top of the page
 * (`top`), or back on an earlier checkout step, shown at its top (`shipping`, `billing`).
 */
export type ShopPlace = "here" | "top" | "shipping" | "billing";

interface Rule {
  place: ShopPlace;
  /** The words' key within the surface's namespace; absent: the server's message. */
  words?: string;
}

/** A refusal as the API client gives it (an `ApiError` or one detail of it). */
export interface Refusal {
  errorId: string;
  message?: string | undefined;
  /** INV408: the most of the item the bag may hold (000 §8 "with maxAllowedQty"). */
  maxAllowedQty?: number | undefined;
}

/** What a page shows for a refusal. */
export interface ShownError {
  place: ShopPlace;
  /** The key's last part in the surface's namespace, or null for the server's message. */
  words: string | null;
  values: Record<string, number>;
}

const here = (words?: string): Rule => (words ? { place: "here", words } : { place: "here" });
const top = (words?: string): Rule => (words ? { place: "top", words } : { place: "top" });

const STOCK = ["INV405", "INV406", "INV407", "INV409", "INV700", "INV701"] as const;
const PROMO = ["PRM130", "PRM135", "PRM140", "PRM150", "PRM155", "PRM160", "PRM175", "PRM416"];
const GIFT_CARD = ["GFC400", "GFC700", "GFC760", "GFC800", "GFC799", "GFC812", "GFC740"];

/** An item's refusals, where the buy box and a bag line both show them next to the item. */
const ITEM: Record<string, Rule> = {
  INV700: here("INV700"),
  INV701: here("INV700"),
  INV405: here("INV405"),
  INV406: here("INV405"),
  INV407: here("INV405"),
  INV409: here("INV405"),
  INV408: here("INV408"),
  ORD404: here("ORD404"),
  ORD430: here("ORD404"),
};

/**
 * The rules by surface. Codes of a whole family share words where the shopper's remedy is the
 * same (any stock refusal on a line: choose fewer or another size).
 */
const RULES: Record<ShopSurface, Record<string, Rule>> = {
  add: {
    ...ITEM,
    // GWP_PRODUCT on add: itemCannotAddedToCart.
    GWP403: here("GWP403"),
  },
  line: {
    ...ITEM,
    // GWP_PRODUCT on a quantity change: maximumItemQtyWhileInCart.
    GWP403: here("GWP403"),
    ...Object.fromEntries(PROMO.map((code) => [code, here(code)])),
  },
  input: {
    GFC812: here("expired"),
    GFC740: here("zero"),
    GFC755: here("applied"),
    PRM416: here("applied"),
    GFC410: here("max"),
    GFC725: here("notAllowed"),
    GFO405: here("notAllowed"),
    REW140: here("points"),
    REW130: here("notAllowed"),
    REW135: here("notAllowed"),
    REW401: here("notAllowed"),
    ...Object.fromEntries(
      GIFT_CARD.filter((code) => code !== "GFC812" && code !== "GFC740").map((code) => [
        code,
        here("invalid"),
      ]),
    ),
    VAL400: here("invalid"),
  },
  checkout: {
    // CART_NOT_FOUND: the bag is gone (expired, or ordered in another tab).
    BSK404: top("BSK404"),
    // Another submit of this bag is still being placed (a retry after a crash too).
    CHK409: top("CHK409"),
    GEN503: top("GEN503"),
    // ITEM_NO_LONGER_AVAILABLE and short stock: the bag is refreshed on the shipping step.
    ORD430: { place: "shipping", words: "ORD430" },
    ORD404: { place: "shipping", words: "ORD430" },
    ...Object.fromEntries(STOCK.map((code) => [code, { place: "shipping", words: "INV405" }])),
    // The payment's refusals: the shopper chooses again on billing.
    PAY400: { place: "billing", words: "PAY400" },
    PYT402: { place: "billing", words: "PYT402" },
    PYT404: { place: "billing", words: "PYT404" },
    PYT400: { place: "billing", words: "PYT400" },
    FE309: { place: "billing", words: "FE309" },
    BIL400: { place: "billing", words: "BIL400" },
    BILL410: { place: "billing", words: "BIL400" },
    // 000 §8: top notifications of the summary.
    PYT405: top("PYT405"),
    SHP500: top("SHP500"),
    PAY401: top("PAY401"),
    TAX309: top("TAX309"),
    TAX310: top("TAX310"),
    ORD415: top("TAX309"),
    CHK400: top("CHK400"),
    // A shipment without its address or method: back to the step that gives it.
    CHK380: { place: "shipping", words: "CHK380" },
    CHK320: { place: "shipping", words: "CHK380" },
    SHP410: { place: "shipping", words: "CHK380" },
    AUT403: top("AUT403"),
    // The provider did not answer: nothing was charged (never shown after a crash: the retry
    // answers CHK409 or the order).
    PAY503: top("PAY503"),
  },
};

/** Each surface's place for a code it has no rule for. */
const DEFAULT_PLACE: Record<ShopSurface, ShopPlace> = {
  add: "here",
  line: "here",
  input: "here",
  checkout: "top",
};

/** Where and in which words `surface` shows `refusal`. */
export function shownError(surface: ShopSurface, refusal: Refusal): ShownError {
  const rules = RULES[surface];
  const rule = Object.hasOwn(rules, refusal.errorId) ? rules[refusal.errorId] : undefined;
  const values: Record<string, number> = {};
  let words = rule?.words ?? null;
  // ADDED_MAX_QUANTITY: "cannotAddMoreSameItems" with maxAllowedQty, else the generic words.
  if (words === "INV408" && refusal.maxAllowedQty !== undefined && refusal.maxAllowedQty >= 0) {
    words = "INV408max";
    values["max"] = refusal.maxAllowedQty;
  }
  return { place: rule?.place ?? DEFAULT_PLACE[surface], words, values };
}

/** Every code a surface has words of its own for (for the pages' message lists and tests). */
export function wordsOf(surface: ShopSurface): string[] {
  const words = new Set(Object.values(RULES[surface]).flatMap((rule) => rule.words ?? []));
  if (words.has("INV408")) words.add("INV408max");
  return [...words];
}

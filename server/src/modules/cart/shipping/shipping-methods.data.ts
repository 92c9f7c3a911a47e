// The shipping catalogue behind methodsFor (shipping.helpers.ts): which methods exist, what they
// cost on each site and how long they take. Data only; decision 0058 records the rules.
//
// Money is integer minor units of the site's currency (495 is €4.95). Delivery times are the
// spec's `deliveryTime` text (§3, cart item shippingOptions): a range of business days "3-5"
// (the delivery sort of §4 reads its first number), "0" for what is ready the same day without
// a courier (pickup, e-mail), or a same-day window "18:00-20:00" (same day sorts first anyway,
// and the window's first number puts the earlier window first).

import { CODE_WORDS, type Currency } from "@ridgeline/contract";

/** Where a method delivers (the catalogue's kinds; §4's "customs" is a flag on home methods). */
export type ShippingKind = "home" | "pickup" | "pudo" | "sts" | "digital";
export type ShippingLanguage = "en" | "fr" | "de";
export type ShippingText = Readonly<Record<ShippingLanguage, string>>;

export type ShippingCode =
  | "STANDARD"
  | "EXPRESS"
  | "SAME_DAY_1820"
  | "SAME_DAY_2022"
  | "PICKUP"
  | "PUDO"
  | "STS"
  | "DIGITAL"
  | "STANDARD_CUSTOMS"
  | "EXPRESS_CUSTOMS";

/** What a method is, on every site; its price is the site's (SHIPPING_SITES). */
export interface ShippingMethodDefinition {
  code: ShippingCode;
  kind: ShippingKind;
  deliveryTime: string;
  /** A same-day window: only to a metro area, only before the site's cut-off. */
  sameDay: boolean;
  /**
   * The service level of a home method, which a downgrade keeps or lowers: 0 same day,
   * 1 express, 2 standard; null for the methods that do not go to a home.
   */
  tier: 0 | 1 | 2 | null;
  /** For made-to-order (customs) lines: the only methods they take. */
  customs: boolean;
  label: ShippingText;
  /** How the delivery time reads to a shopper. */
  deliveryText: ShippingText;
}

const days = (range: string): ShippingText => {
  const [from, to] = range.split("-");
  return {
    en: `${from}-${to} business days`,
    fr: `${from} à ${to} jours ouvrés`,
    de: `${from}-${to} Werktage`,
  };
};
const tonight = (window: string): ShippingText => ({
  en: `Today ${window}`,
  fr: `Aujourd'hui ${window}`,
  de: `Heute ${window}`,
});

/**
 * Every method, fastest home delivery first. Why each delivery time is so:
 * - STANDARD 3-5: ground parcel services (UPS Ground, Canada Post Expedited, Royal Mail
 *   Tracked 48, DHL Paket, Colissimo) deliver a domestic parcel in 1-3 days, plus a day to pick
 *   and pack and a day of margin so the promise holds in peak weeks.
 * - EXPRESS 1-2: next-day air or express services; the second day covers orders after the
 *   warehouse's last pick.
 * - SAME_DAY_*: two evening windows from a metro stock point, when most shoppers are home; the
 *   slots after 18:00 leave the afternoon to pick what was ordered before the cut-off.
 * - PICKUP 0: a store with the units sets them aside; "ready in 2 hours" is the store's
 *   picking promise (the stores area knows the stock and the hours).
 * - PUDO 2-4: a relay point is on the carrier's normal round, a little faster than a home
 *   delivery that must find someone in.
 * - STS 4-6: shipped from the warehouse to the store with the store's weekly replenishment
 *   routes, a day slower than a parcel to a home.
 * - DIGITAL 0: a digital item (an e-gift card) is e-mailed at once.
 * - *_CUSTOMS: a made-to-order item is made first, which takes 5 business days: the home
 *   methods' ranges plus 5. They go home only: a store or relay point cannot hold a
 *   personalised item that long nor take it back.
 */
export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    code: "SAME_DAY_1820",
    kind: "home",
    deliveryTime: "18:00-20:00",
    sameDay: true,
    tier: 0,
    customs: false,
    label: CODE_WORDS.shippingMethod.SAME_DAY_1820,
    deliveryText: tonight("18:00-20:00"),
  },
  {
    code: "SAME_DAY_2022",
    kind: "home",
    deliveryTime: "20:00-22:00",
    sameDay: true,
    tier: 0,
    customs: false,
    label: CODE_WORDS.shippingMethod.SAME_DAY_2022,
    deliveryText: tonight("20:00-22:00"),
  },
  {
    code: "EXPRESS",
    kind: "home",
    deliveryTime: "1-2",
    sameDay: false,
    tier: 1,
    customs: false,
    label: CODE_WORDS.shippingMethod.EXPRESS,
    deliveryText: days("1-2"),
  },
  {
    code: "STANDARD",
    kind: "home",
    deliveryTime: "3-5",
    sameDay: false,
    tier: 2,
    customs: false,
    label: CODE_WORDS.shippingMethod.STANDARD,
    deliveryText: days("3-5"),
  },
  {
    code: "EXPRESS_CUSTOMS",
    kind: "home",
    deliveryTime: "6-7",
    sameDay: false,
    tier: 1,
    customs: true,
    label: CODE_WORDS.shippingMethod.EXPRESS_CUSTOMS,
    deliveryText: days("6-7"),
  },
  {
    code: "STANDARD_CUSTOMS",
    kind: "home",
    deliveryTime: "8-10",
    sameDay: false,
    tier: 2,
    customs: true,
    label: CODE_WORDS.shippingMethod.STANDARD_CUSTOMS,
    deliveryText: days("8-10"),
  },
  {
    code: "PICKUP",
    kind: "pickup",
    deliveryTime: "0",
    sameDay: false,
    tier: null,
    customs: false,
    label: CODE_WORDS.shippingMethod.PICKUP,
    deliveryText: {
      en: "Ready in 2 hours",
      fr: "Prêt en 2 heures",
      de: "In 2 Stunden abholbereit",
    },
  },
  {
    code: "PUDO",
    kind: "pudo",
    deliveryTime: "2-4",
    sameDay: false,
    tier: null,
    customs: false,
    label: CODE_WORDS.shippingMethod.PUDO,
    deliveryText: days("2-4"),
  },
  {
    code: "STS",
    kind: "sts",
    deliveryTime: "4-6",
    sameDay: false,
    tier: null,
    customs: false,
    label: CODE_WORDS.shippingMethod.STS,
    deliveryText: days("4-6"),
  },
  {
    code: "DIGITAL",
    kind: "digital",
    deliveryTime: "0",
    sameDay: false,
    tier: null,
    customs: false,
    label: CODE_WORDS.shippingMethod.DIGITAL,
    deliveryText: { en: "By e-mail", fr: "Par e-mail", de: "Per E-Mail" },
  },
];

/** A metro area a site delivers the same day to, by the pattern of its postal codes. */
export interface SameDayMetro {
  name: string;
  /** Matched against the postal code in upper case without spaces. */
  postalPattern: string;
}

/** Prices in the site's minor units, one for every method code. */
export type SitePrices = Readonly<Record<ShippingCode, number>>;

export interface ShippingSite {
  country: string;
  currency: Currency;
  /** The cut-off is read in this zone; every metro of the site lies in it. */
  timeZone: string;
  /** Same-day orders are taken until this hour (local, 24 h), exclusive. */
  sameDayCutoffHour: number;
  sameDayMetros: readonly SameDayMetro[];
  prices: SitePrices;
}

const free = { PICKUP: 0, STS: 0, DIGITAL: 0 } as const;

// Canada's two sites (English and French) are one market: the same prices and metros.
const CANADA: ShippingSite = {
  country: "CA",
  currency: "CAD",
  timeZone: "America/Toronto",
  sameDayCutoffHour: 14,
  sameDayMetros: [
    // Toronto's forward sortation areas all start with M; Montréal's island with H.
    { name: "Toronto", postalPattern: "^M\\d" },
    { name: "Montréal", postalPattern: "^H\\d" },
  ],
  // Canada Post and couriers charge more than US ground for the same parcel (longer distances,
  // fewer parcels per route): C$10 standard, C$25 express, C$30 same day, C$6 to a relay point.
  prices: {
    STANDARD: 1000,
    EXPRESS: 2500,
    SAME_DAY_1820: 3000,
    SAME_DAY_2022: 3000,
    PUDO: 600,
    STANDARD_CUSTOMS: 1000,
    EXPRESS_CUSTOMS: 2500,
    ...free,
  },
};

/**
 * The sites and their shipping. Why the figures are so:
 * - Prices sit at the round price points apparel stores show, near what the carrier charges
 *   for a 1 kg parcel (about $8 ground and $20 next day in the US, £4.50 Tracked 48 in the UK,
 *   €4.95 DHL Paket in Germany, €5.95 Colissimo in France). Pickup, ship to store and e-mail
 *   cost the store little and bring shoppers into stores: free. A relay point is about half a
 *   home delivery. Made-to-order lines pay what the stock lines pay: the wait is the cost.
 *   The free-shipping threshold is a shipping promotion of the promotions engine, not a price.
 * - Same day is a courier from a stock point in the metro: about three express deliveries'
 *   worth of cost, priced at roughly 1.5× express.
 * - The cut-off is 14:00 local: the courier's pick-up for the evening windows is at 16:00, and
 *   picking and packing take up to two hours.
 * - Metros are where we would hold stock: the biggest city of each country, matched on the
 *   postal-code prefixes of its central boroughs.
 */
export const SHIPPING_SITES = {
  "en-us": {
    country: "US",
    currency: "USD",
    timeZone: "America/New_York",
    sameDayCutoffHour: 14,
    sameDayMetros: [
      // Manhattan 100-102, Staten Island 103, the Bronx 104, Queens 110/111/113/114/116,
      // Brooklyn 112.
      { name: "New York City", postalPattern: "^1(0[0-4]|1[0-46])\\d\\d" },
    ],
    prices: {
      STANDARD: 800,
      EXPRESS: 2000,
      SAME_DAY_1820: 2500,
      SAME_DAY_2022: 2500,
      PUDO: 500,
      STANDARD_CUSTOMS: 800,
      EXPRESS_CUSTOMS: 2000,
      ...free,
    },
  },
  "en-ca": CANADA,
  "fr-ca": CANADA,
  "en-gb": {
    country: "GB",
    currency: "GBP",
    timeZone: "Europe/London",
    sameDayCutoffHour: 14,
    sameDayMetros: [
      // London's postcode areas; the digit after the letters keeps E out of EH (Edinburgh),
      // N out of NE/NG, W out of WA/WD…
      { name: "London", postalPattern: "^(E|EC|N|NW|SE|SW|W|WC)\\d" },
    ],
    prices: {
      STANDARD: 450,
      EXPRESS: 995,
      SAME_DAY_1820: 1495,
      SAME_DAY_2022: 1495,
      PUDO: 350,
      STANDARD_CUSTOMS: 450,
      EXPRESS_CUSTOMS: 995,
      ...free,
    },
  },
  "de-de": {
    country: "DE",
    currency: "EUR",
    timeZone: "Europe/Berlin",
    sameDayCutoffHour: 14,
    // Berlin's postal codes run from 10115 to 14199.
    sameDayMetros: [{ name: "Berlin", postalPattern: "^(1[0-3]\\d|14[01])\\d\\d$" }],
    prices: {
      STANDARD: 495,
      EXPRESS: 1295,
      SAME_DAY_1820: 1995,
      SAME_DAY_2022: 1995,
      PUDO: 395,
      STANDARD_CUSTOMS: 495,
      EXPRESS_CUSTOMS: 1295,
      ...free,
    },
  },
  "fr-fr": {
    country: "FR",
    currency: "EUR",
    timeZone: "Europe/Paris",
    sameDayCutoffHour: 14,
    // Paris (75) and the inner ring: Hauts-de-Seine (92), Seine-Saint-Denis (93), Val-de-Marne (94).
    sameDayMetros: [{ name: "Paris", postalPattern: "^(75|92|93|94)\\d{3}$" }],
    prices: {
      STANDARD: 595,
      EXPRESS: 1495,
      SAME_DAY_1820: 1995,
      SAME_DAY_2022: 1995,
      PUDO: 395,
      STANDARD_CUSTOMS: 595,
      EXPRESS_CUSTOMS: 1495,
      ...free,
    },
  },
} as const satisfies Readonly<Record<string, ShippingSite>>;

export type ShippingSiteLocale = keyof typeof SHIPPING_SITES;

// The shipping methods of a shipment (issue 12, point 4; decision 0058). A pure function of its
// input: the clock is a parameter, so the cart, checkout and tests all see the same methods.
//
// The rules, each with its reason:
//
// 1. A shipment is a group of lines that travel together. A method applies when it can carry
//    every physical line. Digital lines are e-mailed whatever the shipment's method, so a
//    shipment of digital lines only has DIGITAL and nothing else, and a mixed one has the
//    methods of its physical lines. No lines, no methods: there is nothing to ship.
// 2. Made-to-order (customs) lines ship home only, with STANDARD_CUSTOMS or EXPRESS_CUSTOMS
//    (5 business days longer: the item is made first). A shipment travels at the pace of its
//    slowest line, so one customs line gives the whole shipment the customs methods only.
// 3. Home methods go to an address in the site's country only: a site's prices, taxes and
//    carriers are domestic (the tax engine refuses a foreign destination too). A destination
//    abroad leaves pickup, relay point and ship to store; the cart answers PAY401. Without a
//    destination yet (the bag before checkout), STANDARD and EXPRESS show at the site's price.
// 4. Same day needs a postal code in one of the site's metro areas and an order before the
//    cut-off hour, read in the site's time zone; each window is its own code.
// 5. Pickup in store, relay point (PUDO) and ship to store do not depend on the address: the
//    shopper collects them. Whether a store has the units is the stores area's answer, and
//    planDeliveryChanges (delivery-changes.helpers.ts) moves a line whose store lost them.
// 6. The order of spec 000 §4: same day first, then by the first number of the delivery-time
//    range, then the cheaper, then by code, so the order never depends on the catalogue's.
//    (The spec says "first digit"; every range we sell starts with one digit, and reading the
//    whole number keeps a "10-12" after a "2-4".)

import { dateTimeFormat, type Currency } from "@ridgeline/contract";
import {
  SHIPPING_METHODS,
  SHIPPING_SITES,
  type ShippingCode,
  type ShippingKind,
  type ShippingLanguage,
  type ShippingMethodDefinition,
  type ShippingSite,
  type ShippingSiteLocale,
} from "./shipping-methods.data";

export type { ShippingCode, ShippingKind, ShippingSiteLocale } from "./shipping-methods.data";

export interface ShippingLine {
  id: string;
  isDigital: boolean;
  isCustoms: boolean;
}

export interface ShippingDestination {
  country: string;
  region: string | null;
  postalCode: string | null;
}

export interface MethodsInput {
  siteLocale: ShippingSiteLocale;
  /** Null before the shopper gives an address. */
  destination: ShippingDestination | null;
  lines: readonly ShippingLine[];
  now: Date;
  /** "en", "fr", "de" or a locale such as "fr-ca"; any other language reads English. */
  language: string;
}

/** A method a shipment can take, as the cart shows it (spec 000 §3 shippingMethod). */
export interface ShippingOption {
  code: ShippingCode;
  kind: ShippingKind;
  /** Made-to-order delivery (spec 000 §4's "customs" kind). */
  customs: boolean;
  sameDay: boolean;
  priceMinor: number;
  currency: Currency;
  label: string;
  /** The spec's deliveryTime: "3-5" business days, "0" ready today, or "18:00-20:00". */
  deliveryTime: string;
  /** How the delivery time reads in the shopper's language: "3-5 business days". */
  deliveryText: string;
}

/** The delivery kinds of spec 000 §4: pickup (pickup and pudo), sts, digital, customs, home. */
export type DeliveryKind = "pickup" | "sts" | "digital" | "customs" | "home";

const LANGUAGES: readonly ShippingLanguage[] = ["en", "fr", "de"];

function languageOf(language: string): ShippingLanguage {
  const wanted = language.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((candidate) => candidate === wanted) ?? "en";
}

/** The hour (0-23) on the wall clock of a time zone at an instant; NaN for an invalid date. */
function localHour(at: Date, timeZone: string): number {
  if (Number.isNaN(at.getTime())) return Number.NaN;
  const parts = dateTimeFormat("en-US", { timeZone, hour: "2-digit", hourCycle: "h23" })
    .formatToParts(at)
    .find((part) => part.type === "hour");
  return Number(parts?.value);
}

/** Upper case, without spaces: how postal codes are compared with the metro patterns. */
function compactPostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, "").toUpperCase();
}

function inSameDayArea(site: ShippingSite, postalCode: string | null): boolean {
  if (!postalCode) return false;
  const code = compactPostalCode(postalCode);
  return site.sameDayMetros.some((metro) => new RegExp(metro.postalPattern).test(code));
}

/** What rules 1-2 need to know of a shipment's lines. */
function shipmentOf(lines: readonly ShippingLine[]) {
  const physical = lines.filter((line) => !line.isDigital);
  return {
    empty: lines.length === 0,
    digitalOnly: lines.length > 0 && physical.length === 0,
    customs: physical.some((line) => line.isCustoms),
  };
}

function applies(
  method: ShippingMethodDefinition,
  input: MethodsInput,
  shipment: ReturnType<typeof shipmentOf>,
): boolean {
  if (shipment.empty) return false;
  if (method.kind === "digital" || shipment.digitalOnly)
    return method.kind === "digital" && shipment.digitalOnly;
  if (method.customs !== shipment.customs) return false;
  if (method.kind !== "home") return true;
  const site: ShippingSite = SHIPPING_SITES[input.siteLocale];
  const { destination } = input;
  if (destination === null) return !method.sameDay;
  if (destination.country.trim().toUpperCase() !== site.country) return false;
  if (!method.sameDay) return true;
  return (
    inSameDayArea(site, destination.postalCode) &&
    localHour(input.now, site.timeZone) < site.sameDayCutoffHour
  );
}

/** The first whole number of a delivery time ("3-5" → 3); none sorts last. */
function leadingNumber(deliveryTime: string): number {
  const found = deliveryTime.match(/\d+/);
  return found ? Number(found[0]) : Number.POSITIVE_INFINITY;
}

/** The delivery sort of spec 000 §4 (rule 6), as a comparator. */
export function compareMethods(
  a: Pick<ShippingOption, "sameDay" | "deliveryTime" | "priceMinor" | "code">,
  b: Pick<ShippingOption, "sameDay" | "deliveryTime" | "priceMinor" | "code">,
): number {
  if (a.sameDay !== b.sameDay) return a.sameDay ? -1 : 1;
  const byTime = leadingNumber(a.deliveryTime) - leadingNumber(b.deliveryTime);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  if (a.priceMinor !== b.priceMinor) return a.priceMinor - b.priceMinor;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** True for a site the shipping catalogue knows (SHIPPING_SITES): check a cart's locale with it. */
export function isShippingSite(locale: string): locale is ShippingSiteLocale {
  return Object.hasOwn(SHIPPING_SITES, locale);
}

/** The methods a shipment can take on a site, priced and labelled, in the order of §4. */
export function methodsFor(input: MethodsInput): ShippingOption[] {
  const site: ShippingSite = SHIPPING_SITES[input.siteLocale];
  const language = languageOf(input.language);
  const shipment = shipmentOf(input.lines);
  return SHIPPING_METHODS.filter((method) => applies(method, input, shipment))
    .map((method) => ({
      code: method.code,
      kind: method.kind,
      customs: method.customs,
      sameDay: method.sameDay,
      priceMinor: site.prices[method.code],
      currency: site.currency,
      label: method.label[language],
      deliveryTime: method.deliveryTime,
      deliveryText: method.deliveryText[language],
    }))
    .sort(compareMethods);
}

/** True when a shipment can take the method `code` (rules 1-5). */
export function isMethodApplicable(code: string, input: MethodsInput): boolean {
  return methodsFor(input).some((method) => method.code === code);
}

function definitionOf(code: string): ShippingMethodDefinition | undefined {
  return SHIPPING_METHODS.find((method) => method.code === code);
}

/**
 * The kind of delivery a method code stands for (spec 000 §4): "pickup" for pickup in store and
 * pickup points, "sts", "digital", "customs" for made-to-order, and "home" for anything else,
 * an unknown code included.
 */
export function deliveryKind(code: string): DeliveryKind {
  const method = definitionOf(code);
  if (!method) return "home";
  if (method.kind === "pickup" || method.kind === "pudo") return "pickup";
  if (method.kind === "sts" || method.kind === "digital") return method.kind;
  return method.customs ? "customs" : "home";
}

/**
 * The method a shipment takes when its chosen one may have stopped applying (the cart marks the
 * change OrderShippingMethodDowngraded): the chosen method itself while it applies; else the
 * fastest applicable home method of the same service level or a lower one (same day → express
 * → standard; a made-to-order line turns EXPRESS into EXPRESS_CUSTOMS), so the shopper never
 * pays for a faster service than the one chosen; else, and for a chosen pickup, relay point,
 * ship to store or unknown code, the standard home method. Null when no home method applies
 * (a destination abroad, digital lines only): the cart answers SHP404 or PAY401.
 * `applicable` is methodsFor's answer for the shipment.
 */
export function downgrade(
  chosenCode: string,
  applicable: readonly ShippingOption[],
): ShippingOption | null {
  const same = applicable.find((method) => method.code === chosenCode);
  if (same) return same;
  const tierOf = (code: string) => definitionOf(code)?.tier ?? null;
  const chosenTier = tierOf(chosenCode);
  const home = applicable
    .filter((method) => tierOf(method.code) !== null)
    .sort((a, b) => (tierOf(a.code) ?? 0) - (tierOf(b.code) ?? 0) || compareMethods(a, b));
  const slower =
    chosenTier === null
      ? undefined
      : home.find((method) => (tierOf(method.code) ?? 0) >= chosenTier);
  return slower ?? home.find((method) => tierOf(method.code) === 2) ?? null;
}

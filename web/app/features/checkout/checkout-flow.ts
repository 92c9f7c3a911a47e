/**
 * Pure parts of checkout (decision 0069): what the steps carry in the checkout cookie, the
 * placement's `paymentMethod` made of it, and which step a refusal sends the shopper back to.
 */
import {
  PUDO_METHOD_CODE,
  type Cart,
  type CartAddress,
  type PlaceOrderBody,
  type ProviderTender,
} from "@ridgeline/contract";
import type { Translate } from "../../lib/i18n";
import { shownError } from "../../lib/shop-errors";

/** The address fields the steps' forms post. */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "province",
  "postalCode",
  "phone",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const CHECKOUT_STEPS = ["shipping", "billing", "summary"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The one provider tender that pays what the stored-value tenders leave. */
export interface ChosenTender {
  code: ProviderTender;
  /** A new card: the card frame's vault token, and what the page may show of the card. */
  token?: string;
  lastFour?: string;
  brand?: string;
  bin?: string;
  /** A saved card. */
  paymentInstrumentId?: string;
  /** An approved Klarna or PayPal session. */
  sessionID?: string;
}

/** What checkout carries between its steps for one bag (the `checkoutState` cookie). */
export interface CheckoutState {
  basketId: string;
  /** A guest's e-mail for the confirmation. */
  email?: string;
  tender?: ChosenTender;
  /** Express checkout (000 §4): the main address and card were used, straight to summary. */
  express?: boolean;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const TOKEN = /^[A-Za-z0-9_-]{8,100}$/;
const TENDERS: readonly ProviderTender[] = ["CREDIT_CARD", "KLARNA", "PAYPAL"];

/** A string field of a parsed value when it matches `pattern`, else undefined. */
function field(record: Record<string, unknown>, name: string, pattern: RegExp): string | undefined {
  const value = record[name];
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

/** A tender as a form, a URL or a cookie gave it; null when it cannot pay. */
export function tenderOf(value: unknown): ChosenTender | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const code = TENDERS.find((tender) => tender === record["code"]);
  if (!code) return null;
  const tender: ChosenTender = { code };
  const token = field(record, "token", TOKEN);
  const instrument = field(record, "paymentInstrumentId", ID);
  const session = field(record, "sessionID", TOKEN);
  if (code === "CREDIT_CARD") {
    if (token) tender.token = token;
    else if (instrument) tender.paymentInstrumentId = instrument;
    else return null;
    // What the page may show of the card: never more than its last four digits and BIN.
    const lastFour = field(record, "lastFour", /^\d{4}$/);
    const brand = field(record, "brand", /^[A-Z]{2,20}$/);
    const bin = token ? field(record, "bin", /^\d{6,8}$/) : undefined;
    if (lastFour) tender.lastFour = lastFour;
    if (brand) tender.brand = brand;
    if (bin) tender.bin = bin;
  } else if (session) tender.sessionID = session;
  else return null;
  return tender;
}

/** The cookie's text of a state. */
export function encodeState(state: CheckoutState): string {
  return JSON.stringify(state);
}

/** The state the cookie holds for this bag; a cookie of another bag, or a broken one, is none. */
export function decodeState(text: string | null, basketId: string): CheckoutState {
  const empty: CheckoutState = { basketId };
  if (!text || text.length > 2000) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!parsed || typeof parsed !== "object") return empty;
  const record = parsed as Record<string, unknown>;
  if (record["basketId"] !== basketId) return empty;
  const state: CheckoutState = { basketId };
  const email = record["email"];
  if (typeof email === "string" && isEmail(email)) state.email = email;
  const tender = tenderOf(record["tender"]);
  if (tender) state.tender = tender;
  if (record["express"] === true) state.express = true;
  return state;
}

/** A plausible e-mail address (the API checks it again). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The placement's `paymentMethod` (000 §7 PUT order) for a chosen tender. */
export function placementPaymentMethod(tender: ChosenTender): PlaceOrderBody["paymentMethod"] {
  const additionalData: NonNullable<PlaceOrderBody["paymentMethod"]>["additionalData"] = {};
  if (tender.token) additionalData.token = tender.token;
  if (tender.paymentInstrumentId) additionalData.paymentInstrumentId = tender.paymentInstrumentId;
  if (tender.sessionID) additionalData.sessionID = tender.sessionID;
  if (tender.brand) additionalData.cardType = tender.brand;
  return {
    code: tender.code,
    additionalData,
    ...(tender.bin ? { bin: tender.bin } : {}),
  };
}

/**
 * Where a refused placement sends the shopper (000 §4, the one table of decision 0083): an
 * item no longer available or short stock back to shipping with the bag refreshed; a payment
 * refusal back to billing; anything else stays on the summary with a message that stays.
 */
export function stepAfterRefusal(errorId: string): CheckoutStep {
  const { place } = shownError("checkout", { errorId });
  return place === "shipping" || place === "billing" ? place : "summary";
}

/** Problems of the pages' own (a failed bank challenge, no tender chosen), not API codes. */
const PAGE_PROBLEMS = ["threeds", "tender"] as const;

/** The message key part (under `checkout.problem.`) for a refusal code from a URL or an answer. */
export function problemKey(code: string | null | undefined): string | null {
  if (!code) return null;
  if (PAGE_PROBLEMS.some((problem) => problem === code)) return code;
  return shownError("checkout", { errorId: code }).words ?? "generic";
}

/** The words of a problem key (`problemKey`) in the page's language; the generic ones otherwise. */
export function problemText(t: Translate, key: string | null): string | null {
  if (!key) return null;
  const full = `checkout.problem.${key}`;
  return t.has(full) ? t(full) : t("checkout.problem.generic");
}

/** A fresh placement key: one per bag and render of the summary's form (decision 0065). */
export function newIdempotencyKey(basketId: string, random: string): string {
  return `${basketId.slice(0, 60)}.${random.replace(/[^A-Za-z0-9]/g, "").slice(0, 32)}`;
}

/** The card frame's page: the provider's own, framed by the billing page. */
export const CARD_FRAME_URL = "/provider/v1/card-frame";

/** A checkout step's page, with a query. */
export function stepUrl(
  locale: string,
  step: CheckoutStep,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `/${locale}/checkout/${step}${search ? `?${search}` : ""}`;
}

/** What a collection point needs of the shopper: who collects the parcel, and a phone. */
export const POINT_FIELDS: readonly AddressField[] = ["firstName", "lastName", "phone"];

/** The home shipment when it goes to a collection point (PUDO), else null. */
export function pointShipmentOf(cart: Cart): Cart["shippingMethods"][number] | null {
  const home = homeShipmentOf(cart);
  return home?.code === PUDO_METHOD_CODE && home.collectionPoint ? home : null;
}

/**
 * The address the bag is delivered to, for billing's "same as delivery": none when the home
 * shipment goes to a collection point (its address is the point's, not the shopper's).
 */
export function deliveryAddressOf(cart: Cart): CartAddress | null {
  return pointShipmentOf(cart) ? null : (homeShipmentOf(cart)?.address ?? null);
}

/** The home shipment (`me`), when the bag sends anything home. */
export function homeShipmentOf(cart: Cart): Cart["shippingMethods"][number] | null {
  return cart.shippingMethods.find((shipment) => shipment.kind === "home") ?? null;
}

/** The methods the shipping step offers: the home shipment's, without the collection point's. */
export function checkoutMethods(cart: Cart) {
  const home = homeShipmentOf(cart);
  if (!home) return [];
  return home.applicableShippingMethods.filter(
    (method) => method.code !== PUDO_METHOD_CODE || home.code === PUDO_METHOD_CODE,
  );
}

/** The words of a tender's refusal (message keys under `checkout.tenderError.`). */
export function tenderErrorKey(errorId: string): string {
  return shownError("input", { errorId }).words ?? "invalid";
}

/** A stored-value tender's refusal in the page's language. */
export function tenderErrorText(t: Translate, errorId: string): string {
  const full = `checkout.tenderError.${tenderErrorKey(errorId)}`;
  return t.has(full) ? t(full) : t("checkout.tenderError.invalid");
}

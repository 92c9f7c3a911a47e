import {
  ADDRESS_RULES,
  ApiError,
  GET_CART,
  type AddressRules,
  type BillingAddressInput,
  type Cart,
  type CartAddress,
} from "@ridgeline/contract";
import { redirect, type RouterContextProvider } from "react-router";
import { readCookie, serializeCookie } from "../../lib/cookies";
import { hostContext, sessionContext, type ShopperSession } from "../../lib/context";
import { forgetBasket, readCart } from "../cart/index.server";
import { decodeState, encodeState, type AddressField, type CheckoutState } from "./checkout-flow";

export { homeShipmentOf, stepUrl } from "./checkout-flow";

/** An hour: long enough to fill the steps in, short enough not to keep a token around. */
const STATE_MAX_AGE = 60 * 60;

/** What every step reads first: the shopper's session, their bag and what earlier steps kept. */
export interface CheckoutBag {
  session: ShopperSession;
  secure: boolean;
  cart: Cart;
  state: CheckoutState;
}

/**
 * The shopper's bag for a checkout step; a shopper without a bag, or with an empty one, is
 * sent to the bag. `refresh` (after ORD430, INV405) first takes out what can no longer be
 * bought, saying so in the bag's notifications (isPatchRequired).
 */
export async function checkoutBag(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
  options: { refresh?: boolean } = {},
): Promise<CheckoutBag> {
  const session = context.get(sessionContext);
  const secure = context.get(hostContext).cookieSecure;
  session.personal = true;
  let cart = await readCart(session, locale, secure);
  if (cart && options.refresh) {
    cart = await session.api.call(GET_CART, {
      params: { basketId: cart.basketId },
      query: { locale, isPatchRequired: "true" },
    });
  }
  if (!cart || cart.items.length === 0) throw redirect(`/${locale}/cart`);
  const text = readCookie(request.headers.get("cookie"), "checkoutState", secure);
  return { session, secure, cart, state: decodeState(text, cart.basketId) };
}

/** Keeps what checkout carries to its next step (the `checkoutState` cookie). */
export function keepState(bag: CheckoutBag, state: CheckoutState): void {
  bag.state = state;
  bag.session.setCookies.push(
    serializeCookie("checkoutState", encodeState(state), STATE_MAX_AGE, bag.secure),
  );
}

/** After an order: the web forgets the bag, and checkout's own cookie with it. */
export function forgetBag(session: ShopperSession, secure: boolean): void {
  forgetBasket(session, secure);
  session.setCookies.push(serializeCookie("checkoutState", "", 0, secure));
}

export { ADDRESS_FIELDS, type AddressField } from "./checkout-flow";

const read = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** An address as a step's form posted it (`prefix` for the billing form's own fields). */
export function addressFromForm(
  form: FormData,
  rules: AddressRules,
  prefix = "",
): BillingAddressInput {
  const value = (name: AddressField) => read(form, `${prefix}${name}`);
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    addressLine1: value("addressLine1"),
    addressLine2: value("addressLine2") || null,
    city: value("city"),
    province: value("province") || null,
    postalCode: value("postalCode"),
    countryCode: rules.countryCode,
    phone: value("phone"),
    phoneCode: rules.phone.dialCode,
  };
}

/** A kept address as a form's values (the phone without its dial code). */
export function addressValues(address: CartAddress | null): Record<string, string> {
  if (!address) return {};
  const phone = address.phone.startsWith(address.phoneCode)
    ? address.phone.slice(address.phoneCode.length)
    : address.phone;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? "",
    city: address.city,
    province: address.province ?? "",
    postalCode: address.postalCode,
    phone,
    email: address.email ?? "",
  };
}

/** The fields of an address the bag keeps or the account saved. */
type KeptAddress = Omit<CartAddress, "country" | "email">;

/** A kept or saved address as the API takes it again (the billing address "same as delivery"). */
export function addressInput(address: KeptAddress): BillingAddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phone.startsWith(address.phoneCode)
      ? address.phone.slice(address.phoneCode.length)
      : address.phone,
    phoneCode: address.phoneCode,
  };
}

/** The rules of the site's country: the form's provinces, the phone's dial code. */
export function siteAddressRules(session: ShopperSession, locale: string): Promise<AddressRules> {
  const countryCode = (locale.split("-")[1] ?? "us").toUpperCase();
  return session.api.call(ADDRESS_RULES, { params: { countryCode }, query: { locale } });
}

/** A refused form: the field each problem is about (by its form name), and the code. */
export interface FieldProblem {
  field: string;
  errorId: string;
}

/**
 * The form field an API refusal names: `0.firstName` (an address in an array), `country` (the
 * site's country is the form's), or the code's own field. Null for a refusal of no field.
 */
export function fieldProblem(error: unknown): FieldProblem | null {
  if (!(error instanceof ApiError)) return null;
  const detail = error.details[0];
  const raw = detail?.field;
  if (!raw) return null;
  const field = raw.replace(/^\d+\./, "").replace(/^body\./, "");
  return { field, errorId: error.errorId };
}

/** The values a refused form shows again: what was typed, nothing of a card. */
export function formValues(form: FormData): Record<string, string> {
  const values: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !/token|card|bin|recaptcha/i.test(name))
      values.push([name, value.slice(0, 200)]);
  }
  return Object.fromEntries(values);
}

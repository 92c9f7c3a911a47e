import {
  ApiError,
  BASKET_ID,
  COMPLETE_ORDER,
  GET_BOT_CHALLENGE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  ORDER_NUMBER,
  PLACE_ORDER,
  DEVICE_FINGERPRINT,
  SET_DEVICE_FINGERPRINT,
  PREPARE_ORDER,
  safeRedirect,
  type Placement,
} from "@ridgeline/contract";
import { data, redirect, redirectDocument } from "react-router";
import type { ShopperSession } from "../../lib/context";
import {
  newIdempotencyKey,
  placementPaymentMethod,
  problemKey,
  stepAfterRefusal,
} from "./checkout-flow";
import { forgetBagLines, keepBasket } from "../cart/index.server";
import { forgetBag, homeShipmentOf, keepState, stepUrl, type CheckoutBag } from "./checkout.server";

/** The provider's pages: a challenge's URL must be one of them. */
const PROVIDER_PAGES = "/provider/v1";

/** The confirmation page of an order, by its number and secret. */
export function confirmationUrl(locale: string, orderNumber: string, st: string): string {
  return `/${locale}/order-confirmation?${new URLSearchParams({ orderNo: orderNumber, st })}`;
}

/** What the bank's challenge page sent the shopper back with. */
export interface ChallengeReturn {
  orderNo: string;
  result: "Y" | "N";
  /** The bag the order was placed from: it is open again if the challenge fails. */
  basketId: string | null;
}

/** A 3-D Secure challenge's outcome the provider's page sent the shopper back with, or null. */
export function challengeReturn(url: URL): ChallengeReturn | null {
  const orderNo = url.searchParams.get("orderNo");
  const result = url.searchParams.get("threeDS2Result");
  const bag = BASKET_ID.safeParse(url.searchParams.get("bag"));
  if (!orderNo || !ORDER_NUMBER.safeParse(orderNo).success) return null;
  if (result !== "Y" && result !== "N") return null;
  return { orderNo, result, basketId: bag.success ? bag.data : null };
}

/**
 * The summary's data: the bag as `prepareOrder` answers it (stock, prices, promotions, tax
 * checked again), a bot-check challenge for the placement and the placement's key, new for
 * each render of the form (decision 0065). A bag not ready (no delivery address, no tender
 * while something is left to pay) goes back to the step it lacks; a refusal of prepareOrder
 * that is about the bag (ORD430, INV405) goes back to shipping.
 */
export async function summaryPage(bag: CheckoutBag, locale: string) {
  const { session, cart, state } = bag;
  const home = homeShipmentOf(cart);
  if (home && !home.address) throw redirect(stepUrl(locale, "shipping"));
  if (!cart.billingAddress || (!state.tender && cart.totals.remainingToPay > 0)) {
    throw redirect(stepUrl(locale, "billing"));
  }
  let prepared = cart;
  let problem: string | null = null;
  try {
    prepared = await session.api.call(PREPARE_ORDER, {
      query: { locale },
      body: { basketId: cart.basketId },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const step = stepAfterRefusal(error.errorId);
    if (step !== "summary") throw redirect(stepUrl(locale, step, { problem: error.errorId }));
    problem = error.errorId;
  }
  const challenge = await session.api
    .call(GET_BOT_CHALLENGE, { query: { action: "placeOrder" } })
    .catch(() => null);
  return {
    cart: prepared,
    tender: state.tender ?? null,
    express: state.express === true,
    problem: problemKey(problem),
    // The day delivery estimates count from, the same on the server and in the browser.
    today: new Date().toISOString(),
    challenge,
    idempotencyKey: newIdempotencyKey(cart.basketId, crypto.randomUUID()),
  };
}

/** Where the placement's answer sends the shopper: the confirmation, or the bank's challenge. */
function afterPlacement(
  session: ShopperSession,
  secure: boolean,
  locale: string,
  placement: Placement,
  basketId: string | null,
): Response {
  const flash = placement.flash.find((entry) => entry.type === "PaymentNotAuthorized");
  if (flash && basketId) {
    const challenge = new URL(flash.action.url, "http://store.invalid");
    challenge.searchParams.set(
      "returnUrl",
      stepUrl(locale, "summary", { orderNo: placement.orderNumber, bag: basketId }),
    );
    // The bag is closed while the bank answers: no read may make it again from its lines.
    forgetBagLines(session, secure);
    const target = safeRedirect(`${challenge.pathname}${challenge.search}`, "", PROVIDER_PAGES);
    if (!target) throw new Error("the placement's challenge is not a page of the provider");
    // The provider's page is no route of the app: the browser loads it as a document.
    return redirectDocument(target);
  }
  if (!placement.st) throw new Error("a placement without a challenge must give its secret");
  forgetBag(session, secure);
  return redirect(confirmationUrl(locale, placement.orderNumber, placement.st));
}

/** A refusal of the placement: back to the step it is about, or said on the summary. */
function refusal(locale: string, error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  const step = stepAfterRefusal(error.errorId);
  if (step !== "summary") return redirect(stepUrl(locale, step, { problem: error.errorId }));
  return data({ problem: problemKey(error.errorId) ?? "generic" }, { status: error.status });
}

/**
 * "Place order" (000 §7 PUT order): the bag, its tender and the form's placement key in the
 * `Idempotency-Key` header, so a double click or a resubmit of the same form gets the first
 * answer and never a second order.
 */
export async function placeOrder(bag: CheckoutBag, locale: string, form: FormData) {
  const { session, cart, state, secure } = bag;
  const sent = IDEMPOTENCY_KEY.safeParse(form.get("idempotencyKey"));
  const key = sent.success ? sent.data : newIdempotencyKey(cart.basketId, crypto.randomUUID());
  const recaptcha = String(form.get("recaptcha_response") ?? "");
  const device = DEVICE_FINGERPRINT.safeParse(form.get("deviceFingerPrint"));
  if (device.success)
    // Risk data only: an order is not held up by it.
    await session.api
      .call(SET_DEVICE_FINGERPRINT, {
        query: { locale },
        body: { basketId: cart.basketId, deviceFingerPrint: device.data },
      })
      .catch(() => undefined);
  let placement: Placement;
  try {
    placement = await session.api.call(PLACE_ORDER, {
      query: { locale },
      headers: { [IDEMPOTENCY_HEADER]: key },
      body: {
        cartId: cart.basketId,
        ...(state.tender ? { paymentMethod: placementPaymentMethod(state.tender) } : {}),
        ...(state.email && !session.signedIn ? { email: state.email } : {}),
        ...(recaptcha ? { recaptcha_response: recaptcha.slice(0, 10_000) } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ApiError && stepAfterRefusal(error.errorId) === "billing") {
      // The tender that was refused is not offered again as chosen.
      const rest = { ...state };
      delete rest.tender;
      keepState(bag, rest);
    }
    return refusal(locale, error);
  }
  return afterPlacement(session, secure, locale, placement, cart.basketId);
}

/**
 * After the bank's challenge (000 §4): the order is finished with its result (PATCH). Success
 * goes to the confirmation; a failure back to billing with the message, where the shopper
 * chooses again (the server has opened a new bag for it).
 */
export async function completeOrder(
  session: ShopperSession,
  secure: boolean,
  locale: string,
  form: FormData,
) {
  const orderNo = ORDER_NUMBER.safeParse(form.get("orderNo"));
  const result = form.get("threeDS2Result");
  if (!orderNo.success || (result !== "Y" && result !== "N")) {
    return redirect(stepUrl(locale, "billing", { problem: "threeds" }));
  }
  try {
    const placement = await session.api.call(COMPLETE_ORDER, {
      params: { orderNumber: orderNo.data },
      query: { locale },
      body: { paymentMethod: { code: "CREDIT_CARD", additionalData: { threeDS2Result: result } } },
    });
    return afterPlacement(session, secure, locale, placement, null);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // The server opened the bag again: the web takes it up again where the shopper left it.
    const bag = BASKET_ID.safeParse(form.get("basketId"));
    if (bag.success) keepBasket(session, bag.data, secure);
    return redirect(stepUrl(locale, "billing", { problem: "threeds" }));
  }
}

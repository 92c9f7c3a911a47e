import {
  ApiError,
  GET_PAYMENT_METHODS,
  LIST_PAYMENT_INSTRUMENTS,
  PAYMENT_SESSION,
  SET_BILLING_ADDRESS,
  type PaymentInstrument,
  type PaymentMethodId,
  SAVE_PAYMENT_INSTRUMENT,
} from "@ridgeline/contract";
import { data, redirect, redirectDocument } from "react-router";
import { deliveryAddressOf, problemKey, tenderOf, type ChosenTender } from "./checkout-flow";
import {
  addressFromForm,
  addressInput,
  addressValues,
  fieldProblem,
  formValues,
  keepState,
  siteAddressRules,
  stepUrl,
  type CheckoutBag,
} from "./checkout.server";

const SESSION_TENDERS = ["KLARNA", "PAYPAL"] as const;
type SessionTender = (typeof SESSION_TENDERS)[number];
const sessionTender = (value: string | null): SessionTender | undefined =>
  SESSION_TENDERS.find((tender) => tender === value);

/**
 * What comes back to the billing page in its URL: a Klarna or PayPal session's outcome. An
 * approved session becomes the tender and the shopper goes on to the summary; a cancelled one
 * is said on the page. A card never comes back in a URL: the frame posts it (`takeFrameCard`).
 */
export function billingReturn(bag: CheckoutBag, locale: string, url: URL): string | null {
  const search = url.searchParams;
  const method = sessionTender(search.get("method"));
  const sessionID = search.get("sessionId");
  if (method && sessionID && search.get("outcome") === "approved") {
    const tender = tenderOf({ code: method, sessionID });
    if (tender) {
      keepState(bag, { ...bag.state, tender });
      return stepUrl(locale, "summary");
    }
  }
  return null;
}

/** The form's intent the card frame's own page (without JavaScript) posts a card with. */
export const FRAME_CARD_INTENT = "cardFromFrame";

/**
 * A card the frame's own page posted back (a page without JavaScript, decision 0078): its token
 * goes into the checkout's httpOnly state and the shopper is sent to the billing page again,
 * with nothing of the card in the address.
 */
export function takeFrameCard(bag: CheckoutBag, locale: string, form: FormData) {
  const tender = tenderOf({
    code: "CREDIT_CARD",
    token: form.get("cardToken"),
    lastFour: form.get("lastFour"),
    brand: form.get("brand"),
    bin: form.get("bin"),
  });
  if (tender) keepState(bag, { ...bag.state, tender });
  return redirect(stepUrl(locale, "billing"));
}

/** The billing page's data: the tenders the bag takes, the saved cards, the address rules. */
export async function billingPage(bag: CheckoutBag, locale: string, url: URL) {
  const { session, cart, state } = bag;
  const query = { locale };
  const [methods, saved, rules] = await Promise.all([
    session.api.call(GET_PAYMENT_METHODS, { params: { basketId: cart.basketId }, query }),
    session.signedIn
      ? session.api
          .call(LIST_PAYMENT_INSTRUMENTS, { query: { ...query, payment_method_id: "CREDIT_CARD" } })
          .then((list) => list.payment_instruments.filter((item) => !item.card.expired))
          .catch(() => [] as PaymentInstrument[])
      : ([] as PaymentInstrument[]),
    siteAddressRules(session, locale),
  ]);
  const offered = methods.applicablePaymentMethods.map((method) => method.id);
  const cancelled =
    url.searchParams.get("outcome") === "cancelled"
      ? sessionTender(url.searchParams.get("method"))
      : undefined;
  return {
    offered,
    saved,
    rules,
    // A collection point's address is not the shopper's: billing is asked for then.
    shippingAddress: deliveryAddressOf(cart),
    billingValues: Object.fromEntries(
      Object.entries(addressValues(cart.billingAddress)).map(([name, value]) => [
        `billing.${name}`,
        value,
      ]),
    ),
    tender: state.tender ?? null,
    // A signed-in shopper may keep the new card for next time (decision 0083).
    canSaveCard: session.signedIn,
    cancelled: cancelled ?? null,
    problem: problemKey(url.searchParams.get("problem")),
  };
}

/** The tender the form chose: a saved card, the new card from the frame, or a session tender. */
function chosenTender(
  form: FormData,
  kept: ChosenTender | undefined,
  saved: readonly PaymentInstrument[],
): ChosenTender | SessionTender | null {
  const choice = String(form.get("tender") ?? "");
  if (choice.startsWith("saved:")) {
    const id = choice.slice("saved:".length);
    const card = saved.find((item) => item.payment_instrument_id === id)?.card;
    return tenderOf({
      code: "CREDIT_CARD",
      paymentInstrumentId: id,
      lastFour: card?.lastFour,
      brand: card?.cardType?.toUpperCase(),
    });
  }
  if (choice === "new") {
    const fromFrame = tenderOf({
      code: "CREDIT_CARD",
      token: form.get("cardToken"),
      lastFour: form.get("lastFour"),
      brand: form.get("brand"),
      bin: form.get("bin"),
    });
    return fromFrame ?? (kept?.token ? kept : null);
  }
  return sessionTender(choice) ?? null;
}

/**
 * The billing step's form: the billing address (the delivery one, or another: BIL400 and
 * BILL410 at their fields), then the tender. A card goes on to the summary; Klarna and PayPal
 * go to the provider's approval page for a session of the bag's remaining amount, which sends
 * the shopper back here (`billingReturn`).
 */
export async function submitBilling(
  bag: CheckoutBag,
  locale: string,
  form: FormData,
  offered: readonly PaymentMethodId[],
  saved: readonly PaymentInstrument[],
) {
  const { session, cart } = bag;
  const values = formValues(form);
  const refused = (field: string, errorId: string) =>
    data({ problem: { field, errorId }, values }, { status: 400 });
  const delivered = deliveryAddressOf(cart);
  const same = form.get("billingChoice") !== "other" ? delivered : null;
  try {
    const body = same
      ? addressInput(same)
      : addressFromForm(form, await siteAddressRules(session, locale), "billing.");
    await session.api.call(SET_BILLING_ADDRESS, {
      params: { basketId: cart.basketId },
      query: { locale },
      body,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const problem = fieldProblem(error);
    return refused(problem ? `billing.${problem.field}` : "billing", error.errorId);
  }
  // Stored-value tenders that pay the whole bag leave nothing for a card, Klarna or PayPal.
  if (cart.totals.remainingToPay === 0) {
    const rest = { ...bag.state };
    delete rest.tender;
    keepState(bag, rest);
    return redirect(stepUrl(locale, "summary"));
  }
  const tender = chosenTender(form, bag.state.tender, saved);
  if (!tender) return refused("tender", "tender");
  if (typeof tender === "string") {
    if (!offered.includes(tender)) return refused("tender", "tender");
    try {
      const answer = await session.api.call(PAYMENT_SESSION, {
        query: {
          locale,
          basketId: cart.basketId,
          paymentMethodId: tender,
          referer: stepUrl(locale, "billing", { method: tender }),
        },
      });
      // The provider's approval page is no route of the app: loaded as a document.
      return redirectDocument(answer.provider.redirectUrl);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return refused("tender", error.errorId === "VAL400" ? "tender" : error.errorId);
    }
  }
  keepState(bag, { ...bag.state, tender: await savedIfAsked(bag, locale, form, tender) });
  return redirect(stepUrl(locale, "summary"));
}

/**
 * The shopper's opt-in "save this card" (decision 0083): a new card's frame token becomes a
 * saved card of the account (its own token; the first card is main, so the next checkout is
 * express), and the order pays with the saved card. A card already saved, or a save that
 * fails, leaves the new card as it was: saving never stops the order.
 */
async function savedIfAsked(
  bag: CheckoutBag,
  locale: string,
  form: FormData,
  tender: ChosenTender,
): Promise<ChosenTender> {
  if (!bag.session.signedIn || !tender.token || form.get("saveCard") !== "on") return tender;
  try {
    const saved = await bag.session.api.call(SAVE_PAYMENT_INSTRUMENT, {
      query: { locale },
      body: { payment_method_id: "CREDIT_CARD", card: { token: tender.token } },
    });
    return {
      code: "CREDIT_CARD",
      paymentInstrumentId: saved.payment_instrument_id,
      lastFour: saved.card.lastFour,
      ...(saved.card.cardType ? { brand: saved.card.cardType.toUpperCase() } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return tender;
  }
}

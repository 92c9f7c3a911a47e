import {
  DELETE_PAYMENT_INSTRUMENT,
  GET_BOT_CHALLENGE,
  LIST_PAYMENT_INSTRUMENTS,
  SAVE_PAYMENT_INSTRUMENT,
  UPDATE_PAYMENT_INSTRUMENT,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { pageWithQuery, submitAccountForm } from "./account.server";
import { accountSession } from "../auth/index.server";

const page = (locale: string) => `/${locale}/account/payment-methods`;

/**
 * The payment methods page: the saved cards and gift cards, the one asked about before deleting
 * (`?delete=`), and a bot-check challenge for each of its two forms (a save spends its answer).
 */
export async function loadPaymentMethodsPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, pageWithQuery(page(locale), request));
  const [{ payment_instruments: instruments }, card, gift] = await Promise.all([
    guard(session.api.call(LIST_PAYMENT_INSTRUMENTS, { query: { locale } })),
    guard(session.api.call(GET_BOT_CHALLENGE, { query: { action: "saveCard" } })),
    guard(session.api.call(GET_BOT_CHALLENGE, { query: { action: "saveCard" } })),
  ]);
  const bot = { card, gift };
  const deleting =
    instruments.find((item) => item.payment_instrument_id === url.searchParams.get("delete")) ??
    null;
  return { instruments, bot, deleting, done: url.searchParams.get("done") };
}

const read = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** What a refused card form shows again: never the card number or the security code. */
const shownAgain = (form: FormData) => ({
  holder: read(form, "holder"),
  expirationMonth: read(form, "expirationMonth"),
  expirationYear: read(form, "expirationYear"),
});

/** "Make main": the card becomes the one used first. */
export function makeCardMain(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const params = { paymentInstrumentId: read(form, "paymentInstrumentId") };
  const main = { intent: "main", values: shownAgain(form), done: "cardMain" };
  return submitAccountForm(context, locale, page(locale), main, (api) =>
    api.call(UPDATE_PAYMENT_INSTRUMENT, {
      params,
      query: { locale },
      body: { card: { main: true } },
    }),
  );
}

/** Deletes the card or gift card (after the page asked "Delete this?"). */
export function deleteCard(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const params = { paymentInstrumentId: read(form, "paymentInstrumentId") };
  const deleted = { intent: "delete", values: shownAgain(form), done: "cardDeleted" };
  return submitAccountForm(context, locale, page(locale), deleted, (api) =>
    api.call(DELETE_PAYMENT_INSTRUMENT, { params, query: { locale } }),
  );
}

/** Saves a gift card (number and PIN), with the form's bot-check answer. */
export function saveGiftCard(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  return submitAccountForm(
    context,
    locale,
    page(locale),
    { intent: "saveGiftCard", done: "giftCardSaved" },
    (api) =>
      api.call(SAVE_PAYMENT_INSTRUMENT, {
        query: { locale },
        body: {
          payment_method_id: "GIFT_CARD",
          card: { number: read(form, "number"), pin: read(form, "pin") },
          recaptcha_response: read(form, "recaptcha_response"),
        },
      }),
  );
}

/** Saves a credit card, with the form's bot-check answer. */
export function saveCard(context: Readonly<RouterContextProvider>, locale: string, form: FormData) {
  const values = shownAgain(form);
  return submitAccountForm(
    context,
    locale,
    page(locale),
    { intent: "save", values, done: "cardSaved" },
    (api) =>
      api.call(SAVE_PAYMENT_INSTRUMENT, {
        query: { locale },
        body: {
          payment_method_id: "CREDIT_CARD",
          card: {
            number: read(form, "number"),
            expirationMonth: values.expirationMonth,
            expirationYear: values.expirationYear,
            securityCode: read(form, "securityCode"),
            holder: values.holder,
          },
          recaptcha_response: read(form, "recaptcha_response"),
        },
      }),
  );
}

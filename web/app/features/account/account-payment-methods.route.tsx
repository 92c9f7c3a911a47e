import {
  DELETE_PAYMENT_INSTRUMENT,
  GET_BOT_CHALLENGE,
  LIST_PAYMENT_INSTRUMENTS,
  SAVE_PAYMENT_INSTRUMENT,
  UPDATE_PAYMENT_INSTRUMENT,
} from "@ridgeline/contract";
import { useEffect, useRef } from "react";
import { useActionData } from "react-router";
import { revalidateAfterPost } from "../../lib/bot-check";
import { AccountError, AccountPage, ConfirmDelete } from "./AccountPage";
import { BotCheckedForm } from "../../ui/BotCheckedForm";
import { CardFields, GiftCardFields, InstrumentCard } from "./PaymentCards";
import { accountRefusal, accountSession, doneRedirect, pageWithQuery } from "./account.server";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/account-payment-methods.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("payments.pageTitle") },
  { name: "robots", content: "noindex" },
];

// A refused save keeps the page's data, but its bot-check challenge is spent: fetch a new one.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const page = `/${locale}/account/payment-methods`;
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, pageWithQuery(page, request));
  // One challenge per form: an answer is spent by the save it is sent with.
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

export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale } = params;
  const page = `/${locale}/account/payment-methods`;
  const { session, guard } = accountSession(context, locale, page);
  const form = await request.formData();
  const read = (name: string) => String(form.get(name) ?? "").trim();
  const intent = read("intent");
  const paymentInstrumentId = read("paymentInstrumentId");
  const query = { locale };
  // What a refused form shows again: never the card number or the security code.
  const values = {
    holder: read("holder"),
    expirationMonth: read("expirationMonth"),
    expirationYear: read("expirationYear"),
  };
  try {
    if (intent === "main") {
      await guard(
        session.api.call(UPDATE_PAYMENT_INSTRUMENT, {
          params: { paymentInstrumentId },
          query,
          body: { card: { main: true } },
        }),
      );
      return doneRedirect(page, "cardMain");
    }
    if (intent === "delete") {
      await guard(
        session.api.call(DELETE_PAYMENT_INSTRUMENT, { params: { paymentInstrumentId }, query }),
      );
      return doneRedirect(page, "cardDeleted");
    }
    if (intent === "saveGiftCard") {
      await guard(
        session.api.call(SAVE_PAYMENT_INSTRUMENT, {
          query,
          body: {
            payment_method_id: "GIFT_CARD",
            card: { number: read("number"), pin: read("pin") },
            recaptcha_response: read("recaptcha_response"),
          },
        }),
      );
      return doneRedirect(page, "giftCardSaved");
    }
    await guard(
      session.api.call(SAVE_PAYMENT_INSTRUMENT, {
        query,
        body: {
          payment_method_id: "CREDIT_CARD",
          card: {
            number: read("number"),
            expirationMonth: values.expirationMonth,
            expirationYear: values.expirationYear,
            securityCode: read("securityCode"),
            holder: values.holder,
          },
          recaptcha_response: read("recaptcha_response"),
        },
      }),
    );
  } catch (error) {
    return accountRefusal(
      error,
      intent === "main" || intent === "delete" || intent === "saveGiftCard" ? intent : "save",
      intent === "saveGiftCard" ? {} : values,
    );
  }
  return doneRedirect(page, "cardSaved");
}

const DONE: Record<string, MessageKey> = {
  cardSaved: "payments.saved",
  cardMain: "payments.mainChanged",
  cardDeleted: "payments.deleted",
  giftCardSaved: "payments.giftSaved",
};

export default function AccountPaymentMethods({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { instruments, deleting, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  // A refused save empties the card number and security code: what was typed is not kept.
  const formRef = useRef<HTMLFormElement>(null);
  const giftRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!problem) return;
    for (const [form, names] of [
      [formRef.current, ["number", "securityCode"]],
      [giftRef.current, ["number", "pin"]],
    ] as const) {
      for (const name of names) {
        const field = form?.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = "";
      }
    }
  }, [problem]);
  const base = `/${params.locale}/account/payment-methods`;
  const doneKey = done ? DONE[done] : undefined;
  const cards = instruments.filter((item) => item.payment_method_id === "CREDIT_CARD");
  const giftCards = instruments.filter((item) => item.payment_method_id === "GIFT_CARD");
  const saveProblem = problem?.intent === "save" ? problem : null;
  const giftProblem = problem?.intent === "saveGiftCard" ? problem : null;
  return (
    <AccountPage
      locale={params.locale}
      title={t("payments.title")}
      done={problem ? undefined : doneKey}
    >
      {problem && !saveProblem && !giftProblem ? (
        <AccountError form="card" problem={problem} testId="card-error" />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          action={base}
          question={t("payments.confirmDelete")}
          deleteLabel={t("payments.delete")}
          target={{ paymentInstrumentId: deleting.payment_instrument_id }}
        >
          <p>{deleting.card.maskedNumber}</p>
        </ConfirmDelete>
      ) : null}
      <div className="account-group">
        <h2>{t("payments.cardsTitle")}</h2>
        {cards.length === 0 ? <p className="muted">{t("payments.noCards")}</p> : null}
        <ul className="card-list" data-testid="saved-cards">
          {cards.map((item) => (
            <InstrumentCard key={item.payment_instrument_id} item={item} base={base} />
          ))}
        </ul>
      </div>
      {giftCards.length > 0 ? (
        <div className="account-group">
          <h2>{t("payments.giftCardsTitle")}</h2>
          <ul className="card-list" data-testid="saved-gift-cards">
            {giftCards.map((item) => (
              <InstrumentCard key={item.payment_instrument_id} item={item} base={base} />
            ))}
          </ul>
        </div>
      ) : null}
      <div className="address-form">
        <h2>{t("payments.addTitle")}</h2>
        <BotCheckedForm
          action={base}
          intent="save"
          challenge={loaderData.bot.card}
          submitLabel={t("payments.save")}
          testId="card-form"
          formRef={formRef}
        >
          <CardFields problem={saveProblem} values={saveProblem?.values ?? {}} />
        </BotCheckedForm>
      </div>
      <div className="address-form">
        <h2>{t("payments.addGiftTitle")}</h2>
        <BotCheckedForm
          action={base}
          intent="saveGiftCard"
          challenge={loaderData.bot.gift}
          submitLabel={t("payments.saveGift")}
          testId="gift-card-form"
          formRef={giftRef}
        >
          <GiftCardFields problem={giftProblem} />
        </BotCheckedForm>
      </div>
    </AccountPage>
  );
}

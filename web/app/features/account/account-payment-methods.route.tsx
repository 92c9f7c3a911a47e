import { useEffect, useRef } from "react";
import { useActionData } from "react-router";
import { revalidateAfterPost } from "../../lib/bot-check";
import { AccountError, AccountPage, ConfirmDelete } from "./AccountPage";
import { BotCheckedForm } from "../../ui/BotCheckedForm";
import { CardFields, GiftCardFields, InstrumentCard, PAYMENT_DONE } from "./PaymentCards";
import {
  deleteCard,
  loadPaymentMethodsPage,
  makeCardMain,
  saveCard,
  saveGiftCard,
} from "./payment-methods.server";
import type { Route } from "./+types/account-payment-methods.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";
import { useSavedFormKey } from "../../lib/saved-form-key";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("payments.pageTitle") },
  { name: "robots", content: "noindex" },
];

// A refused save keeps the page's data, but its bot-check challenge is spent: fetch a new one.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadPaymentMethodsPage(context, params.locale, request)),
    messages: pageMessages(params.locale, ["account", "payments", "form-errors"]),
  };
}

/** Saving a card or a gift card; the cards make main or delete. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "").trim();
  if (intent === "main") return makeCardMain(context, params.locale, form);
  if (intent === "delete") return deleteCard(context, params.locale, form);
  if (intent === "saveGiftCard") return saveGiftCard(context, params.locale, form);
  return saveCard(context, params.locale, form);
}

export default function AccountPaymentMethods({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { instruments, deleting, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  // Each answer to a send is a new location: keyed on it, a saved card's or gift card's form
  // is mounted anew, empty (issue 11 point 5), instead of keeping the number, expiry and code.
  // A refusal keeps the forms (the effect below empties the number, code and PIN only).
  const sent = useSavedFormKey(problem !== null);
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
  const doneKey = done ? PAYMENT_DONE[done] : undefined;
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
          key={`card-${sent}`}
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
          key={`gift-${sent}`}
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

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

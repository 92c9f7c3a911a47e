import {
  ApiError,
  MY_GIFT_CARDS,
  RESEND_GIFT_CARD_EMAIL,
  type SoldGiftCard,
} from "@ridgeline/contract";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account-gift-cards.route";
import { money } from "../../lib/format";
import { useCodeWord } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import { AccountNav, accountCss } from "../account";
import { accountSession } from "../auth/index.server";
import giftCardsCss from "./gift-cards.css?url";
import { checkBalance } from "./gift-card-balance.server";
import { GiftCardBalance, type BalanceAnswer } from "./GiftCardBalance";

// The account's gift cards (decision 0076): check a card's balance by number and PIN, and the
// cards the shopper bought with what is left and a resend (a new number and PIN).

export const links: Route.LinksFunction = () => stylesheets(accountCss, giftCardsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("giftCards.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

const PAGE = (locale: string) => `/${locale}/account/gift-cards`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { session, guard } = accountSession(context, params.locale, PAGE(params.locale));
  const { cards } = await guard(
    session.api.call(MY_GIFT_CARDS, { query: { locale: params.locale } }),
  );
  const resent = new URL(request.url).searchParams.get("resent");
  return {
    cards,
    resent: resent && /^[^<>\s]{3,254}$/.test(resent) ? resent : null,
    messages: pageMessages(params.locale, ["account", "giftcards"]),
  };
}

type Answer = BalanceAnswer;

/** A balance check answers on the page; a resend goes back to the list saying where it went. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = params.locale;
  const { session, guard } = accountSession(context, locale, PAGE(locale));
  const form = await request.formData();
  const intent = form.get("intent") === "resend" ? "resend" : "balance";
  try {
    if (intent === "resend") {
      const answer = await guard(
        session.api.call(RESEND_GIFT_CARD_EMAIL, {
          query: { locale },
          body: {
            orderNumber: String(form.get("orderNumber") ?? ""),
            lineNo: Number(form.get("lineNo")),
            unitNo: Number(form.get("unitNo")),
          },
        }),
      );
      return redirect(`${PAGE(locale)}?resent=${encodeURIComponent(answer.sentTo)}`, 303);
    }
    return await checkBalance(session, locale, form, guard);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<Answer>(
      { intent, field: error.details[0]?.field ?? null, message: error.message },
      { status: error.status },
    );
  }
}

function CardRow({ card, locale }: { card: SoldGiftCard; locale: string }) {
  const t = useT();
  const word = useCodeWord();
  const busy = useNavigation().state === "submitting";
  const price = (amount: number) => money(amount, card.currency, locale);
  return (
    <li className="gift-card-row" data-testid="sold-gift-card">
      <div>
        <p>
          <strong>{card.maskedNumber}</strong> —{" "}
          <span data-testid="sold-gift-card-status">{word("giftCardStatus", card.status)}</span>
        </p>
        <p>{t("giftCards.left", { left: price(card.balance), amount: price(card.amount) })}</p>
        <p className="muted">
          {t("giftCards.for", { name: card.recipientName, email: card.recipientEmail })} ·{" "}
          {t("giftCards.order", { order: card.orderNumber })}
        </p>
      </div>
      {card.status === "active" && card.balance > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="orderNumber" value={card.orderNumber} />
          <input type="hidden" name="lineNo" value={card.lineNo} />
          <input type="hidden" name="unitNo" value={card.unitNo} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t("giftCards.resend")}
          </button>
          <p className="muted gift-card-note">{t("giftCards.resendNote")}</p>
        </Form>
      ) : null}
    </li>
  );
}

export default function AccountGiftCards({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const { cards, resent } = loaderData;
  const refused = answer && "message" in answer ? answer : null;
  return (
    <section className="account-page gift-cards-page">
      <AccountNav locale={params.locale} />
      <h1>{t("giftCards.pageTitle")}</h1>
      {resent ? (
        <p className="notice notice--success" role="status" data-testid="gift-card-resent">
          {t("giftCards.resent", { email: resent })}
        </p>
      ) : null}
      <h2>{t("giftCards.checkTitle")}</h2>
      <GiftCardBalance answer={answer} locale={params.locale} />
      {refused?.intent === "resend" ? (
        <p className="notice field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <h2>{t("giftCards.boughtTitle")}</h2>
      {cards.length === 0 ? (
        <p className="muted">{t("giftCards.none")}</p>
      ) : (
        <ul className="gift-card-list">
          {cards.map((card) => (
            <CardRow
              key={`${card.orderNumber}-${card.lineNo}-${card.unitNo}`}
              card={card}
              locale={params.locale}
            />
          ))}
        </ul>
      )}
      <p>
        <Link to={`/${params.locale}/gift-card`}>{t("giftCards.buy")}</Link>
      </p>
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

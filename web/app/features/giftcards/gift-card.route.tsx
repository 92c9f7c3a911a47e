import { ADD_ITEM, ApiError, GIFT_CARD_PRODUCT } from "@ridgeline/contract";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/gift-card.route";
import { hostContext, sessionContext } from "../../lib/context";
import { money } from "../../lib/format";
import { languageOf, metaT, useT } from "../../lib/i18n";
import { pageMessages, translator } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import { ensureCartId } from "../cart/index.server";
import giftCardsCss from "./gift-cards.css?url";

// Buying a digital gift card (decision 0076): an amount, who it is for and a message; the card
// goes to the bag and is e-mailed to the recipient once the order is placed. A plain form, so
// it works before (and without) JavaScript.

export const links: Route.LinksFunction = () => stylesheets(giftCardsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("giftCard.pageTitle") },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  try {
    const product = await session.api.call(GIFT_CARD_PRODUCT, {
      query: { locale: params.locale },
    });
    return { product, messages: pageMessages(params.locale, ["giftcards"]) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

interface GiftCardProblem {
  field: string;
  message: string;
  values: Record<string, string>;
}

/** Adds the card to the bag (made on first add) and goes to the bag; a refusal names its field. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = params.locale;
  const t = translator(languageOf(locale));
  const form = await request.formData();
  const values = Object.fromEntries(
    ["amount", "otherAmount", "to", "email", "message", "qty"].map((name) => [
      name,
      String(form.get(name) ?? "").slice(0, 300),
    ]),
  );
  const session = context.get(sessionContext);
  const product = await session.api.call(GIFT_CARD_PRODUCT, { query: { locale } });
  const typed = values["otherAmount"]?.trim() || values["amount"] || "";
  const amount = Number(typed.replace(",", "."));
  const problem = (field: string, message: string) =>
    data<GiftCardProblem>({ field, message, values }, { status: 400 });
  if (!Number.isFinite(amount) || amount < product.minAmount || amount > product.maxAmount)
    return problem(
      "amount",
      t("giftCard.noAmount", {
        min: money(product.minAmount, product.currency, locale),
        max: money(product.maxAmount, product.currency, locale),
      }),
    );
  const qty = Number.parseInt(values["qty"] || "1", 10);
  try {
    const cartId = await ensureCartId(session, locale, context.get(hostContext).cookieSecure);
    await session.api.call(ADD_ITEM, {
      query: { locale },
      body: {
        cartId,
        productId: product.productId,
        upc: product.upc,
        qty: Number.isInteger(qty) && qty >= 1 && qty <= 10 ? qty : 1,
        customAmount: Math.round(amount * 100) / 100,
        giftOption: {
          to: values["to"] ?? "",
          email: values["email"] ?? "",
          message: values["message"] ?? "",
        },
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field = error.details[0]?.field ?? "amount";
    return problem(
      field === "customAmount" ? "amount" : field.replace(/^giftOption\./, ""),
      error.message,
    );
  }
  return redirect(`/${locale}/cart`, 303);
}

const FIELDS = [
  { name: "to", label: "giftCard.to", type: "text", max: 60, auto: "name" },
  { name: "email", label: "giftCard.email", type: "email", max: 254, auto: "email" },
] as const;

export default function GiftCardPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { product } = loaderData;
  const values = problem?.values ?? {};
  const price = (amount: number) => money(amount, product.currency, params.locale);
  const errorFor = (field: string) =>
    problem?.field === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {problem.message}
      </span>
    ) : null;
  const chosen = values["amount"] ?? String(product.amounts[1] ?? product.amounts[0] ?? "");
  return (
    <section className="gift-card-page">
      <h1>{t("giftCard.title")}</h1>
      <p className="muted">
        {t("giftCard.intro", { min: price(product.minAmount), max: price(product.maxAmount) })}
      </p>
      <Form method="post" className="stack-form gift-card-form" data-testid="gift-card-form">
        <fieldset className="gift-card-amounts">
          <legend>{t("giftCard.amount")}</legend>
          {product.amounts.map((amount) => (
            <label key={amount} className="gift-card-amount">
              <input
                type="radio"
                name="amount"
                value={amount}
                defaultChecked={chosen === String(amount)}
              />
              <span>{price(amount)}</span>
            </label>
          ))}
          <label className="gift-card-other">
            {t("giftCard.otherAmount")}
            <input
              type="number"
              name="otherAmount"
              inputMode="decimal"
              min={product.minAmount}
              max={product.maxAmount}
              step="0.01"
              defaultValue={values["otherAmount"] ?? ""}
            />
          </label>
          {errorFor("amount")}
        </fieldset>
        {FIELDS.map((field) => (
          <div className="field-group" key={field.name}>
            <label>
              {t(field.label)}
              <input
                type={field.type}
                name={field.name}
                required
                maxLength={field.max}
                autoComplete={`section-recipient ${field.auto}`}
                defaultValue={values[field.name] ?? ""}
              />
            </label>
            {errorFor(field.name)}
          </div>
        ))}
        <div className="field-group">
          <label>
            {t("giftCard.message")}
            <textarea name="message" maxLength={250} rows={3} defaultValue={values["message"]} />
          </label>
          {errorFor("message")}
        </div>
        <div className="field-group gift-card-qty">
          <label>
            {t("giftCard.qty")}
            <input type="number" name="qty" min={1} max={10} defaultValue={values["qty"] || "1"} />
          </label>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("giftCard.submit")}
        </button>
      </Form>
      <p>
        <Link to={`/${params.locale}/gift-card/balance`} data-testid="gift-card-balance-link">
          {t("giftCard.haveOne")}
        </Link>
      </p>
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { Cart } from "@ridgeline/contract";
import { hostContext, sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { useCodeWord } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { appLink } from "../../lib/client-links";
import { useBotAnswer, type BotChallengeData } from "../../lib/bot-check";
import { deviceFingerprint } from "../../lib/device-fingerprint";
import { useHydrated } from "../../lib/use-hydrated";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import priceCss from "../../ui/price.css?url";
import { cartCss } from "../cart";
import checkoutCss from "./checkout.css?url";
import { COMPLETES_FLOW } from "../../lib/admission";
import type { Route } from "./+types/checkout-summary.route";
import { checkoutBag } from "./checkout.server";
import { cartDelivery } from "../../lib/delivery-summary";
import { DeliverySummary, PostalAddress } from "../../ui/DeliverySummary";
import { stepUrl, problemText, type ChosenTender } from "./checkout-flow";
import { challengeReturn, completeOrder, placeOrder, summaryPage } from "./summary.server";
import { CheckoutProblem, CheckoutSteps } from "./CheckoutSteps";
import { OrderAside } from "./OrderAside";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, deliveryCss, cartCss, checkoutCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("checkout.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

// Finishes a purchase or an order under way: never refused by a busy server.
export const handle = COMPLETES_FLOW;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const messages = pageMessages(params.locale, ["checkout", "cart", "delivery"]);
  // Back from the bank's challenge: the page finishes the order with its result.
  const challenge = challengeReturn(new URL(request.url));
  if (challenge) return { kind: "challenge" as const, challenge, messages };
  const bag = await checkoutBag(context, params.locale, request);
  return { kind: "summary" as const, ...(await summaryPage(bag, params.locale)), messages };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "complete") {
    const session = context.get(sessionContext);
    return completeOrder(session, context.get(hostContext).cookieSecure, params.locale, form);
  }
  const bag = await checkoutBag(context, params.locale, request);
  return placeOrder(bag, params.locale, form);
}

export default function CheckoutSummary({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.kind === "challenge") {
    return <ChallengeOutcome locale={params.locale} {...loaderData.challenge} />;
  }
  const { cart, tender, express, challenge, idempotencyKey } = loaderData;
  return (
    <SummaryView
      locale={params.locale}
      cart={cart}
      tender={tender}
      express={express}
      challenge={challenge}
      idempotencyKey={idempotencyKey}
      problem={actionData?.problem ?? loaderData.problem}
      today={loaderData.today}
    />
  );
}

type SummaryProps = {
  locale: string;
  cart: Cart;
  tender: ChosenTender | null;
  express: boolean;
  challenge: BotChallengeData | null;
  idempotencyKey: string;
  problem: string | null;
  /** The day delivery estimates count from (the loader's, so both renders agree). */
  today: string;
};

function SummaryView(props: SummaryProps) {
  const { locale, cart, tender, express, challenge, idempotencyKey, problem, today } = props;
  const t = useT();
  const word = useCodeWord();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const bot = useBotAnswer(challenge);
  // The device's fingerprint goes with the order as risk data (none without JavaScript).
  const [device, setDevice] = useState("");
  useEffect(() => {
    void deviceFingerprint().then((fingerprint) => setDevice(fingerprint ?? ""));
  }, []);
  // A send before the bot check is solved waits for it (the check runs as the page loads).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated || bot.solved || !challenge) return;
    event.preventDefault();
    const form = event.currentTarget;
    void bot.answer().then((answer) => {
      const sent = new FormData(form);
      sent.set("recaptcha_response", answer);
      void submit(sent, { method: "post" });
    });
  };
  const tenderText = !tender
    ? null
    : tender.code === "CREDIT_CARD"
      ? t("checkout.savedCard", { brand: tender.brand ?? "", lastFour: tender.lastFour ?? "" })
      : word("tender", tender.code);
  return (
    <div className="checkout">
      <CheckoutSteps locale={locale} current="summary" />
      <div className="checkout__main">
        <h1>{t("checkout.summaryHeading")}</h1>
        {express ? (
          <p className="notice notice--info" data-testid="express">
            {t("checkout.express")}
          </p>
        ) : null}
        <CheckoutProblem text={problemText(t, problem)} />
        <div className="checkout-review">
          <section className="checkout-review__part" aria-labelledby="review-delivery">
            <h2 id="review-delivery">{t("checkout.delivery")}</h2>
            <DeliverySummary
              parts={cartDelivery(cart)}
              currency={cart.currency}
              locale={locale}
              from={new Date(today)}
            />
            <a {...appLink(stepUrl(locale, "shipping", { edit: "1" }))} className="link-button">
              {t("checkout.edit")}
              <span className="visually-hidden"> {t("checkout.delivery")}</span>
            </a>
          </section>
          <section className="checkout-review__part" aria-labelledby="review-payment">
            <h2 id="review-payment">{t("checkout.payment")}</h2>
            {tenderText ? <p data-testid="review-tender">{tenderText}</p> : null}
            {cart.billingAddress ? <PostalAddress address={cart.billingAddress} /> : null}
            <a {...appLink(stepUrl(locale, "billing"))} className="link-button">
              {t("checkout.edit")}
              <span className="visually-hidden"> {t("checkout.payment")}</span>
            </a>
          </section>
        </div>
        <Form method="post" className="checkout-place" onSubmit={onSubmit} data-testid="place-form">
          <input type="hidden" name="intent" value="place" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {/* Without JavaScript the challenge goes back unanswered: the server accepts it after a
              person's reading time, a few times an hour per network (decision 0070). */}
          <input
            type="hidden"
            name="recaptcha_response"
            value={hydrated ? bot.solved : (challenge?.challenge ?? "")}
          />
          <input type="hidden" name="deviceFingerPrint" value={device} />
          <p className="muted">{t("checkout.terms")}</p>
          <button
            type="submit"
            className="button button--primary button--wide"
            aria-disabled={busy || undefined}
            data-testid="place-order"
          >
            {busy ? t("checkout.placing") : t("checkout.placeOrder")}
          </button>
        </Form>
      </div>
      <OrderAside cart={cart} locale={locale} event="add_payment_info" />
    </div>
  );
}

/**
 * Back from the bank's challenge: the result goes to the order (PATCH) by this form, sent at
 * once where JavaScript runs and by its button where it does not.
 */
function ChallengeOutcome({
  locale,
  orderNo,
  result,
  basketId,
}: {
  locale: string;
  orderNo: string;
  result: "Y" | "N";
  basketId: string | null;
}) {
  const t = useT();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current);
  }, [submit]);
  return (
    <div className="checkout">
      <CheckoutSteps locale={locale} current="summary" />
      <div className="checkout__main">
        <h1>{t("checkout.confirmingPayment")}</h1>
        <Form method="post" ref={form} data-testid="challenge-form">
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="orderNo" value={orderNo} />
          <input type="hidden" name="threeDS2Result" value={result} />
          {basketId ? <input type="hidden" name="basketId" value={basketId} /> : null}
          <button type="submit" className="button button--primary">
            {t("checkout.confirmPayment")}
          </button>
        </Form>
      </div>
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

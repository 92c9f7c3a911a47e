import { useActionData } from "react-router";
import type { Route } from "./+types/gift-card-balance.route";
import { sessionContext } from "../../lib/context";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import giftCardsCss from "./gift-cards.css?url";
import { checkBalance } from "./gift-card-balance.server";
import { GiftCardBalance } from "./GiftCardBalance";

// A gift card's balance for anyone who holds it (issue 26 point 1): the recipient's e-mail links
// here, and a recipient needs no account. The API limits the checks per address and locks a
// card after wrong PINs from anywhere (decision 0078).

export const links: Route.LinksFunction = () => stylesheets(giftCardsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("giftCards.balancePageTitle") },
  { name: "robots", content: "noindex" },
];

// Its answer is one card's balance: never kept by a cache.
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params.locale, ["giftcards"]) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  await session.ensureToken();
  return checkBalance(session, params.locale, await request.formData());
}

export default function GiftCardBalancePage({ params }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  return (
    <section className="gift-cards-page gift-card-balance-page">
      <h1>{t("giftCards.checkTitle")}</h1>
      <p>{t("giftCards.balanceIntro")}</p>
      <GiftCardBalance answer={answer} locale={params.locale} />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

import { GET_BOT_CHALLENGE, GET_CONSUMER } from "@ridgeline/contract";
import { redirect, useActionData } from "react-router";
import { usePageAuthHost } from "./page-auth-host";
import { SignInForm } from "./SignInForm";
import { revalidateAfterPost } from "../../lib/bot-check";
import { afterSignIn, refused, withNotice } from "./auth-form.server";
import { signInWithPassword } from "./auth.server";
import { afterCarriedOrder, carriedOrder } from "./carried-order.server";
import { takeCarriedEmail } from "./account-session.server";
import { withBagMerge } from "../cart/index.server";
import { carryConsent } from "../consent/index.server";
import { hostContext, sessionContext } from "../../lib/context";
import type { Route } from "./+types/sign-in.route";
import type { SignInAnswer, SignInData } from "./auth.types";
import { personalPage } from "../../lib/session.server";
import { metaT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.signIn.pageTitle") },
  { name: "robots", content: "noindex" },
];

// Every POST spends the page's bot-check challenge: reload the data for a fresh one.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs): Promise<SignInData> {
  const query = new URL(request.url).searchParams;
  const next = afterSignIn(query.get("next"), params.locale);
  const order = carriedOrder(query.get("orderNo"), query.get("st"));
  // Also the header dialog's words: it loads this page's data to show the form.
  const messages = pageMessages(params.locale, ["auth", "form-errors"]);
  const session = context.get(sessionContext);
  if (session.signedIn) {
    // The dialog's data reloads after its sign-in worked: it must not move the page.
    if (query.has("dialog")) return { next, order, bot: null, messages };
    throw redirect(next);
  }
  const bot = await session.api.call(GET_BOT_CHALLENGE, { query: { action: "login" } });
  return { next, order, email: takeCarriedEmail(context, request), bot, messages };
}

/**
 * Signs in from the page (then goes to `next` with the §8 message) or from the sign-in dialog
 * (`mode=dialog`: answers `done`, the shopper stays where they were and the page reloads its
 * data as a signed-in shopper).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const next = afterSignIn(form.get("next"), params.locale);
  const order = carriedOrder(form.get("orderNo"), form.get("st"));
  const session = context.get(sessionContext);
  const secure = context.get(hostContext).cookieSecure;
  let merged: boolean;
  let orderKept: boolean;
  try {
    let answer;
    ({ answer, merged } = await withBagMerge(session, params.locale, secure, () =>
      signInWithPassword(
        session,
        { email, password, botAnswer: String(form.get("recaptcha_response") ?? ""), order },
        secure,
      ),
    ));
    orderKept = answer.orderKept;
  } catch (error) {
    return refused(error, { email });
  }
  // A new device takes the choice the shopper recorded elsewhere (issue 29).
  await carryConsent(session, request, params.locale, secure);
  if (form.get("mode") === "dialog") {
    // The confirmation offers the enrolment to a partially enrolled profile (000 §4).
    const profile = await session.api
      .call(GET_CONSUMER, { query: { locale: params.locale } })
      .catch(() => null);
    const completeProfile = profile?.partiallyEnrolled ?? false;
    return { done: "signedIn" as const, completeProfile, merged } satisfies SignInAnswer;
  }
  const after = afterCarriedOrder(next, params.locale, order, orderKept);
  return redirect(
    withNotice(after.to, "signedIn", ...after.notices, ...(merged ? ["cartMerged"] : [])),
  );
}

// Only a dialog's reload after signing in has no challenge; the page itself then redirects.
const NO_BOT = { challenge: "", difficulty: 0 };

export default function SignIn({ loaderData, params }: Route.ComponentProps) {
  const { bot } = loaderData;
  const host = usePageAuthHost(params.locale, useActionData<typeof action>());
  return (
    <section className="auth-page">
      <SignInForm
        host={host}
        next={loaderData.next}
        order={loaderData.order ?? null}
        email={loaderData.email ?? ""}
        bot={bot ?? NO_BOT}
      />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

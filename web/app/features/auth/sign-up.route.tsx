import { data, redirect, useActionData } from "react-router";
import { usePageAuthHost } from "./page-auth-host";
import { GET_BOT_CHALLENGE, SIGN_UP, signUpRulesFor } from "@ridgeline/contract";
import { revalidateAfterPost } from "../../lib/bot-check";
import { SignUpForm } from "./SignUpForm";
import { afterSignIn, consentMissing, refused, withNotice } from "./auth-form.server";
import { signInWithPassword } from "./auth.server";
import { afterCarriedOrder, carriedOrder } from "./carried-order.server";
import { hostContext, sessionContext } from "../../lib/context";
import type { Route } from "./+types/sign-up.route";
import type { AuthProblem } from "./auth-form.server";
import type { SignUpAnswer, SignUpData } from "./auth.types";
import { personalPage } from "../../lib/session.server";
import { metaT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.signUp.pageTitle") },
  { name: "robots", content: "noindex" },
];

// Every POST spends the page's bot-check challenge: reload the data for a fresh one.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs): Promise<SignUpData> {
  const query = new URL(request.url).searchParams;
  const next = afterSignIn(query.get("next"), params.locale);
  const order = carriedOrder(query.get("orderNo"), query.get("st"));
  const rules = signUpRulesFor(params.locale.split("-")[1] ?? "");
  // Also the header dialog's words: it loads this page's data to show the form.
  const messages = pageMessages(params.locale, ["auth", "form-errors"]);
  const session = context.get(sessionContext);
  if (session.signedIn) {
    // The dialog's data reloads after its sign-up worked: it must not move the page.
    if (query.has("dialog")) return { next, order, rules, bot: null, messages };
    throw redirect(next);
  }
  // Creating the account is checked, and so is the sign-in that follows it.
  const [register, login] = await Promise.all([
    session.api.call(GET_BOT_CHALLENGE, { query: { action: "register" } }),
    session.api.call(GET_BOT_CHALLENGE, { query: { action: "login" } }),
  ]);
  return { next, order, rules, bot: { register, login }, messages };
}

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "postalCode",
  "phone",
  "gender",
  "email",
] as const;

/** The enrolment's `source` fields (000 §3 sign-up payload), when the form carries any. */
function signUpSourceOf(form: FormData) {
  const source: { store?: string; acquisitionType?: string; campaignName?: string } = {};
  for (const name of ["store", "acquisitionType", "campaignName"] as const) {
    const value = String(form.get(`source.${name}`) ?? "").trim();
    if (value) source[name] = value;
  }
  return Object.keys(source).length > 0 ? { source } : {};
}

/**
 * Creates the account and signs in; from the page it then goes to `next` (the account by
 * default) with the §8 message, from the sign-up dialog (`mode=dialog`) it answers `done`.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "").trim()]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const password = String(form.get("password") ?? "");
  const session = context.get(sessionContext);
  const unticked = consentMissing(form);
  if (unticked)
    return data<AuthProblem>({ errorId: "VAL400", field: unticked, values }, { status: 400 });
  const order = carriedOrder(form.get("orderNo"), form.get("st"));
  let orderKept: boolean;
  try {
    const gender =
      values.gender === "F" || values.gender === "M" || values.gender === "X"
        ? values.gender
        : undefined;
    await session.api.call(SIGN_UP, {
      query: { locale: params.locale },
      body: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password,
        isTermsConfirmed: form.get("isTermsConfirmed") === "on",
        subscriptions: {
          newsletterConsent: form.get("newsletter") === "on",
          smsNotificationConsent: form.get("sms") === "on",
          // Ticking the loyalty terms joins the loyalty programme.
          ...(form.get("loyalty") === "on"
            ? { loyaltyEnrollment: true, loyaltyConsent: true }
            : {}),
        },
        ...signUpSourceOf(form),
        recaptcha_response: String(form.get("recaptcha_response") ?? ""),
        ...(values.birthDate ? { birthDate: values.birthDate } : {}),
        ...(values.postalCode ? { postalCode: values.postalCode } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
        ...(gender ? { gender } : {}),
      },
    });
    ({ orderKept } = await signInWithPassword(
      session,
      {
        email: values.email,
        password,
        botAnswer: String(form.get("recaptcha_login") ?? ""),
        order,
      },
      context.get(hostContext).cookieSecure,
    ));
  } catch (error) {
    return refused(error, values);
  }
  if (form.get("mode") === "dialog")
    return { done: "accountCreated" as const } satisfies SignUpAnswer;
  const next = afterSignIn(form.get("next"), params.locale);
  const after = afterCarriedOrder(next, params.locale, order, orderKept);
  return redirect(withNotice(after.to, "accountCreated", ...after.notices));
}

// Only a dialog's reload after signing in has no challenge; the page itself then redirects.
const NO_BOT = {
  register: { challenge: "", difficulty: 0 },
  login: { challenge: "", difficulty: 0 },
};

export default function SignUp({ params, loaderData }: Route.ComponentProps) {
  const host = usePageAuthHost(params.locale, useActionData<typeof action>());
  return (
    <section className="auth-page">
      <SignUpForm
        host={host}
        next={loaderData.next}
        order={loaderData.order ?? null}
        rules={loaderData.rules}
        bot={loaderData.bot ?? NO_BOT}
      />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

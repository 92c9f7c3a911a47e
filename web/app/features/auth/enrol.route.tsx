import {
  ApiError,
  CONSUMER_LOOKUP,
  ENROL_CONSUMER,
  GET_BOT_CHALLENGE,
  GET_CONSUMER,
  GET_WELCOME_PROMO,
  PROFILE_INTERESTS,
  RETRIEVE_USER_DATA,
  UPDATE_CONSUMER,
  signUpRulesFor,
  type RetrievedUserData,
} from "@ridgeline/contract";
import { useEffect, useRef } from "react";
import { data, redirect } from "react-router";
import { EnrolAccountSteps } from "./EnrolAccountSteps";
import { EnrolProfileSteps } from "./EnrolProfileSteps";
import type { AccountProblem } from "../account/account.server";
import { accountRefusal, accountSession } from "../account/account.server";
import { revalidateAfterPost } from "../../lib/bot-check";
import { sessionContext } from "../../lib/context";
import { enrolPath, joinInterests, readEnrolSource, stepToShow } from "./enrolment";
import { languageOf, translator } from "../../lib/i18n";
import type { Route } from "./+types/enrol.route";
import type { EnrolData } from "./auth.types";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";
import enrolCss from "./enrol.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss, enrolCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("enrol.pageTitle") },
  { name: "robots", content: "noindex" },
];

// The sign-in and sign-up steps carry bot-check challenges, spent by every POST.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * The enrolment flow (000 §2, §4): `/{locale}/enrol?step=…` with the flow's query parameters.
 * Signed out it shows lookup, sign-in, sign-up or forgot password; signed in the
 * complete-profile steps, starting where §4 says.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<EnrolData> {
  const { locale } = params;
  const query = new URL(request.url).searchParams;
  const source = readEnrolSource(query);
  const rules = signUpRulesFor(locale.split("-")[1] ?? "");
  const session = context.get(sessionContext);
  if (!session.signedIn) {
    let invited: RetrievedUserData | null = null;
    let badLink = false;
    if (source.consumerId && source.email) {
      try {
        invited = await session.api.call(RETRIEVE_USER_DATA, {
          query: { locale },
          body: { consumerId: source.consumerId, email: source.email },
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        badLink = true;
      }
    }
    const requested = stepToShow(query.get("step"), { signedIn: false });
    // A link naming an account goes straight to signing in to it.
    const step = invited && requested === "lookup" ? "signin" : requested;
    const challenge = (action: "login" | "register") =>
      session.api.call(GET_BOT_CHALLENGE, { query: { action } });
    const bot =
      step === "signin" || step === "signup"
        ? {
            login: await challenge("login"),
            register: step === "signup" ? await challenge("register") : null,
          }
        : null;
    return { kind: "account" as const, step, source, rules, invited, badLink, bot };
  }
  const { session: shopper, guard } = accountSession(
    context,
    locale,
    enrolPath(locale, null, source),
  );
  const profile = await guard(
    shopper.api.call(GET_CONSUMER, { query: { locale, withLoyalty: "true" } }),
  );
  const step = stepToShow(query.get("step"), {
    signedIn: true,
    phone: profile.consumerDetails.phone,
    isLoyaltyMember: profile.isLoyaltyMember,
    partiallyEnrolled: profile.partiallyEnrolled,
  });
  let promo = null;
  if (profile.isLoyaltyMember && (step === "welcome" || step === "success")) {
    try {
      promo = await shopper.api.call(GET_WELCOME_PROMO, { query: { locale } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return { kind: "profile" as const, step, source, rules, profile, promo };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Each step's form: lookup, join (the loyalty offer), mobile, profile, interests. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale } = params;
  const source = readEnrolSource(new URL(request.url).searchParams);
  const form = await request.formData();
  const intent = text(form, "intent");
  const session = context.get(sessionContext);
  const next = (step: Parameters<typeof enrolPath>[1], extra?: Record<string, string>) =>
    redirect(enrolPath(locale, step, source, extra));
  const refuse = (errorId: string, field: string) => {
    const problem: AccountProblem = { intent, errorId, field, values: {} };
    return data(problem, { status: 400 });
  };
  try {
    if (intent === "lookup") {
      const email = text(form, "email");
      const found = await session.api.call(CONSUMER_LOOKUP, { query: { locale, email } });
      return next(found.accountExists ? "signin" : "signup", { email: found.email });
    }
    const { guard } = accountSession(context, locale, enrolPath(locale, null, source));
    const enrollments = {
      loyalty: true,
      ...(source.marketingSource ? { source: source.marketingSource } : {}),
      ...(source.referralCode ? { referralCode: source.referralCode } : {}),
    };
    if (intent === "join") {
      await guard(
        session.api.call(ENROL_CONSUMER, {
          query: { locale },
          body: { consumerProfile: { enrollments, subscriptions: { loyaltyConsent: true } } },
        }),
      );
      return next("welcome");
    }
    if (intent === "mobile") {
      const phone = text(form, "phone");
      if (!phone) return refuse("VAL400", "phone");
      await guard(
        session.api.call(UPDATE_CONSUMER, {
          query: { locale },
          body: { consumerProfile: { consumerDetails: { phone } } },
        }),
      );
      return next("profile");
    }
    if (intent === "profile") {
      const gender = text(form, "gender");
      await guard(
        session.api.call(UPDATE_CONSUMER, {
          query: { locale },
          body: {
            consumerProfile: {
              consumerDetails: {
                firstName: text(form, "firstName"),
                lastName: text(form, "lastName"),
                postalCode: text(form, "postalCode"),
                birthDate: text(form, "birthDate"),
                ...(gender === "F" || gender === "M" || gender === "X" ? { gender } : {}),
              },
            },
          },
        }),
      );
      return next("interests");
    }
    if (intent === "interests") {
      const joining = form.get("loyalty") === "on";
      const interests = joinInterests(form.getAll("interests").map(String), PROFILE_INTERESTS);
      const shoeSize = text(form, "preferredShoeSize");
      const subscriptions = {
        ...(joining ? { loyaltyConsent: true } : {}),
        ...(form.get("newsletter") === "on" ? { newsletterConsent: true } : {}),
      };
      await guard(
        session.api.call(ENROL_CONSUMER, {
          query: { locale },
          body: {
            consumerProfile: {
              // null clears the interests when every box was unticked ("" would keep them).
              preferences: {
                interests: interests || null,
                ...(shoeSize ? { preferredShoeSize: shoeSize } : {}),
              },
              ...(joining ? { enrollments } : {}),
              ...(Object.keys(subscriptions).length > 0 ? { subscriptions } : {}),
            },
          },
        }),
      );
      return next("success");
    }
    return refuse("VAL400", "intent");
  } catch (error) {
    if (error instanceof Response) throw error;
    return accountRefusal(error, intent, {
      email: text(form, "email"),
      phone: text(form, "phone"),
    });
  }
}

export default function Enrol({ loaderData, params }: Route.ComponentProps) {
  const { step } = loaderData;
  const page = useRef<HTMLElement>(null);
  const shown = useRef(step);
  // A new step is announced from its heading (not on the first page load).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const heading = page.current?.querySelector<HTMLElement>(".enrol-page__panel h2");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, [step]);
  return (
    <section ref={page} className="enrol-page" data-testid="enrol" data-step={step}>
      {loaderData.kind === "account" ? (
        <EnrolAccountSteps locale={params.locale} data={loaderData} />
      ) : (
        <EnrolProfileSteps locale={params.locale} data={loaderData} />
      )}
    </section>
  );
}

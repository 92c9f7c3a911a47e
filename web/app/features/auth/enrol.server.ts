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
import { data, redirect, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { readCookie, serializeCookie } from "../../lib/cookies";
import type { PageMessages } from "../../lib/i18n";
import { accountRefusal, accountSession } from "./account-session.server";
import type { AccountProblem, EnrolData } from "./auth.types";
import {
  enrolPath,
  isEnrolEmail,
  joinInterests,
  readEnrolSource,
  stepToShow,
  type EnrolSource,
  type EnrolStep,
} from "./enrolment";

/**
 * The enrolment flow's page (000 §2, §4) for its URL. Signed out it shows lookup, sign-in,
 * sign-up or forgot password (an invitation link naming an account goes to signing in to it);
 * signed in the complete-profile steps, starting where §4 says. Both carry the `messages` the
 * route sends: the answer is a union, which a spread in the route would not keep apart.
 */
export async function loadEnrolPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
  messages: PageMessages,
): Promise<EnrolData> {
  const query = new URL(request.url).searchParams;
  const secure = context.get(hostContext).cookieSecure;
  const session = context.get(sessionContext);
  const linked = readEnrolSource(query);
  if (query.has("email")) {
    // An old link or bookmark with the e-mail in its query still works: the address goes on
    // in the cookie and leaves the address bar (issue 11, point 11).
    if (linked.email) session.setCookies.push(enrolEmailCookie(linked.email, secure));
    const rest = new URLSearchParams(query);
    for (const name of ["email", "_routes"]) rest.delete(name);
    throw redirect(rest.size > 0 ? `/${locale}/enrol?${rest}` : `/${locale}/enrol`);
  }
  const carried = readCookie(request.headers.get("cookie"), "enrolEmail", secure) ?? "";
  const source: EnrolSource = {
    ...linked,
    ...(isEnrolEmail(carried) ? { email: carried } : {}),
  };
  const rules = signUpRulesFor(locale.split("-")[1] ?? "");
  if (session.signedIn && carried)
    // Signed in, the flow needs the address no longer.
    session.setCookies.push(serializeCookie("enrolEmail", "", 0, secure));
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
        ? await Promise.all([
            challenge("login"),
            step === "signup" ? challenge("register") : null,
          ]).then(([login, register]) => ({ login, register }))
        : null;
    return { kind: "account" as const, step, source, rules, invited, badLink, bot, messages };
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
  return { kind: "profile" as const, step, source, rules, profile, promo, messages };
}

/** How long the flow keeps the looked-up e-mail between its steps. */
const ENROL_EMAIL_MAX_AGE = 30 * 60;

/** The httpOnly cookie carrying the flow's e-mail from step to step, never the URL. */
function enrolEmailCookie(email: string, secure: boolean): string {
  return serializeCookie("enrolEmail", email, ENROL_EMAIL_MAX_AGE, secure);
}

/** One step's form as posted, with what the flow carries from step to step. */
export interface EnrolForm {
  context: Readonly<RouterContextProvider>;
  locale: string;
  intent: string;
  form: FormData;
  source: EnrolSource;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

const goTo = (step: EnrolStep, posted: EnrolForm, extra?: Record<string, string>) =>
  redirect(enrolPath(posted.locale, step, posted.source, extra));

const refuse = (posted: EnrolForm, errorId: string, field: string) => {
  const problem: AccountProblem = { intent: posted.intent, errorId, field, values: {} };
  return data(problem, { status: 400 });
};

/** The complete-profile steps are the signed-in shopper's; signed out they sign in first. */
const signedIn = (posted: EnrolForm) =>
  accountSession(posted.context, posted.locale, enrolPath(posted.locale, null, posted.source));

/** The loyalty offer's enrolment, with the flow's campaign and referral. */
const enrollments = (source: EnrolSource) => ({
  loyalty: true,
  ...(source.marketingSource ? { source: source.marketingSource } : {}),
  ...(source.referralCode ? { referralCode: source.referralCode } : {}),
});

/** Lookup: an e-mail with an account goes to signing in, any other to signing up. */
export async function lookUpAccount(posted: EnrolForm) {
  const email = text(posted.form, "email");
  const session = posted.context.get(sessionContext);
  const found = await session.api.call(CONSUMER_LOOKUP, {
    query: { locale: posted.locale, email },
  });
  const secure = posted.context.get(hostContext).cookieSecure;
  session.setCookies.push(enrolEmailCookie(found.email, secure));
  return goTo(found.accountExists ? "signin" : "signup", posted);
}

/** The loyalty offer taken: the shopper joins, then sees the welcome promo. */
export async function joinLoyalty(posted: EnrolForm) {
  const { session, guard } = signedIn(posted);
  await guard(
    session.api.call(ENROL_CONSUMER, {
      query: { locale: posted.locale },
      body: {
        consumerProfile: {
          enrollments: enrollments(posted.source),
          subscriptions: { loyaltyConsent: true },
        },
      },
    }),
  );
  return goTo("welcome", posted);
}

/** The mobile step: the phone (required) is saved, then the profile step. */
export async function saveMobile(posted: EnrolForm) {
  const { session, guard } = signedIn(posted);
  const phone = text(posted.form, "phone");
  if (!phone) return refuse(posted, "VAL400", "phone");
  await guard(
    session.api.call(UPDATE_CONSUMER, {
      query: { locale: posted.locale },
      body: { consumerProfile: { consumerDetails: { phone } } },
    }),
  );
  return goTo("profile", posted);
}

/** The profile step: name, postal code, birth date and gender, then the interests. */
export async function saveDetails(posted: EnrolForm) {
  const { session, guard } = signedIn(posted);
  const { form } = posted;
  const gender = text(form, "gender");
  await guard(
    session.api.call(UPDATE_CONSUMER, {
      query: { locale: posted.locale },
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
  return goTo("interests", posted);
}

/** The interests step: interests, shoe size and consents (joining too, if ticked); then done. */
export async function saveInterests(posted: EnrolForm) {
  const { session, guard } = signedIn(posted);
  const { form } = posted;
  const joining = form.get("loyalty") === "on";
  const interests = joinInterests(form.getAll("interests").map(String), PROFILE_INTERESTS);
  const shoeSize = text(form, "preferredShoeSize");
  const subscriptions = {
    ...(joining ? { loyaltyConsent: true } : {}),
    ...(form.get("newsletter") === "on" ? { newsletterConsent: true } : {}),
  };
  await guard(
    session.api.call(ENROL_CONSUMER, {
      query: { locale: posted.locale },
      body: {
        consumerProfile: {
          // null clears the interests when every box was unticked ("" would keep them).
          preferences: {
            interests: interests || null,
            ...(shoeSize ? { preferredShoeSize: shoeSize } : {}),
          },
          ...(joining ? { enrollments: enrollments(posted.source) } : {}),
          ...(Object.keys(subscriptions).length > 0 ? { subscriptions } : {}),
        },
      },
    }),
  );
  return goTo("success", posted);
}

/** A form naming no step: refused, once the shopper is known to be signed in. */
export async function refuseUnknownStep(posted: EnrolForm) {
  signedIn(posted);
  return refuse(posted, "VAL400", "intent");
}

/**
 * Runs one step's form: a step that works goes on to the next; an API refusal comes back as the
 * step's problem, with the e-mail and phone typed.
 */
export async function runEnrolStep(
  step: (posted: EnrolForm) => Promise<Response | ReturnType<typeof refuse>>,
  posted: EnrolForm,
) {
  try {
    return await step(posted);
  } catch (error) {
    if (error instanceof Response) throw error;
    return accountRefusal(error, posted.intent, {
      email: text(posted.form, "email"),
      phone: text(posted.form, "phone"),
    });
  }
}

import {
  ApiError,
  CASE_NUMBER_PATTERN,
  CLAIM_NUMBER_PATTERN,
  CONTACT_CATEGORIES,
  CREATE_CONTACT_CASE,
  CREATE_WARRANTY_CLAIM,
  GET_BOT_CHALLENGE,
  GET_CONSUMER,
  GET_EVENT,
  GET_LOYALTY_PROGRAMME,
  GET_NOTIFICATION_SETTINGS,
  LIST_SITES,
  PURCHASE_DETAIL,
  REGISTER_FOR_EVENT,
  SHIPPING_TERMS,
  UPDATE_NOTIFICATION_SETTINGS,
  isBotDefenceRefusal,
} from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { sessionContext } from "../../lib/context";
import { accountSession, signInPath } from "../auth/index.server";
import type { HelpProblem } from "./help-errors";
import { returnWindowDays, warrantyLines } from "./help-pages";

/**
 * The pages' server side (issue 14 point 7): each loader reads what its page shows through the
 * API, in the site's locale; each action sends a form and answers a refusal as the page's data
 * (with what was typed) or, once it worked, goes back to the page with the outcome in its URL.
 */

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** A refusal (4xx) as the form's answer; anything else goes to the error boundary. */
function refused(error: unknown, values: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const problem: HelpProblem = {
    errorId: error.errorId,
    field: error.details[0]?.field ?? null,
    values,
    ...(isBotDefenceRefusal(error) ? { botDefence: true as const } : {}),
  };
  return data(problem, { status: error.status });
}

// ---- Contact us

export async function loadContactPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  url: URL,
) {
  const session = context.get(sessionContext);
  const [lists, challenge, profile] = await Promise.all([
    session.api.call(CONTACT_CATEGORIES, { query: { locale } }),
    session.api.call(GET_BOT_CHALLENGE, { query: { action: "contactUs" } }),
    // A signed-in shopper's name and e-mail fill the form.
    session.signedIn
      ? session.api.call(GET_CONSUMER, { query: { locale } }).catch(() => null)
      : null,
  ]);
  const sent = url.searchParams.get("case");
  const details = profile?.consumerDetails;
  return {
    categories: lists.categories,
    challenge,
    caseNumber: sent && CASE_NUMBER_PATTERN.test(sent) ? sent : null,
    prefill: {
      name: details ? [details.firstName, details.lastName].filter(Boolean).join(" ") : "",
      email: details?.email ?? "",
    },
  };
}

export async function sendContactCase(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const session = context.get(sessionContext);
  const values = {
    category: text(form, "category"),
    subject: text(form, "subject"),
    name: text(form, "name"),
    email: text(form, "email"),
    orderNumber: text(form, "orderNumber").toUpperCase(),
    message: String(form.get("message") ?? ""),
  };
  let caseNumber: string;
  try {
    ({ caseNumber } = await session.api.call(CREATE_CONTACT_CASE, {
      query: { locale },
      body: { ...values, recaptcha_response: text(form, "recaptcha_response") },
    }));
  } catch (error) {
    return refused(error, values);
  }
  return redirect(`/${locale}/help/contact-us?case=${encodeURIComponent(caseNumber)}`);
}

// ---- Information pages

export async function loadReturnsPage(context: Readonly<RouterContextProvider>, locale: string) {
  const { sites } = await context.get(sessionContext).api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.locale === locale);
  return { days: returnWindowDays(site?.siteId ?? "") };
}

export async function loadShippingTerms(context: Readonly<RouterContextProvider>, locale: string) {
  return context.get(sessionContext).api.call(SHIPPING_TERMS, { query: { locale } });
}

export async function loadProgramme(context: Readonly<RouterContextProvider>, locale: string) {
  const session = context.get(sessionContext);
  return {
    programme: await session.api.call(GET_LOYALTY_PROGRAMME, { query: { locale } }),
    signedIn: session.signedIn,
  };
}

// ---- Warranty

export async function loadWarrantyPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  url: URL,
) {
  const page = `/${locale}/help/warranty${url.search}`;
  const { session, guard } = accountSession(context, locale, page);
  const orderNumber = (url.searchParams.get("order") ?? "").trim().toUpperCase();
  const claimed = url.searchParams.get("claim");
  const claimNumber = claimed && CLAIM_NUMBER_PATTERN.test(claimed) ? claimed : null;
  if (!orderNumber) return { orderNumber, lines: null, claimNumber, missing: false };
  try {
    const order = await guard(
      session.api.call(PURCHASE_DETAIL, { params: { orderId: orderNumber }, query: { locale } }),
    );
    return { orderNumber, lines: warrantyLines(order), claimNumber, missing: false };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { orderNumber, lines: null, claimNumber, missing: true };
    throw error;
  }
}

/**
 * Sends a warranty claim for the signed-in shopper (the lead's order page mounts
 * `WarrantyForm` with its own action calling this). A refusal is the form's answer; success
 * goes to `done` with `?claim=` added.
 */
export async function sendWarrantyClaim(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
  done: string,
) {
  const { session, guard } = accountSession(context, locale, done);
  const values = {
    orderNumber: text(form, "orderNumber").toUpperCase(),
    lineNo: text(form, "lineNo"),
    issue: String(form.get("issue") ?? ""),
  };
  let claimNumber: string;
  try {
    ({ claimNumber } = await guard(
      session.api.call(CREATE_WARRANTY_CLAIM, {
        query: { locale },
        body: {
          orderNumber: values.orderNumber,
          // An item not chosen is sent as none, so the API names the field (VAL400 lineNo).
          ...(/^\d{1,4}$/.test(values.lineNo) ? { lineNo: Number(values.lineNo) } : {}),
          issue: values.issue,
        },
      }),
    ));
  } catch (error) {
    return refused(error, values);
  }
  const separator = done.includes("?") ? "&" : "?";
  return redirect(`${done}${separator}claim=${encodeURIComponent(claimNumber)}`);
}

// ---- Events

export async function loadEventPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  eventId: string,
  url: URL,
) {
  const session = context.get(sessionContext);
  let event;
  try {
    event = await session.api.call(GET_EVENT, { params: { eventId }, query: { locale } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
  const profile = session.signedIn
    ? await session.api.call(GET_CONSUMER, { query: { locale } }).catch(() => null)
    : null;
  const details = profile?.consumerDetails;
  const done = url.searchParams.get("registered");
  return {
    event,
    signedIn: session.signedIn,
    signInPath: signInPath(locale, `/${locale}/events/${eventId}`),
    done: done === "new" || done === "updated" ? done : null,
    prefill: {
      email: details?.email ?? "",
      firstName: details?.firstName ?? "",
      lastName: details?.lastName ?? "",
      phoneNumber: details?.phone ?? "",
    },
  };
}

export async function registerForEvent(
  context: Readonly<RouterContextProvider>,
  locale: string,
  eventId: string,
  form: FormData,
) {
  const page = `/${locale}/events/${eventId}`;
  const { session, guard } = accountSession(context, locale, page);
  const values = {
    email: text(form, "email"),
    firstName: text(form, "firstName"),
    lastName: text(form, "lastName"),
    gender: text(form, "gender"),
    phoneNumber: text(form, "phoneNumber"),
    plusOne: text(form, "plusOne"),
    attendingDays: form.getAll("attendingDays").map(String).join(","),
    eventTermsAccepted: form.get("eventTermsAccepted") === "on" ? "on" : "",
  };
  let updated: boolean;
  try {
    ({ updated } = await guard(
      session.api.call(REGISTER_FOR_EVENT, {
        query: { locale },
        body: {
          email: values.email,
          attendingDays: values.attendingDays,
          eventId,
          // An unticked box goes as false: the API refuses it at its field.
          eventTermsAccepted: (values.eventTermsAccepted === "on") as true,
          firstName: values.firstName,
          lastName: values.lastName,
          ...(values.gender ? { gender: values.gender as "F" } : {}),
          ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
          plusOne: values.plusOne,
          registrationTimestamp: new Date().toISOString(),
        },
      }),
    ));
  } catch (error) {
    return refused(error, values);
  }
  // A content block's join form on another page (issue 28) shows its own confirmation.
  if (form.get("mode") === "inline") return { done: updated ? "updated" : "new" };
  return redirect(`${page}?registered=${updated ? "updated" : "new"}`);
}

// ---- Back-in-stock settings (the notifications area's calls)

export async function loadNotificationSettings(
  context: Readonly<RouterContextProvider>,
  locale: string,
  url: URL,
) {
  const { session, guard } = accountSession(context, locale, `/${locale}/account/notifications`);
  const settings = await guard(session.api.call(GET_NOTIFICATION_SETTINGS, { query: { locale } }));
  const done = url.searchParams.get("done");
  return { settings, done: done === "saved" || done === "removed" ? done : null };
}

export async function changeNotificationSettings(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const page = `/${locale}/account/notifications`;
  const { session, guard } = accountSession(context, locale, page);
  const intent = text(form, "intent");
  const change =
    intent === "remove"
      ? { remove: [text(form, "upc")] }
      : { backInStock: text(form, "backInStock") === "on" };
  try {
    await guard(
      session.api.call(UPDATE_NOTIFICATION_SETTINGS, { query: { locale }, body: change }),
    );
  } catch (error) {
    return refused(error, {});
  }
  return redirect(`${page}?done=${intent === "remove" ? "removed" : "saved"}`);
}

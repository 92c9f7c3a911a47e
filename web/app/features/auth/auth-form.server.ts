import { ApiError, isBotDefenceRefusal } from "@ridgeline/contract";
import { data } from "react-router";
import { safeRedirect } from "../../lib/safe-redirect";

/** A refused sign-in or sign-up, as its page shows it: the code, the field, what was typed. */
export interface AuthProblem {
  errorId: string;
  field: string | null;
  values: Record<string, string>;
  /** The bot defence refused the answer: the page sends the form once more (000 §4). */
  botDefence?: true;
}

/** Turns an API refusal into the page's answer (the same status); anything else is thrown. */
export function refused(error: unknown, values: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const problem: AuthProblem = {
    errorId: error.errorId,
    field: error.details[0]?.field ?? null,
    values,
    ...(isBotDefenceRefusal(error) ? { botDefence: true as const } : {}),
  };
  return data(problem, { status: error.status });
}

/** Where signing in or up goes: `next` when it is a page of this locale, else the account. */
export function afterSignIn(next: unknown, locale: string): string {
  return safeRedirect(next, `/${locale}/account`, `/${locale}`);
}

/** A same-site path with messages of 000 §8 for the page to show (`?notice=…&notice=…`). */
export function withNotice(path: string, ...notices: string[]): string {
  const target = new URL(path, "http://local");
  target.searchParams.delete("notice");
  for (const notice of notices) target.searchParams.append("notice", notice);
  return `${target.pathname}${target.search}`;
}

/** 000 §2: pages whose route names hold these words are the shopper's own; they go home on logout. */
const PRIVATE_ROUTE = /cart|checkout|favorites|account/;

/**
 * Where signing out lands, with its "signed out" notice: back on the page the shopper was on,
 * unless that page was their own (bag, checkout, favourites, account), which goes home.
 */
export function afterSignOut(returnTo: unknown, locale: string): string {
  const home = `/${locale}`;
  const back = safeRedirect(returnTo, home, home);
  const { pathname } = new URL(back, "http://store.invalid");
  return withNotice(PRIVATE_ROUTE.test(pathname) ? home : back, "signedOut");
}

/**
 * What the form asks beyond the API (which knows only `isTermsConfirmed`): the privacy policy
 * read, and the SMS terms accepted when the SMS box is ticked (000 §2).
 */
export function consentMissing(form: FormData): "policy" | "sms" | null {
  if (form.get("policy") !== "on") return "policy";
  if (form.get("sms") === "on" && form.get("smsTermsAccepted") !== "on") return "sms";
  return null;
}

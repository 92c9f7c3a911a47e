import { ApiError } from "@ridgeline/contract";
import { data } from "react-router";

/** A refused sign-in or sign-up, as its page shows it: the code, the field, what was typed. */
export interface AuthProblem {
  errorId: string;
  field: string | null;
  values: Record<string, string>;
}

/** Turns an API refusal into the page's answer (the same status); anything else is thrown. */
export function refused(error: unknown, values: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const problem: AuthProblem = {
    errorId: error.errorId,
    field: error.details[0]?.field ?? null,
    values,
  };
  return data(problem, { status: error.status });
}

/** A same-site path to go back to after signing in; anything else goes to the account. */
export function safeNext(value: string | null, locale: string): string {
  return value && /^\/[a-z]{2}-[a-z0-9]{2,3}(\/[^/\\]|$)/.test(value) && !value.startsWith("//")
    ? value
    : `/${locale}/account`;
}

/** 000 §2: pages whose route names hold these words are the shopper's own; they go home on logout. */
const PRIVATE_ROUTE = /cart|checkout|favorites|account/;

/**
 * Where signing out lands, with its "signed out" notice: back on the page the shopper was on,
 * unless that page was their own (bag, checkout, favourites, account), which goes home.
 */
export function afterSignOut(returnTo: string | null, locale: string): string {
  const home = `/${locale}`;
  const back = safeNext(returnTo, locale);
  const target = new URL(back, "http://store.invalid");
  const path = back === `/${locale}/account` || PRIVATE_ROUTE.test(target.pathname) ? home : back;
  const landing = new URL(path, "http://store.invalid");
  if (path !== home) landing.search = target.search;
  landing.searchParams.delete("notice");
  landing.searchParams.set("notice", "signedOut");
  return `${landing.pathname}${landing.search}`;
}

import type { DecisionName } from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { hostContext } from "./context";

/** The page types the server keeps shared pages of, each with its own time limits. */
export type SharedPageType = "home" | "category" | "search" | "product" | "content";

/**
 * A page route's `handle` that makes it shared (issue 27, decision 0088): rendered once for
 * every shopper with the same decisions, without their cookies, and kept by the server's page
 * cache; what is personal arrives after first paint. A query parameter in `personalParams`
 * (a form's answer, a choice being remembered) makes that one request personal.
 */
export interface SharedPageHandle {
  cache: { type: SharedPageType; personalParams?: readonly string[] };
}

/** The request's decision, read by a loader; the page is kept under its value. */
export function decision(context: Readonly<RouterContextProvider>, name: DecisionName): string {
  return context.get(hostContext).page.decision(name);
}

/** Whether this render is a shared page's (no cookies, no token: a guest's view). */
export function isSharedRender(context: Readonly<RouterContextProvider>): boolean {
  return context.get(hostContext).page.shared;
}

/**
 * The page at `path` again, shown as the shopper's own (`?mine=1`): where a form sent without
 * JavaScript sends the shopper back to a shared page, whose kept copy would not show the
 * outcome (a filled heart, the bag's new count).
 */
export function ownView(path: string): string {
  const [base = "", query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("mine", "1");
  return `${base}?${params}`;
}

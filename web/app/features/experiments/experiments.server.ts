import {
  ApiError,
  RECORD_CONVERSION,
  RECORD_EXPOSURES,
  VISITOR_ID,
  cookieName,
  cookieValue,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { decision } from "../../lib/page-render";

/**
 * The page server's reports of the store's experiments (issue 29): it holds the visitor's id
 * (an HttpOnly cookie) and sends exposures and conversions on the visitor's behalf, only while
 * their consent allows targeting. A report that cannot be made is dropped, never the page.
 */
function visitorOf(context: Readonly<RouterContextProvider>, request: Request): string | null {
  if (!decision(context, "consent").split(",").includes("C0004")) return null;
  const host = context.get(hostContext);
  const id = cookieValue(request.headers.get("cookie"), cookieName("visitor", host.cookieSecure));
  return id !== null && VISITOR_ID.test(id) ? id : null;
}

async function quietly(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`experiments report: ${error.errorId} ${error.message}`);
  }
}

/** A page showed these flags' variations (the store decides again which). */
export async function reportExposures(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
  flagKeys: readonly string[],
): Promise<void> {
  const visitorId = visitorOf(context, request);
  if (!visitorId || flagKeys.length === 0) return;
  const api = context.get(sessionContext).api;
  await quietly(() =>
    api.call(RECORD_EXPOSURES, { body: { visitorId, site: locale, flagKeys: [...flagKeys] } }),
  );
}

/** The visitor added to bag, or bought (`revenue` in minor units, once per `conversionKey`). */
export async function reportConversion(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
  conversion:
    { eventKey: "add_to_bag" } | { eventKey: "purchase"; revenue: number; conversionKey: string },
): Promise<void> {
  const visitorId = visitorOf(context, request);
  if (!visitorId) return;
  const api = context.get(sessionContext).api;
  await quietly(() =>
    api.call(RECORD_CONVERSION, { body: { visitorId, site: locale, ...conversion } }),
  );
}

import {
  ApiError,
  DECIDE_PERSONALISATION,
  PERSONALISATION_EVENT,
  VISITOR_ID,
  cookieName,
  cookieValue,
} from "@ridgeline/contract";
import { data } from "react-router";
import { z } from "zod";
import { hostContext, sessionContext } from "../../lib/context";
import { decision } from "../../lib/page-render";
import type { Route } from "./+types/personalisation.route";

/** What the page sends: the visit's events it alone knows (screen size, referrer, …). */
const ASKED = z.object({ events: z.array(PERSONALISATION_EVENT).min(1).max(30) }).strict();

/** Nothing to show. */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * `POST /{locale}/personalisation` (JSON `{ events }`): the page's experiences that no
 * experiment decided ask the store's engine (issue 29). The page server adds what the page
 * cannot know or must not choose: the visitor's id (HttpOnly) and the signed-in shopper (their
 * token). Without targeting consent there is no call: every experience keeps its baseline.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const consent = decision(context, "consent").split(",");
  const host = context.get(hostContext);
  const visitorId = cookieValue(
    request.headers.get("cookie"),
    cookieName("visitor", host.cookieSecure),
  );
  if (!consent.includes("C0004") || !visitorId || !VISITOR_ID.test(visitorId))
    return Response.json({ decisions: {} });
  const asked = ASKED.safeParse(await request.json().catch(() => null));
  if (!asked.success) return Response.json({ decisions: {} }, { status: 400 });
  try {
    const answer = await context.get(sessionContext).api.call(DECIDE_PERSONALISATION, {
      params: { brand: host.brand },
      body: { monetateId: visitorId, channel: "ECOMM", events: asked.data.events },
    });
    const decisions = Object.fromEntries(
      (answer.data.responses[0]?.actions ?? []).map((action) => [
        action.component,
        action.json.variantId === null
          ? { variant: "Baseline" }
          : { variantId: action.json.variantId },
      ]),
    );
    return Response.json({ decisions });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`personalisation: ${error.errorId} ${error.message}`);
    return Response.json({ decisions: {} });
  }
}

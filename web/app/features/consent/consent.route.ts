import { redirect } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { safeRedirect } from "../../lib/safe-redirect";
import { choiceOfForm, consentCookies } from "./consent-choice";
import { recordConsent } from "./consent.server";
import type { Route } from "./+types/consent.route";

/** Nothing to show: the banner and the preference centre live on every page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}

/**
 * A consent choice sent to the store (issue 29): the banner's form without JavaScript (its
 * cookies are set here, and the shopper goes back to the page), and with it the record of a
 * signed-in shopper's choice (`respond=json`: the page wrote its cookies itself).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const allowed = choiceOfForm(form);
  const session = context.get(sessionContext);
  session.setCookies.push(
    ...consentCookies(allowed, new Date(), context.get(hostContext).cookieSecure),
  );
  const recorded = await recordConsent(session, params.locale, allowed);
  if (form.get("respond") === "json") return Response.json({ allowed, recorded });
  const home = `/${params.locale}`;
  return redirect(safeRedirect(form.get("next"), home, home), 303);
}

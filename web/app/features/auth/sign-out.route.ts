import { redirect } from "react-router";
import { afterSignOut } from "./auth-form.server";
import { signOut } from "./auth.server";
import { hostContext, sessionContext } from "../../lib/context";
import type { Route } from "./+types/sign-out.route";

// Signing out changes state, so only a POST does it; a link or a crawler just goes home.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}

/**
 * 000 §4: logout clears the shopper's state and fetches a guest token; the shopper stays on
 * the page they were on (`returnTo`) unless it was one of their own (000 §2), which goes home.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  await signOut(context.get(sessionContext), context.get(hostContext).cookieSecure);
  return redirect(afterSignOut(form.get("returnTo"), params.locale));
}

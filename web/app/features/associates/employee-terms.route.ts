import { ApiError } from "@ridgeline/contract";
import { redirect } from "react-router";
import { answerEmployeeTerms } from "./roles.server";
import { safeRedirect } from "../../lib/safe-redirect";
import type { Route } from "./+types/employee-terms.route";

/** Nothing to show: the dialog lives on every page (locale layout). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}

/** The employee-terms dialog's answer: accept (the discount applies) or decline for now. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const home = `/${params.locale}`;
  // Back to the page the dialog was on.
  const next = safeRedirect(form.get("next"), home, home);
  try {
    await answerEmployeeTerms(context, form.get("answer") === "accept");
  } catch (error) {
    // A session that ended meanwhile is asked again at its next sign-in.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
  }
  return redirect(next);
}

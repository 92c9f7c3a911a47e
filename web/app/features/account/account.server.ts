import type { ApiClient } from "@ridgeline/contract";
import { redirect, type RouterContextProvider } from "react-router";
import { accountRefusal, accountSession } from "../auth/index.server";

/** Back to the page after a change that worked, with a message for it (`?done=saved`). */
export function doneRedirect(path: string, done: string): Response {
  return redirect(`${path}?done=${encodeURIComponent(done)}`);
}

/**
 * One account form sent for the signed-in shopper: `call` speaks to the API (a 401 goes to the
 * sign-in page and back to `page`); a refusal is the page's answer, showing `values` again, and
 * success goes back to `page` with its `done` message.
 */
export async function submitAccountForm(
  context: Readonly<RouterContextProvider>,
  locale: string,
  page: string,
  form: { intent: string; values?: Record<string, string>; done: string },
  call: (api: ApiClient) => Promise<unknown>,
) {
  const { session, guard } = accountSession(context, locale, page);
  try {
    await guard(call(session.api));
  } catch (error) {
    return accountRefusal(error, form.intent, form.values ?? {});
  }
  return doneRedirect(page, form.done);
}

/**
 * The page's own path and query, to come back to after signing in. Built from the route, not
 * from `request.url`, which is the `.data` URL when the browser asks for the data alone.
 */
export function pageWithQuery(path: string, request: Request): string {
  const { search } = new URL(request.url);
  const query = new URLSearchParams(search);
  query.delete("_routes");
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

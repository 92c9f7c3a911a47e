import { ApiError, isBotDefenceRefusal, type ApiClient } from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { sessionContext, type ShopperSession } from "../../lib/context";
import type { AccountProblem } from "./account.types";

/** The sign-in page's path, coming back to `path` (a path of this site) afterwards. */
export function signInPath(locale: string, path: string): string {
  return `/${locale}/sign-in?next=${encodeURIComponent(path)}`;
}

/** The sign-in page, coming back to `path` afterwards. */
function signInFor(locale: string, path: string): Response {
  return redirect(signInPath(locale, path));
}

/**
 * The signed-in shopper of an account page, and a way to call the API for them: a session
 * that is not signed in, or whose token the API refuses (401), goes to the sign-in page and
 * comes back to `path`.
 */
export function accountSession(
  context: Readonly<RouterContextProvider>,
  locale: string,
  path: string,
): { session: ShopperSession; guard: <T>(call: Promise<T>) => Promise<T> } {
  const session = context.get(sessionContext);
  if (!session.signedIn) throw signInFor(locale, path);
  return {
    session,
    guard: async (call) => {
      try {
        return await call;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw signInFor(locale, path);
        throw error;
      }
    },
  };
}

/**
 * Turns an API refusal (4xx) into the page's answer with the same status; anything else is
 * thrown. `values` are what the form shows again: never a card number or security code.
 */
export function accountRefusal(error: unknown, intent: string, values: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const problem: AccountProblem = {
    intent,
    errorId: error.errorId,
    field: error.details[0]?.field ?? null,
    values,
    // A bot-checked form sends itself once more after this refusal (000 §4).
    ...(isBotDefenceRefusal(error) ? { botDefence: true as const } : {}),
  };
  return data(problem, { status: error.status });
}

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

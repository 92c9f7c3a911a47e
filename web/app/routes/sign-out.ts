import { redirect } from "react-router";
import { signOut } from "../lib/auth.server";
import { sessionContext } from "../lib/context";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST does it; a link or a crawler just goes home.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}

/** 000 §4: logout clears the shopper's state, fetches a guest token and goes home. */
export async function action({ params, context }: Route.ActionArgs) {
  await signOut(context.get(sessionContext));
  return redirect(`/${params.locale}?notice=signedOut`);
}

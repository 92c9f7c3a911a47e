import { LIST_SITES } from "@ridgeline/contract";
import { redirect } from "react-router";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/associate-login-redirect.route";

/** The spec's bare `/associate-login` (000 §2) goes to the default site's associate login. */
export async function loader({ context }: Route.LoaderArgs) {
  const { sites } = await context.get(sessionContext).api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.isDefault) ?? sites[0];
  throw redirect(`/${site?.locale ?? "en-us"}/associate-login`, 302);
}

import { LIST_SITES } from "@ridgeline/contract";
import { redirect } from "react-router";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/root-redirect.route";

/** Bare `/` goes to the default site's home page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { sites } = await context.get(sessionContext).api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.isDefault) ?? sites[0];
  throw redirect(`/${site?.locale ?? "en-us"}`, 302);
}

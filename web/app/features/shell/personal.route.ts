import { personalPage } from "../../lib/session.server";
import { loadPersonal, siteOf } from "./shell.server";
import type { Route } from "./+types/personal.route";

/**
 * What a shared page shows of its shopper, asked for after first paint (decision 0088): the
 * bag's count, signed in or not, hearts, in-store bar, employee terms and messages. A resource
 * route: JSON, never kept by any cache (`personalPage`).
 */
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { site } = await siteOf(context, params.locale);
  return loadPersonal(context, site, request);
}

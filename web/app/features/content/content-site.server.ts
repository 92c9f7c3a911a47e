import { LIST_SITES, type Site } from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { sessionContext } from "../../lib/context";

/** The store's site of a page's locale (a 404 for one that is not a site). */
export async function siteOfLocale(
  context: Readonly<RouterContextProvider>,
  locale: string,
): Promise<Site> {
  const { sites } = await context.get(sessionContext).api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.locale === locale);
  if (!site) throw data(null, { status: 404 });
  return site;
}

import { LIST_SITES, PRODUCT_SEARCH } from "@ridgeline/contract";
import { hostContext, sessionContext } from "../../lib/context";
import { PRODUCTS_PER_SITEMAP, sitemapIndex, xmlResponse } from "./sitemap.server";
import type { Route } from "./+types/sitemap-index.route";

/** `/sitemap.xml`: one sitemap file per site and block of products. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(sessionContext);
  const { sites } = await api.call(LIST_SITES);
  const files: string[] = [];
  for (const site of sites) {
    const { total } = await api.call(PRODUCT_SEARCH, { query: { locale: site.locale, count: 1 } });
    const count = Math.max(1, Math.ceil(total / PRODUCTS_PER_SITEMAP));
    for (let file = 1; file <= count; file++) files.push(`/sitemaps/${site.locale}/${file}.xml`);
  }
  return xmlResponse(sitemapIndex(context.get(hostContext).publicOrigin, files));
}

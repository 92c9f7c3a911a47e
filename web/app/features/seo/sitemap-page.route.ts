import { GET_CATALOG, LIST_SITES, PRODUCT_SEARCH, type CategoryNode } from "@ridgeline/contract";
import { data } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { LEGAL_SLUGS } from "../legal";
import { PRODUCTS_PER_SITEMAP, urlSet, xmlResponse } from "./sitemap.server";
import type { Route } from "./+types/sitemap-page.route";

const PAGE = 100;

function categoryUrls(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.url, ...categoryUrls(node.children)]);
}

/** `/sitemaps/{locale}/{n}.xml`: the home, category and legal pages (file 1) and a block of products. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = /^([1-9]\d{0,3})\.xml$/.exec(params.file)?.[1];
  const { api } = context.get(sessionContext);
  const { sites } = await api.call(LIST_SITES);
  if (!file || !sites.some((site) => site.locale === params.locale))
    throw data(null, { status: 404 });
  const locale = params.locale;
  const first = (Number(file) - 1) * PRODUCTS_PER_SITEMAP;
  const paths: string[] = [];
  if (first === 0) {
    const { categories } = await api.call(GET_CATALOG, { query: { locale } });
    paths.push(
      `/${locale}`,
      ...categoryUrls(categories),
      ...LEGAL_SLUGS.map((slug) => `/${locale}/${slug}`),
    );
  }
  for (let start = first; start < first + PRODUCTS_PER_SITEMAP; start += PAGE) {
    const page = await api.call(PRODUCT_SEARCH, {
      query: { locale, sort: "newest", start, count: PAGE },
    });
    paths.push(...page.products.map((product) => product.url));
    if (start + PAGE >= page.total) break;
  }
  if (paths.length === 0) throw data(null, { status: 404 });
  return xmlResponse(urlSet(context.get(hostContext).publicOrigin, paths));
}

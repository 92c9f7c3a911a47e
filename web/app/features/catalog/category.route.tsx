import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { ProductListing } from "./ProductListing";
import { SearchFacets } from "./SearchFacets";
import { BreadcrumbJsonLd } from "../seo";
import { canonicalLink } from "../../lib/canonical";
import { loadCategoryPage } from "./listing.server";
import { listingSizeRun } from "./search-filters";
import type { Route } from "./+types/category.route";
import { metaT, plural, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import breadcrumbsCss from "../../ui/breadcrumbs.css?url";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import facetsCss from "./facets.css?url";
import compareCss from "./compare.css?url";
import { productCss } from "../product";
import { storesCss } from "../stores";
import { favoritesCss } from "../favorites";
import { appLink } from "../../lib/client-links";
import type { SharedPageHandle } from "../../lib/page-render";
import { useShellData } from "../../lib/shell-data";
import { Block, Blocks } from "../../blocks/Blocks";
import { HeadingLevelContext } from "../../blocks/block-context";
import { loadCategoryContent } from "../content/index.server";

export const links: Route.LinksFunction = () =>
  stylesheets(
    breadcrumbsCss,
    priceCss,
    ratingCss,
    catalogCss,
    facetsCss,
    compareCss,
    productCss,
    storesCss,
    favoritesCss,
  );

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const self = page.category.breadcrumbs.at(-1);
  const canonical = self ? (page.page > 1 ? `${self.url}?page=${page.page}` : self.url) : null;
  const t = metaT(matches);
  const count = plural(t, "listing.count", page.total);
  return [
    { title: `${page.category.name} | Ridgeline Outfitters` },
    {
      name: "description",
      content: t("listing.metaDescription", { name: page.category.name, count }),
    },
    ...(canonical ? [canonicalLink(matches, canonical)] : []),
  ];
};

/** Shared (decision 0088): kept by the server's page cache under the decisions it reads. */
export const handle = {
  cache: { type: "category", personalParams: ["pickStore", "pickStoreName"] },
} satisfies SharedPageHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadCategoryPage(context, params, request);
  const ids = [page.category.id, ...page.category.breadcrumbs.map((crumb) => crumb.id).reverse()];
  return {
    ...page,
    // Its espots and banners (issue 28): the category's own content, else its parent's.
    content: await loadCategoryContent(context, params.locale, [...new Set(ids)], request),
    messages: pageMessages(params.locale, ["listing", "compare", "store-picker"]),
  };
}

export default function Category({ loaderData, params }: Route.ComponentProps) {
  const { category, products, total, start, sort, page, pages } = loaderData;
  const shell = useShellData();
  const t = useT();
  return (
    <>
      {shell ? <BreadcrumbJsonLd origin={shell.origin} items={category.breadcrumbs} /> : null}
      <Breadcrumbs items={category.breadcrumbs} />
      <Blocks blocks={loaderData.content.top} className="content-slot" />
      <ProductListing
        title={category.name}
        locale={params.locale}
        products={products}
        total={total}
        start={start}
        sort={sort}
        page={page}
        pages={pages}
        list={{ name: "Product List", category: category.name, categoryId: category.id }}
        // The espots placed in the grid, on its first page; a tile's name is an h3, and so is
        // a part's title.
        inGrid={(page === 1 ? loaderData.content.grid : []).map((block) => ({
          key: block.id,
          position: block.gridPosition,
          node: (
            <HeadingLevelContext value={3}>
              <Block block={block} />
            </HeadingLevelContext>
          ),
        }))}
        aside={
          <SearchFacets
            facets={loaderData.facets}
            active={loaderData.active}
            keep={sort !== "relevance" ? { sort } : {}}
            currency={products[0]?.price.currency ?? "USD"}
            locale={params.locale}
            store={loaderData.store}
            sizeRun={listingSizeRun(category.breadcrumbs[0]?.id, loaderData.active)}
          />
        }
        empty={
          <div className="empty-state">
            <h2>{t("listing.empty.title")}</h2>
            <p>{t("listing.empty.text")}</p>
            <a className="button button--primary" {...appLink(`/${params.locale}`)}>
              {t("listing.empty.cta")}
            </a>
          </div>
        }
      />
      <Blocks blocks={loaderData.content.bottom} className="content-slot" />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

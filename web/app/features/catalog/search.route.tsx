import { Link } from "react-router";
import { ProductListing } from "./ProductListing";
import { SearchFacets } from "./SearchFacets";
import { loadSearchPage } from "./listing.server";
import { listingSizeRun } from "./search-filters";
import type { Route } from "./+types/search.route";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import facetsCss from "./facets.css?url";
import compareCss from "./compare.css?url";
import { productCss } from "../product";
import { storesCss } from "../stores";
import { favoritesCss } from "../favorites";
import { useShellData } from "../../lib/shell-data";
import type { SharedPageHandle } from "../../lib/page-render";

export const links: Route.LinksFunction = () =>
  stylesheets(
    priceCss,
    ratingCss,
    catalogCss,
    facetsCss,
    compareCss,
    productCss,
    storesCss,
    favoritesCss,
  );

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("search.pageTitle") },
  { name: "robots", content: "noindex, follow" },
];

/** Shared (decision 0088): kept by the server's page cache under the decisions it reads. */
export const handle = {
  cache: { type: "search", personalParams: ["pickStore", "pickStoreName"] },
} satisfies SharedPageHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadSearchPage(context, params, request)),
    messages: pageMessages(params.locale, ["search", "listing", "compare", "store-picker"]),
  };
}

export default function Search({ loaderData, params }: Route.ComponentProps) {
  const { q, result, sort, page, pages } = loaderData;
  const shell = useShellData();
  const t = useT();
  const corrected = result?.query.corrected ?? null;
  if (!result) {
    return (
      <div className="empty-state">
        <h1>{t("search.prompt")}</h1>
      </div>
    );
  }
  // "Clothing" alone is ambiguous across departments: name the department too.
  const popular = (shell?.categories ?? []).flatMap((top) =>
    top.children.slice(0, 2).map((child) => ({ ...child, name: `${top.name} · ${child.name}` })),
  );
  return (
    <ProductListing
      title={t("search.title", { q: corrected ?? q })}
      note={corrected ? t("search.corrected", { q, corrected }) : undefined}
      locale={params.locale}
      products={result.products}
      total={result.total}
      start={result.start}
      sort={sort}
      page={page}
      pages={pages}
      aside={
        result.total > 0 || loaderData.active.length > 0 ? (
          <SearchFacets
            facets={result.facets}
            active={loaderData.active}
            keep={{ q, ...(sort !== "relevance" ? { sort } : {}) }}
            currency={result.products[0]?.price.currency ?? "USD"}
            locale={params.locale}
            store={loaderData.store}
            sizeRun={listingSizeRun(null, loaderData.active)}
          />
        ) : undefined
      }
      list={{ name: "Search Results", category: null, categoryId: null, searchTerm: q }}
      empty={
        <div className="empty-state" data-testid="no-results">
          <h2>{t("search.empty.title", { q })}</h2>
          {result.suggestions.queries.length > 0 ? (
            <p data-testid="did-you-mean">
              {t("search.didYouMean")}{" "}
              {result.suggestions.queries.slice(0, 3).map((query, index) => (
                <span key={query}>
                  {index > 0 ? ", " : ""}
                  <Link to={`?${new URLSearchParams({ q: query })}`}>{query}</Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
          <p>{t("search.empty.tips")}</p>
          <h3>{t("search.empty.popular")}</h3>
          <ul className="chip-list">
            {(result.suggestions.categories.length > 0
              ? result.suggestions.categories
              : popular
            ).map((category) => (
              <li key={category.id}>
                <Link to={category.url} className="chip">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

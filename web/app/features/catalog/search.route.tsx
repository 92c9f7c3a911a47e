import { PRODUCT_SEARCH } from "@ridgeline/contract";
import { Link, useRouteLoaderData } from "react-router";
import { ProductListing } from "./ProductListing";
import { SearchFacets } from "./SearchFacets";
import { hostContext, sessionContext } from "../../lib/context";
import { languageOf, translator, useT } from "../../lib/i18n";
import { PAGE_SIZE, listingParams, pageCount } from "./listing";
import { listingStore, searchIgnoringUnknownStore } from "../stores/listing-store.server";
import { readFilters, searchText } from "./search-filters";
import type { ShellData } from "../shell/shell.types";
import type { Route } from "./+types/search.route";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import facetsCss from "./facets.css?url";
import compareCss from "./compare.css?url";
import productCss from "../product/product.css?url";
import storesCss from "../stores/stores.css?url";
import favoritesCss from "../favorites/favorites.css?url";

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

const MAX_QUERY = 200;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("search.pageTitle") },
  { name: "robots", content: "noindex, follow" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchText(url.searchParams.get("q"), MAX_QUERY);
  const { sort, page, start } = listingParams(url);
  const filters = readFilters(url);
  const session = context.get(sessionContext);
  const storeOf = (active: typeof filters.active) =>
    listingStore({
      session,
      request,
      locale: params.locale,
      path: `/${params.locale}/search`,
      secure: context.get(hostContext).cookieSecure,
      active,
    });
  if (!q) {
    const store = await storeOf(filters.active);
    return { q, result: null, sort, page, pages: 1, active: filters.active, store };
  }
  const { result, storeDropped } = await searchIgnoringUnknownStore((withStore) => {
    const { storeId, ...others } = filters.query;
    return session.api.call(PRODUCT_SEARCH, {
      query: {
        locale: params.locale,
        q,
        sort,
        start,
        count: PAGE_SIZE,
        ...others,
        ...(withStore && storeId !== undefined ? { storeId: String(storeId) } : {}),
      },
    });
  });
  const active = storeDropped
    ? filters.active.filter((filter) => filter.param !== "storeId")
    : filters.active;
  const store = await storeOf(active);
  return { q, result, sort, page, pages: pageCount(result.total), active, store };
}

export default function Search({ loaderData, params }: Route.ComponentProps) {
  const { q, result, sort, page, pages } = loaderData;
  const shell = useRouteLoaderData<ShellData>("routes/locale-layout");
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

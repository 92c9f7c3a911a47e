import {
  PRODUCT_SEARCH,
  parseCategorySegment,
  type ProductSearchResult,
} from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { orNotFound } from "../../lib/api-errors";
import { hostContext, sessionContext } from "../../lib/context";
import { redirectToCanonical } from "../../lib/canonical";
import { listingStore, searchIgnoringUnknownStore } from "../stores/index.server";
import { PAGE_SIZE, listingParams, pageCount } from "./listing";
import { readFilters, searchText, type ActiveFilter } from "./search-filters";

const MAX_QUERY = 200;

/**
 * One page of a listing's products for its URL's sort, page and filters. A store filter naming
 * no store is dropped (and left out of the active filters) instead of failing the listing.
 */
async function searchListing(
  context: Readonly<RouterContextProvider>,
  locale: string,
  url: URL,
  where: { categoryId: string } | { q: string },
): Promise<{ result: ProductSearchResult; active: ActiveFilter[] }> {
  const { sort, start } = listingParams(url);
  const filters = readFilters(url);
  const { api } = context.get(sessionContext);
  const { result, storeDropped } = await searchIgnoringUnknownStore((withStore) => {
    const { storeId, ...others } = filters.query;
    return api.call(PRODUCT_SEARCH, {
      query: {
        locale,
        ...where,
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
  return { result, active };
}

/** The store facet of the listing at `path` (see listingStore), with the filters in force. */
function storeFacet(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
  path: string,
  active: ActiveFilter[],
) {
  return listingStore({
    session: context.get(sessionContext),
    request,
    locale,
    path,
    secure: context.get(hostContext).cookieSecure,
    page: context.get(hostContext).page,
    activeStoreId: active.find((filter) => filter.param === "storeId")?.value ?? null,
  });
}

/**
 * A category page: its products for the URL's sort, page and filters, then its store facet.
 * An unknown category is a 404; another reading of its path a 301 to the canonical one.
 */
export async function loadCategoryPage(
  context: Readonly<RouterContextProvider>,
  params: { locale: string; categorySegment: string },
  request: Request,
) {
  const segment = parseCategorySegment(params.categorySegment);
  if (!segment) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const path = `/${params.locale}/c/${params.categorySegment}`;
  const { result, active } = await orNotFound(
    searchListing(context, params.locale, url, { categoryId: segment.categoryId }),
    ["PLP400"],
  );
  if (!result.category) throw data(null, { status: 404 });
  const self = result.category.breadcrumbs.at(-1);
  if (self) redirectToCanonical(request, path, self.url);
  const store = await storeFacet(context, request, params.locale, path, active);
  const { page } = listingParams(url);
  // What the page reads of the answer: not its search text, suggestions or page size.
  const { total, start, sort, products, facets } = result;
  return {
    total,
    start,
    sort,
    products,
    facets,
    category: result.category,
    page,
    pages: pageCount(result.total),
    active,
    store,
  };
}

/** The search page: the products matching `q` (none before a search) and the store facet. */
export async function loadSearchPage(
  context: Readonly<RouterContextProvider>,
  params: { locale: string },
  request: Request,
) {
  const url = new URL(request.url);
  const q = searchText(url.searchParams.get("q"), MAX_QUERY);
  const { sort, page } = listingParams(url);
  const path = `/${params.locale}/search`;
  if (!q) {
    const { active } = readFilters(url);
    const store = await storeFacet(context, request, params.locale, path, active);
    return { q, result: null, sort, page, pages: 1, active, store };
  }
  const { result, active } = await searchListing(context, params.locale, url, { q });
  const store = await storeFacet(context, request, params.locale, path, active);
  return { q, result, sort, page, pages: pageCount(result.total), active, store };
}

import {
  GET_PRODUCT_DETAILS,
  PRODUCT_INVENTORY,
  PRODUCT_SEARCH,
  WIDGET_RECOMMENDATIONS,
  ApiError,
  type Endpoint,
} from "@ridgeline/contract";
import { data } from "react-router";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/block-data.route";

/** The catalogue reads the product blocks make in the browser, by name (issue 28). */
const READS: Record<string, { endpoint: Endpoint; params: readonly string[] }> = {
  details: { endpoint: GET_PRODUCT_DETAILS, params: ["productId"] },
  inventory: { endpoint: PRODUCT_INVENTORY, params: ["productId"] },
  search: { endpoint: PRODUCT_SEARCH, params: [] },
  widget: { endpoint: WIDGET_RECOMMENDATIONS, params: [] },
};

/** The same for every shopper (guests' view): browsers and proxies may keep it a minute. */
const CACHE_CONTROL = "public, max-age=60";

/**
 * `/{locale}/block-data/{details|inventory|search|widget}?…`: the catalogue reads the product
 * blocks (recommendations, upsell) make once they come near, answered through the page's own
 * API client (the browser has no access key, as the search box's `suggest`). Only these reads,
 * each validated by its endpoint's schemas; a refusal answers its status without a body.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const read = READS[params.kind];
  if (!read) throw data(null, { status: 404 });
  const all = [...new URL(request.url).searchParams];
  const pathParams = Object.fromEntries(
    read.params.map((name) => [name, new URL(request.url).searchParams.get(name) ?? ""]),
  );
  const query = Object.fromEntries(all.filter(([name]) => !read.params.includes(name)));
  try {
    const answer = await context.get(sessionContext).api.call(read.endpoint, {
      params: pathParams,
      query: { ...query, locale: params.locale },
    } as never);
    return Response.json(answer, { headers: { "cache-control": CACHE_CONTROL } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: error.status });
    throw error;
  }
}

import { AUTO_SUGGEST, ApiError, type AutoSuggestResult } from "@ridgeline/contract";
import { sessionContext } from "../../lib/context";
import { searchText } from "./search-filters";
import type { Route } from "./+types/suggest.route";

const EMPTY = { q: "", corrected: null, completions: [], products: [], categories: [] };

/** `/{locale}/suggest?q=`: what the search box suggests as the shopper types (fetched by it). */
export async function loader({
  params,
  request,
  context,
}: Route.LoaderArgs): Promise<AutoSuggestResult> {
  const q = searchText(new URL(request.url).searchParams.get("q"), 200);
  if (q.length < 2) return { ...EMPTY, q };
  try {
    return await context.get(sessionContext).api.call(AUTO_SUGGEST, {
      query: { locale: params.locale, q, count: 6 },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ...EMPTY, q };
    throw error;
  }
}

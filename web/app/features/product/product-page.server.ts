import {
  GET_PRODUCT_DETAILS,
  GET_SIZE_CHART,
  PRODUCT_ID_PATTERN,
  parseProductSegment,
  type ApiClient,
  type ProductDetails,
} from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { orNotFound, optional } from "../../lib/api-errors";
import { hostContext, sessionContext } from "../../lib/context";
import { safeRedirect } from "../../lib/safe-redirect";
import { signInPath } from "../auth/index.server";
import { loadRecommendationsFor } from "./recommendations.server";
import { loadReviewsFor } from "../reviews/index.server";
import { redirectToCanonical } from "../../lib/canonical";
import { loadStoreStockFor } from "../stores/index.server";
import type { AddedItem, ProductPageData } from "./product.types";
import { reserveFormFor } from "./reserve-in-store.server";

/** The size chart of the product's type, for its department where the category path names one. */
async function loadSizeChartFor(api: ApiClient, product: ProductDetails, locale: string) {
  const gender = /\/c\/(men|women|kids)-/.exec(product.breadcrumbs[0]?.url ?? "")?.[1];
  const chart = await optional(
    api.call(GET_SIZE_CHART, {
      params: { productType: product.productType },
      query: {
        locale,
        ...(gender === "men" || gender === "women" || gender === "kids" ? { gender } : {}),
      },
    }),
  );
  return chart?.charts[0] ?? null;
}

/**
 * Everything the product page shows: the product in the colour asked for (an unknown product is
 * a 404, another reading of its URL a 301 to the canonical one), then at once its reviews and
 * questions, recommendations, size chart and store stock. All but the product and the store
 * stock are extras: their failure leaves them out instead of failing the page.
 */
export async function loadProductPage(
  context: Readonly<RouterContextProvider>,
  params: { locale: string; productSegment: string },
  request: Request,
): Promise<Omit<ProductPageData, "messages">> {
  const segment = parseProductSegment(params.productSegment);
  if (!segment) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const color = url.searchParams.get("color");
  const styleId = segment.productId.slice(0, 8);
  // A colour from the query selects that colour, but only one of this style.
  const productId =
    color && PRODUCT_ID_PATTERN.test(color) && color.startsWith(styleId)
      ? color
      : segment.productId;
  const session = context.get(sessionContext);
  const { api } = session;
  const product = await orNotFound(
    api.call(GET_PRODUCT_DETAILS, { params: { productId }, query: { locale: params.locale } }),
    ["PLP400", "INV702"],
  );
  // A colour-variant id in the path becomes the canonical style URL with that colour chosen.
  const colorFromPath = segment.productId.length > 8 ? { color: segment.productId } : undefined;
  redirectToCanonical(
    request,
    `/${params.locale}/p/${params.productSegment}`,
    product.url,
    colorFromPath,
  );
  const [community, recommendations, sizeChart, stores] = await Promise.all([
    loadReviewsFor(api, product.productId, params.locale, url.searchParams),
    loadRecommendationsFor(api, product.productId, params.locale),
    loadSizeChartFor(api, product, params.locale),
    loadStoreStockFor(session, request, params.locale, product, context.get(hostContext)),
  ]);
  return {
    product,
    // Guests read reviews and questions; writing or voting asks them to sign in first.
    signIn: session.signedIn
      ? null
      : signInPath(params.locale, `${product.url}?color=${product.selectedColorId}`),
    storeSearch: stores.search,
    chosenStore: stores.chosen,
    reserveForm: await reserveFormFor(session, url, stores.chosen),
    added: addedItem(url.searchParams),
    posted: url.searchParams.get("posted"),
    reviews: community.reviews,
    sizeChart,
    sizeChartOpen: url.searchParams.get("sizeChart") === "1",
    questions: community.questions,
    recommendations,
  };
}

/**
 * This product page again with `query`, built from the route's params (a client-side submit
 * arrives on the `.data` URL); anything odd falls back to the product's plain path.
 */
export function productPageAgain(
  params: { locale: string; productSegment: string },
  productId: string,
  query: URLSearchParams,
): string {
  return safeRedirect(
    `/${params.locale}/p/${encodeURIComponent(params.productSegment)}?${query}`,
    `/${params.locale}/p/${productId}`,
    `/${params.locale}`,
  );
}

/** The size just added without JavaScript (`?added=1&upc=…&qty=…`), for its confirmation. */
function addedItem(query: URLSearchParams): AddedItem | null {
  if (query.get("added") !== "1") return null;
  const qty = Number.parseInt(query.get("qty") ?? "1", 10);
  return { upc: (query.get("upc") ?? "").slice(0, 20), qty: Number.isInteger(qty) ? qty : 1 };
}

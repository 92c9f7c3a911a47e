import { parseProductSegment } from "@ridgeline/contract";
import { useEffect } from "react";
import { data } from "react-router";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { deferredIsland } from "../../lib/deferred-island";
import { ProductQuestions, ProductReviews, type FormProblem, reviewsCss } from "../reviews";
import { communityAction, translateReview } from "../reviews/index.server";
import { BreadcrumbJsonLd, ProductJsonLd } from "../seo";
import { canonicalLink } from "../../lib/canonical";
import { detailRecord, pushDataLayer } from "../../lib/analytics";
import { sessionContext } from "../../lib/context";
import { ProductSummary } from "./ProductSummary";
import { addToBag } from "./add-to-bag.server";
import { reserveInStore } from "./reserve-in-store.server";
import { loadProductPage, productPageAgain } from "./product-page.server";
import type { Route } from "./+types/product.route";
import { Blocks } from "../../blocks/Blocks";
import { loadProductContent } from "../content/index.server";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import breadcrumbsCss from "../../ui/breadcrumbs.css?url";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import recommendationsCss from "./recommendations.css?url";
import productCss from "./product.css?url";
import { storesCss } from "../stores";
import { favoritesCss } from "../favorites";
import { useShellData } from "../../lib/shell-data";
import type { SharedPageHandle } from "../../lib/page-render";

export const links: Route.LinksFunction = () =>
  stylesheets(
    breadcrumbsCss,
    priceCss,
    ratingCss,
    recommendationsCss,
    productCss,
    reviewsCss,
    storesCss,
    favoritesCss,
  );

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  page
    ? [
        { title: `${page.product.name} | Ridgeline Outfitters` },
        { name: "description", content: page.product.description },
        // Every reading of the URL (other slug, -p prefix, colour id) points at one page.
        canonicalLink(matches, page.product.url),
      ]
    : [];

/** Shared (decision 0088): kept by the server's page cache under the decisions it reads. */
export const handle = {
  cache: { type: "product", personalParams: ["added", "reserve", "posted", "store", "storeName"] },
} satisfies SharedPageHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadProductPage(context, params, request);
  return {
    ...page,
    // Its slots from content (issue 28): the product's own, its style's, else the default.
    content: await loadProductContent(context, params.locale, page.product.productId, request),
    messages: pageMessages(params.locale, ["product", "reviews", "store-picker", "form-errors"]),
  };
}

export { shouldRevalidate } from "./product-revalidate";

/** The buy box adds to the bag; the review, question and back-in-stock forms post here too. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  const session = context.get(sessionContext);
  if (intent === "translate") return translateReview(form, { session, locale: params.locale });
  if (intent === "reserve") return reserveInStore(session, params.locale, form);
  const segment = parseProductSegment(params.productSegment);
  if (!segment) throw data(null, { status: 404 });
  const back = (query: URLSearchParams) => productPageAgain(params, segment.productId, query);
  if (intent === "add" || intent === "quickshop")
    return addToBag(context, request, params.locale, form, back);
  const color = new URL(request.url).searchParams.get("color");
  return communityAction(intent, form, {
    session,
    locale: params.locale,
    productId: segment.productId.slice(0, 8),
    back: back(new URLSearchParams(color ? { color } : {})),
  });
}

// Below the buy box: their code comes when the shopper gets near them (decision 0091).
const RecommendationRail = deferredIsland(() =>
  import("./RecommendationRail").then((module) => module.RecommendationRail),
);

const isFormProblem = (value: object): value is FormProblem =>
  "form" in value && typeof value.form === "string";

export default function Product({ loaderData, actionData, params }: Route.ComponentProps) {
  const { product, reviews, questions, recommendations, posted } = loaderData;
  const shell = useShellData();
  // The page is shared (decision 0088): the review and question forms show until the page
  // knows a guest, whose sign-in links replace them; a form sent by a guest asks to sign in.
  useEffect(() => {
    pushDataLayer({ event: "view_item", ecommerce: { items: [detailRecord(product)] } });
  }, [product]);
  const translated =
    actionData && "form" in actionData && actionData.form === "translate" ? actionData : null;
  const reserving = actionData && "form" in actionData && actionData.form === "reserve";
  const problem =
    actionData && "error" in actionData && !translated && !reserving ? actionData : null;
  // Review and question forms say which form failed; the buy box shows only its own errors.
  const community = problem && isFormProblem(problem) ? problem : null;
  const error = problem && !("form" in problem) ? problem : null;
  const pageUrl = `${product.url}?color=${product.selectedColorId}`;
  const rail = { currency: product.prices.currency, locale: params.locale };

  return (
    <>
      {shell ? <ProductJsonLd origin={shell.origin} product={product} /> : null}
      {shell ? <BreadcrumbJsonLd origin={shell.origin} items={product.breadcrumbs} /> : null}
      <Breadcrumbs
        items={[
          ...product.breadcrumbs,
          { id: product.productId, name: product.name, url: product.url },
        ]}
      />
      <ProductSummary
        page={loaderData}
        locale={params.locale}
        pageUrl={pageUrl}
        error={error}
        community={community}
      />
      <Blocks blocks={loaderData.content} className="content-slot" />
      <RecommendationRail
        type="complete-the-look"
        items={recommendations.completeTheLook}
        {...rail}
      />
      {reviews ? (
        <ProductReviews
          list={reviews}
          locale={params.locale}
          pageUrl={pageUrl}
          signInPage={loaderData.signIn}
          problem={community}
          posted={posted === "review"}
          translated={translated}
        />
      ) : null}
      <ProductQuestions
        questions={questions}
        locale={params.locale}
        pageUrl={pageUrl}
        signInPage={loaderData.signIn}
        problem={community}
        posted={posted === "question"}
      />
      <RecommendationRail type="similar" items={recommendations.similar} {...rail} />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

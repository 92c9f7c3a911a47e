import {
  ADD_ITEM,
  ApiError,
  GET_PRODUCT_DETAILS,
  LIST_QUESTIONS,
  LIST_REVIEWS,
  PRODUCT_ID_PATTERN,
  REVIEW_SORTS,
  GET_SIZE_CHART,
  WIDGET_RECOMMENDATIONS,
  parseProductSegment,
} from "@ridgeline/contract";
import { useEffect } from "react";
import {
  Form,
  Link,
  data,
  redirect,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { BackInStock } from "./BackInStock";
import { Breadcrumbs } from "../../ui/Breadcrumbs";
import { FavoriteToggle } from "../favorites/FavoriteToggle";
import { BuyBoxFields, MAX_PICK } from "./BuyBoxFields";
import { Price } from "../../ui/Price";
import { ProductQuestions } from "../reviews/ProductQuestions";
import { ProductReviews, type FormProblem } from "../reviews/ProductReviews";
import { Rating } from "../../ui/Rating";
import { RecommendationRail } from "../catalog/RecommendationRail";
import { SizeChart } from "./SizeChart";
import { StoreStock } from "./StoreStock";
import { BreadcrumbJsonLd, ProductJsonLd } from "../seo/StructuredData";
import { detailRecord, pushDataLayer } from "../../lib/analytics";
import { orNotFound } from "../../lib/api-errors";
import { canonicalLink, redirectToCanonical } from "../seo/canonical";
import { hostContext, sessionContext } from "../../lib/context";
import { serializeCookie } from "../../lib/cookies";
import { signInPath } from "../account/account.server";
import { communityAction, translateReview } from "../reviews/community-actions.server";
import { safeRedirect } from "../../lib/safe-redirect";
import { ensureCartId } from "../cart/cart.server";
import { chosenStoreStock, searchStoreStock } from "../stores/store-stock.server";
import type { ShellData } from "../shell/shell.types";
import type { Route } from "./+types/product.route";
import type { AddToBagAnswer, AddToBagProblem, ProductPageData } from "./product.types";
import {
  languageOf,
  productLabel,
  seasonLabel,
  translator,
  useT,
  type MessageKey,
  type Translate,
} from "../../lib/i18n";
import { stylesheets } from "../../ui/stylesheets";
import breadcrumbsCss from "../../ui/breadcrumbs.css?url";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "../catalog/catalog.css?url";
import productCss from "./product.css?url";
import reviewsCss from "../reviews/reviews.css?url";
import storesCss from "../stores/stores.css?url";
import favoritesCss from "../favorites/favorites.css?url";

export const links: Route.LinksFunction = () =>
  stylesheets(
    breadcrumbsCss,
    priceCss,
    ratingCss,
    catalogCss,
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

export async function loader({
  params,
  request,
  context,
}: Route.LoaderArgs): Promise<ProductPageData> {
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
  const { api } = context.get(sessionContext);
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
  const reviewSort =
    REVIEW_SORTS.find((sort) => sort === url.searchParams.get("reviewSort")) ?? "newest";
  const reviewRating = Number(url.searchParams.get("reviewRating"));
  const reviewCount = Math.min(50, Math.max(10, Number(url.searchParams.get("reviewCount")) || 10));
  const query = { locale: params.locale };
  const style = { productId: product.productId };
  // Reviews, questions and recommendations enrich the page; their failure must not break it.
  // The department in the category path says whose sizes these are.
  const gender = /\/c\/(men|women|kids)-/.exec(product.breadcrumbs[0]?.url ?? "")?.[1];
  const [reviews, questions, similar, completeTheLook, sizeChart] = await Promise.all([
    optional(
      api.call(LIST_REVIEWS, {
        params: style,
        query: {
          ...query,
          sort: reviewSort,
          count: reviewCount,
          ...(reviewRating >= 1 && reviewRating <= 5 ? { rating: Math.trunc(reviewRating) } : {}),
        },
      }),
    ),
    optional(api.call(LIST_QUESTIONS, { params: style, query: { ...query, count: 10 } })),
    optional(
      api.call(WIDGET_RECOMMENDATIONS, {
        query: { ...query, type: "similar", productId: product.productId, count: 8 },
      }),
    ),
    optional(
      api.call(WIDGET_RECOMMENDATIONS, {
        query: { ...query, type: "complete-the-look", productId: product.productId, count: 4 },
      }),
    ),
    optional(
      api.call(GET_SIZE_CHART, {
        params: { productType: product.productType },
        query: {
          ...query,
          ...(gender === "men" || gender === "women" || gender === "kids" ? { gender } : {}),
        },
      }),
    ),
  ]);
  const session = context.get(sessionContext);
  const storeQuery = url.searchParams.get("storeQuery")?.trim().slice(0, 80);
  const [storeSearch, chosenStore] = await Promise.all([
    storeQuery ? searchStoreStock(session, params.locale, product, storeQuery) : null,
    chosenStoreStock(
      session,
      request,
      params.locale,
      product,
      context.get(hostContext).cookieSecure,
    ),
  ]);
  return {
    product,
    // Guests read reviews and questions; writing or voting asks them to sign in first.
    signIn: session.signedIn
      ? null
      : signInPath(params.locale, `${product.url}?color=${product.selectedColorId}`),
    storeSearch,
    chosenStore,
    added: url.searchParams.get("added") === "1",
    posted: url.searchParams.get("posted"),
    reviews,
    sizeChart: sizeChart?.charts[0] ?? null,
    sizeChartOpen: url.searchParams.get("sizeChart") === "1",
    questions: questions?.questions ?? [],
    recommendations: {
      similar: similar?.items ?? [],
      completeTheLook: completeTheLook?.items ?? [],
    },
  };
}

// Showing a translation changes nothing on the page: the product need not load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get("intent") === "translate" ? false : defaultShouldRevalidate);

function isFormProblem(value: object): value is FormProblem {
  return "form" in value && typeof value.form === "string";
}

async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

const TRANSLATED_ERRORS = new Set(["INV700", "INV405", "INV408", "ORD404"]);

function errorText(t: Translate, error: ApiError): string {
  return TRANSLATED_ERRORS.has(error.errorId)
    ? t(`product.error.${error.errorId}` as MessageKey)
    : error.message;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = translator(languageOf(params.locale));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  if (intent === "translate")
    return translateReview(form, { session: context.get(sessionContext), locale: params.locale });
  const segment = parseProductSegment(params.productSegment);
  if (!segment) throw data(null, { status: 404 });
  // This page again, built from the route (a client-side submit arrives on the `.data` URL).
  const thisPage = (query: URLSearchParams) =>
    safeRedirect(
      `/${params.locale}/p/${encodeURIComponent(params.productSegment)}?${query}`,
      `/${params.locale}/p/${segment.productId}`,
      `/${params.locale}`,
    );
  if (intent !== "add" && intent !== "quickshop") {
    const color = new URL(request.url).searchParams.get("color");
    return communityAction(intent, form, {
      session: context.get(sessionContext),
      locale: params.locale,
      productId: segment.productId.slice(0, 8),
      back: thisPage(new URLSearchParams(color ? { color } : {})),
    });
  }
  const productId = String(form.get("productId") ?? "");
  const upc = String(form.get("upc") ?? "");
  const qty = Number.parseInt(String(form.get("qty") ?? "1"), 10);
  if (!upc)
    return data<AddToBagProblem>({ error: t("product.chooseSize"), field: "upc" }, { status: 400 });
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_PICK) {
    return data<AddToBagProblem>(
      { error: t("product.chooseQty", { max: MAX_PICK }), field: "qty" },
      { status: 400 },
    );
  }
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  try {
    const cartId = await ensureCartId(session, params.locale, host.cookieSecure);
    await session.api.call(ADD_ITEM, {
      body: { cartId, productId, upc, qty },
      query: { locale: params.locale },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.errorId === "AUT432") {
      // The guest session is gone (expired or revoked): the next request starts a fresh one.
      session.setCookies.push(serializeCookie("accessToken", "", 0, host.cookieSecure));
      return data<AddToBagProblem>(
        { error: t("product.sessionExpired"), field: "upc" },
        { status: 401 },
      );
    }
    return data<AddToBagProblem>(
      // Known codes get the page's own words; others show the server's message (spec 000 §8).
      { error: errorText(t, error), field: error.details[0]?.field ?? "upc" },
      { status: error.status },
    );
  }
  // The quickshop dialog stays where the shopper is; the product page shows its confirmation.
  if (form.get("quickshop") === "1") {
    return { added: true as const, productId, upc } satisfies AddToBagAnswer;
  }
  return redirect(thisPage(new URLSearchParams({ color: productId, added: "1" })), 303);
}

export default function Product({ loaderData, actionData, params }: Route.ComponentProps) {
  const { product, added } = loaderData;
  const shell = useRouteLoaderData<ShellData>("routes/locale-layout");
  useEffect(() => {
    pushDataLayer({ event: "view_item", ecommerce: { items: [detailRecord(product)] } });
  }, [product]);
  const t = useT();
  const navigation = useNavigation();
  const adding = navigation.state === "submitting";
  const colorId = product.selectedColorId;
  const image = product.images[colorId]?.[0];
  const translated =
    actionData && "form" in actionData && actionData.form === "translate" ? actionData : null;
  const problem = actionData && "error" in actionData && !translated ? actionData : null;
  // Review and question forms say which form failed; the buy box shows only its own errors.
  const community = problem && isFormProblem(problem) ? problem : null;
  const error = problem && !("form" in problem) ? problem : null;
  const { reviews, questions, recommendations, posted } = loaderData;
  const pageUrl = `${product.url}?color=${product.selectedColorId}`;

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
      <div className="pdp">
        <div className="pdp__media">
          {image ? (
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
          ) : null}
          {product.badge ? (
            <span className="badge">{productLabel(t, "badge", product.badge)}</span>
          ) : null}
        </div>
        <div className="pdp__info">
          {product.eyebrow ? (
            <p className="eyebrow">{productLabel(t, "eyebrow", product.eyebrow.label)}</p>
          ) : null}
          <h1>{product.name}</h1>
          <Rating score={product.rating.score} reviewsCount={product.rating.reviewsCount} />
          <Price
            currency={product.prices.currency}
            locale={params.locale}
            current={product.prices.current}
            original={product.prices.original}
          />
          {added ? (
            <div className="notice notice--success" role="status">
              {t("product.added")} <Link to={`/${params.locale}/cart`}>{t("product.viewBag")}</Link>
            </div>
          ) : null}

          <Form method="post" className="buy-box" replace>
            <BuyBoxFields product={product} error={error} adding={adding} />
            {loaderData.sizeChart ? (
              <SizeChart
                chart={loaderData.sizeChart}
                initiallyOpen={loaderData.sizeChartOpen}
                openHref={`${pageUrl}&sizeChart=1#size-chart`}
                closeHref={pageUrl}
              />
            ) : null}
          </Form>
          <FavoriteToggle
            id={product.selectedColorId}
            alsoSaved={[product.productId]}
            name={product.name}
            variant="pdp"
          />

          <BackInStock
            product={product}
            pageUrl={pageUrl}
            problem={community}
            posted={posted === "notify"}
          />
          <StoreStock
            product={product}
            search={loaderData.storeSearch}
            chosen={loaderData.chosenStore}
          />

          <section className="pdp__description">
            <h2>{t("product.details")}</h2>
            <p>{product.description}</p>
            <p className="muted">
              {product.brand} · {t("product.style", { id: product.productId })} ·{" "}
              {seasonLabel(t, product.season)}
            </p>
          </section>
        </div>
      </div>
      <RecommendationRail
        type="complete-the-look"
        items={recommendations.completeTheLook}
        currency={product.prices.currency}
        locale={params.locale}
      />
      {reviews ? (
        <ProductReviews
          list={reviews}
          locale={params.locale}
          pageUrl={pageUrl}
          signIn={loaderData.signIn}
          problem={community}
          posted={posted === "review"}
          translated={translated}
        />
      ) : null}
      <ProductQuestions
        questions={questions}
        locale={params.locale}
        pageUrl={pageUrl}
        signIn={loaderData.signIn}
        problem={community}
        posted={posted === "question"}
      />
      <RecommendationRail
        type="similar"
        items={recommendations.similar}
        currency={product.prices.currency}
        locale={params.locale}
      />
    </>
  );
}

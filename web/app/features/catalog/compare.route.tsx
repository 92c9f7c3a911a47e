import { useEffect } from "react";
import { Link } from "react-router";
import { CompareTable } from "./CompareTable";
import { COMPARE_MAX, COMPARE_MIN, savePicks } from "./compare";
import { loadComparison } from "./compare.server";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/compare.route";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import compareCss from "./compare.css?url";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, ratingCss, catalogCss, compareCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("compare.title") },
  { name: "robots", content: "noindex, follow" },
];

/**
 * Products side by side from the URL (`?ids=A,B`), so the page works without JavaScript and
 * can be shared.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    ...(await loadComparison(context.get(sessionContext).api, params.locale, url)),
    messages: pageMessages(params.locale, ["compare"]),
  };
}

export default function Compare({ loaderData, params }: Route.ComponentProps) {
  const { products, ids, tooMany, missing } = loaderData;
  const t = useT();
  const { locale } = params;
  // What is compared here is what the tray shows on the listings afterwards.
  useEffect(() => {
    if (products.length > 0)
      savePicks(
        products.map((p) => ({ productId: p.productId, name: p.name, image: p.image.url })),
      );
  }, [products]);

  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{t("compare.heading")}</h1>
      {tooMany ? (
        <p className="notice" role="status">
          {t("compare.full", { max: COMPARE_MAX })}
        </p>
      ) : null}
      {missing ? (
        <p className="notice" role="status">
          {t("compare.notFound")}
        </p>
      ) : null}
      {products.length < COMPARE_MIN ? (
        <div className="empty-state" data-testid="compare-empty">
          <p>{t("compare.needMore", { min: COMPARE_MIN, max: COMPARE_MAX })}</p>
          <Link className="button button--primary" to={`/${locale}`}>
            {t("compare.back")}
          </Link>
        </div>
      ) : (
        <CompareTable products={products} ids={ids} locale={locale} />
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

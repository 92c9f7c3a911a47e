import { ApiError, COMPARE_PRODUCTS, type CompareItem } from "@ridgeline/contract";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "../../ui/Price";
import { Rating } from "../../ui/Rating";
import { COMPARE_MAX, COMPARE_MIN, compareHref, compareIds, savePicks } from "./compare";
import { sessionContext } from "../../lib/context";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/compare.route";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import compareCss from "./compare.css?url";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, ratingCss, catalogCss, compareCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("compare.title") },
  { name: "robots", content: "noindex, follow" },
];

/**
 * Products side by side from the URL (`?ids=A,B`), so the page works without JavaScript and
 * can be shared. More than COMPARE_MAX ids compare the first ones; a product that no longer
 * exists is left out with a notice.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const requested = compareIds(new URL(request.url));
  let ids = requested.slice(0, COMPARE_MAX);
  const { api } = context.get(sessionContext);
  let missing = false;
  // Each refusal names one unknown product (productIds.N); drop it and ask again.
  for (let attempt = 0; attempt <= COMPARE_MAX && ids.length >= COMPARE_MIN; attempt += 1) {
    try {
      const { products } = await api.call(COMPARE_PRODUCTS, {
        query: { locale: params.locale, productIds: ids.join(",") },
      });
      return { products, ids, tooMany: requested.length > COMPARE_MAX, missing };
    } catch (error) {
      const field = error instanceof ApiError ? (error.details[0]?.field ?? "") : "";
      const index = /^productIds\.(\d+)$/.exec(field)?.[1];
      if (!(error instanceof ApiError) || error.errorId !== "PLP400" || index === undefined)
        throw error;
      ids = ids.filter((_, position) => position !== Number(index));
      missing = true;
    }
  }
  return { products: [] as CompareItem[], ids, tooMany: requested.length > COMPARE_MAX, missing };
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
  const without = (productId: string) =>
    compareHref(
      locale,
      ids.filter((id) => id !== productId),
    );
  const rows: { key: MessageKey; cell: (item: CompareItem) => ReactNode }[] = [
    {
      key: "compare.price",
      cell: (item) => (
        <Price
          currency={item.price.currency}
          locale={locale}
          current={item.price.lowCurrent}
          original={item.price.original}
          highCurrent={item.price.highCurrent}
        />
      ),
    },
    {
      key: "compare.rating",
      cell: (item) => <Rating score={item.rating.score} reviewsCount={item.rating.reviewsCount} />,
    },
    {
      key: "compare.colours",
      cell: (item) => (
        <ul className="compare__colours">
          {item.colors.map((color) => (
            <li key={color.id}>
              <span className="swatch swatch--small" style={{ backgroundColor: color.hex }} />
              {color.label}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "compare.sizes",
      cell: (item) =>
        item.sizes
          .filter((size) => size.available)
          .map((size) => size.label)
          .join(", ") || t("compare.none"),
    },
    { key: "compare.brand", cell: (item) => item.attributes.brand },
    { key: "compare.category", cell: (item) => item.attributes.category },
    {
      key: "compare.type",
      cell: (item) =>
        item.attributes.productType.charAt(0).toUpperCase() +
        item.attributes.productType.slice(1).replace(/-/g, " "),
    },
    { key: "compare.season", cell: (item) => item.attributes.season },
    { key: "compare.badge", cell: (item) => item.attributes.badge ?? t("compare.none") },
  ];

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
        <div className="table-scroll compare__scroll">
          <table
            className="compare__table"
            data-testid="compare-table"
            // Phones scroll sideways past two columns of about 150 px each.
            style={{ "--compare-columns": products.length } as CSSProperties}
          >
            <thead>
              <tr>
                <td className="compare__corner">
                  <span className="visually-hidden">{t("compare.product")}</span>
                </td>
                {products.map((item) => (
                  <th key={item.productId} scope="col" className="compare__product">
                    <Link to={item.url} className="compare__image">
                      <img
                        src={item.image.url}
                        alt={item.image.alt}
                        width={item.image.width}
                        height={item.image.height}
                      />
                    </Link>
                    <Link to={item.url} className="compare__name">
                      {item.name}
                    </Link>
                    <Link
                      to={without(item.productId)}
                      className="compare__remove"
                      aria-label={t("compare.remove", { name: item.name })}
                    >
                      ×
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(row.key)}</th>
                  {products.map((item) => (
                    <td key={item.productId}>{row.cell(item)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">
                  <span className="visually-hidden">{t("compare.view")}</span>
                </th>
                {products.map((item) => (
                  <td key={item.productId}>
                    <Link to={item.url} className="button button--secondary">
                      {t("compare.view")}
                    </Link>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

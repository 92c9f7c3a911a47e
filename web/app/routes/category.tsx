import { PRODUCT_SEARCH, SEARCH_SORTS, parseCategorySegment } from "@ridgeline/contract";
import { useEffect } from "react";
import { Form, Link, data, useRouteLoaderData } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { ProductTile } from "../components/ProductTile";
import { BreadcrumbJsonLd } from "../components/StructuredData";
import { pushDataLayer, tileRecord } from "../lib/analytics";
import { orNotFound } from "../lib/api-errors";
import { redirectToCanonical } from "../lib/canonical";
import { sessionContext } from "../lib/context";
import type { loader as layoutLoader } from "./locale-layout";
import type { Route } from "./+types/category";
import { plural, useT } from "../lib/i18n";

const PAGE_SIZE = 24;

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [];
  const self = page.category.breadcrumbs.at(-1);
  return [
    { title: `${page.category.name} | Ridgeline Outfitters` },
    ...(self
      ? [
          {
            tagName: "link",
            rel: "canonical",
            href: page.page > 1 ? `${self.url}?page=${page.page}` : self.url,
          },
        ]
      : []),
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const segment = parseCategorySegment(params.categorySegment);
  if (!segment) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const sortParam = url.searchParams.get("sort");
  const sort = SEARCH_SORTS.find((candidate) => candidate === sortParam) ?? "relevance";
  const page = Math.max(
    1,
    Math.min(400, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const { api } = context.get(sessionContext);
  const result = await orNotFound(
    api.call(PRODUCT_SEARCH, {
      query: {
        locale: params.locale,
        categoryId: segment.categoryId,
        sort,
        start: (page - 1) * PAGE_SIZE,
        count: PAGE_SIZE,
      },
    }),
    ["PLP400"],
  );
  if (!result.category) throw data(null, { status: 404 });
  const self = result.category.breadcrumbs.at(-1);
  if (self) redirectToCanonical(request, `/${params.locale}/c/${params.categorySegment}`, self.url);
  return {
    ...result,
    category: result.category,
    page,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
  };
}

export default function Category({ loaderData, params }: Route.ComponentProps) {
  const { category, products, total, sort, page, pages } = loaderData;
  const shell = useRouteLoaderData<typeof layoutLoader>("routes/locale-layout");
  const listFor = (index: number) => ({
    name: "Product List",
    position: loaderData.start + index + 1,
    category: category.name,
    categoryId: category.id,
  });
  useEffect(() => {
    const items = products.map((tile, index) =>
      tileRecord(tile, {
        list: "Product List",
        position: loaderData.start + index + 1,
        category: category.name,
        categoryId: category.id,
      }),
    );
    pushDataLayer({ event: "view_item_list", ecommerce: { item_list_name: category.name, items } });
  }, [products, category, loaderData.start]);
  const t = useT();
  const pageLink = (target: number) =>
    `?${new URLSearchParams({ ...(sort !== "relevance" ? { sort } : {}), page: String(target) })}`;
  return (
    <>
      {shell ? <BreadcrumbJsonLd origin={shell.origin} items={category.breadcrumbs} /> : null}
      <Breadcrumbs items={category.breadcrumbs} />
      <div className="listing-head">
        <h1>{category.name}</h1>
        <p className="muted" data-testid="result-count">
          {plural(t, "listing.count", total)}
        </p>
        <Form method="get" className="sort-form">
          <label htmlFor="sort">{t("listing.sortBy")}</label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {SEARCH_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--secondary">
              {t("listing.apply")}
            </button>
          </noscript>
        </Form>
      </div>
      {products.length === 0 ? (
        <div className="empty-state">
          <h2>{t("listing.empty.title")}</h2>
          <p>{t("listing.empty.text")}</p>
          <Link className="button button--primary" to={`/${params.locale}`}>
            {t("listing.empty.cta")}
          </Link>
        </div>
      ) : (
        <div className="grid" data-testid="product-grid">
          {products.map((tile, index) => (
            <ProductTile
              key={tile.productId}
              tile={tile}
              locale={params.locale}
              list={listFor(index)}
            />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label={t("listing.pages")}>
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev">
              {t("listing.previous")}
            </Link>
          ) : null}
          <span>{t("listing.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} rel="next">
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

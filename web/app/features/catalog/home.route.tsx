import { Link } from "react-router";
import { HeroArt } from "./HeroArt";
import { ProductGridSection } from "./ProductGrid";
import { loadHomePage } from "./home.server";
import { loadContentPage } from "../content/index.server";
import { Blocks } from "../../blocks/Blocks";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/home.route";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import ratingCss from "../../ui/rating.css?url";
import catalogCss from "./catalog.css?url";
import compareCss from "./compare.css?url";
import { productCss } from "../product";
import { favoritesCss } from "../favorites";
import { useShellData } from "../../lib/shell-data";
import type { SharedPageHandle } from "../../lib/page-render";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, ratingCss, catalogCss, compareCss, productCss, favoritesCss);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("home.title") }, { name: "description", content: t("home.description") }];
};

/** Shared (decision 0088): kept by the server's page cache under the decisions it reads. */
export const handle = {
  cache: { type: "home" },
} satisfies SharedPageHandle;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [home, content] = await Promise.all([
    loadHomePage(context.get(sessionContext).api, params.locale),
    loadContentPage(context, params.locale, "home", request),
  ]);
  return {
    ...home,
    content,
    messages: pageMessages(params.locale, ["home", "compare"]),
  };
}

/** A section's card picture: what it sells, in its department's colours (media's drawings). */
function categoryArt(departmentUrl: string, sectionUrl: string): string {
  const department = /\/c\/(men|women|kids)-/.exec(departmentUrl)?.[1] ?? "men";
  const type = /-footwear-\d+$/.test(sectionUrl)
    ? "hiking-boot"
    : /-bags-and-gear-\d+$/.test(sectionUrl)
      ? "backpack"
      : "jacket";
  return `/images/categories/${type}-${department}.svg`;
}

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const shell = useShellData();
  const sections = shell?.categories ?? [];
  const t = useT();
  const content = loaderData.content;
  return (
    <>
      {content ? (
        <div className="home-content">
          <Blocks blocks={content.blocks} firstIsH1 />
        </div>
      ) : null}
      {content ? null : (
        <section className="hero">
          <HeroArt />
          <div className="hero__text">
            <p className="eyebrow">{t("home.eyebrow")}</p>
            <h1>{t("home.heading")}</h1>
            <p>{t("home.text")}</p>
            {sections[0] ? (
              <Link className="button button--primary" to={sections[0].url}>
                {t("home.shop", { name: sections[0].name })}
              </Link>
            ) : null}
          </div>
        </section>
      )}

      <section aria-labelledby="shop-by" className="section">
        <h2 id="shop-by">{t("home.byCategory")}</h2>
        <ul className="category-cards">
          {sections.flatMap((top) =>
            top.children.map((section) => (
              <li key={section.id}>
                <Link to={section.url} className="category-card">
                  <img
                    className="category-card__image"
                    src={categoryArt(top.url, section.url)}
                    alt=""
                    width={160}
                    height={200}
                    loading="lazy"
                  />
                  <span className="category-card__eyebrow">{top.name}</span>
                  <span className="category-card__name">{section.name}</span>
                </Link>
              </li>
            )),
          )}
        </ul>
      </section>

      <ProductGridSection
        id="top-rated"
        title={t("home.topRated")}
        tiles={loaderData.topRated}
        locale={params.locale}
      />
      <ProductGridSection
        id="just-in"
        title={t("home.justIn")}
        tiles={loaderData.newest}
        locale={params.locale}
      />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

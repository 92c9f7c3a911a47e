import { GET_SHARED_FAVORITES, SHARE_TOKEN_PATTERN } from "@ridgeline/contract";
import { Link, data } from "react-router";
import { FavoriteCard } from "./FavoriteCard";
import { orNotFound } from "../../lib/api-errors";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/favorites-shared.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import favoritesCss from "./favorites.css?url";

export const links: Route.LinksFunction = () => stylesheets(priceCss, favoritesCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("favorites.shared.title") },
  // A private link: search engines must not list it.
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SHARE_TOKEN_PATTERN.test(params.shareToken)) throw data(null, { status: 404 });
  const { api } = context.get(sessionContext);
  const list = await orNotFound(
    api.call(GET_SHARED_FAVORITES, {
      params: { shareToken: params.shareToken },
      query: { locale: params.locale, start: 0, count: 100 },
    }),
    ["API404"],
  );
  return { list, messages: pageMessages(params.locale, ["favorites"]) };
}

/** Someone's shared favourites, read-only: each product links to its page to buy it. */
export default function SharedFavorites({ loaderData, params }: Route.ComponentProps) {
  const { list } = loaderData;
  const t = useT();
  return (
    <div className="favorites favorites--shared">
      <div className="favorites__head">
        <h1>
          {t("favorites.shared.heading")}{" "}
          <span className="muted">
            {t(list.total === 1 ? "favorites.count.one" : "favorites.count.other", {
              count: list.total,
            })}
          </span>
        </h1>
        <p className="muted">{t("favorites.shared.intro")}</p>
      </div>
      {list.items.length === 0 ? (
        <div className="empty-state">
          <p>{t("favorites.shared.empty")}</p>
          <Link className="button button--primary" to={`/${params.locale}`}>
            {t("favorites.empty.cta")}
          </Link>
        </div>
      ) : (
        <ul className="favorites__grid" aria-label={t("favorites.shared.heading")}>
          {list.items.map((item) => (
            <li key={item.id}>
              <FavoriteCard item={item} locale={params.locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

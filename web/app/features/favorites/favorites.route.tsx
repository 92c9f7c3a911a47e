import { Form, Link, data, redirect } from "react-router";
import { FavoriteCard } from "./FavoriteCard";
import { FavoritesShare } from "./FavoritesShare";
import { sessionContext } from "../../lib/context";
import { loadFavoritesPage, runFavoriteForm } from "./favorites.server";
import { safeRedirect } from "../../lib/safe-redirect";
import { ownView } from "../../lib/page-render";
import type { Route } from "./+types/favorites.route";
import { personalPage } from "../../lib/session.server";
import { languageOf, metaT, useT } from "../../lib/i18n";
import { pageMessages, translator } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import favoritesCss from "./favorites.css?url";
import { useShellData } from "../../lib/shell-data";

export const links: Route.LinksFunction = () => stylesheets(priceCss, favoritesCss);

/** Items a page shows at first; "Show more" adds this many each time (the API's limit is 100). */
const PAGE = 24;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("favorites.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("count")) || PAGE;
  const count = Math.min(100, Math.max(PAGE, asked));
  return {
    ...(await loadFavoritesPage(context.get(sessionContext), params.locale, count)),
    messages: pageMessages(params.locale, ["favorites"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await runFavoriteForm(form, context.get(sessionContext), params.locale);
  const t = translator(languageOf(params.locale));
  if (outcome.ok && outcome.intent === "share") return { shareUrl: outcome.shareUrl };
  // Without JavaScript the shopper goes back to the page the heart was on (built from the
  // form, not request.url: a client-side submit arrives on the `.data` URL).
  if (form.get("js") !== "1" && outcome.intent !== "share") {
    const back = safeRedirect(form.get("back"), `/${params.locale}/favorites`, `/${params.locale}`);
    return redirect(ownView(back), 303);
  }
  if (outcome.ok) return { ok: true as const };
  const message =
    outcome.error.errorId === "AUT432" ? t("favorites.error.employee") : outcome.error.message;
  return data({ error: message }, { status: outcome.error.status });
}

export default function Favorites({ loaderData, actionData, params }: Route.ComponentProps) {
  const { list, share } = loaderData;
  const t = useT();
  const shell = useShellData();
  const shareUrl = actionData && "shareUrl" in actionData ? actionData.shareUrl : null;
  const error = actionData && "error" in actionData ? actionData.error : null;

  if (list.total === 0) {
    return (
      <div className="empty-state" data-testid="favorites-empty">
        <h1>{t("favorites.empty.title")}</h1>
        <p>{t("favorites.empty.text")}</p>
        <Link className="button button--primary" to={`/${params.locale}`}>
          {t("favorites.empty.cta")}
        </Link>
      </div>
    );
  }
  return (
    <div className="favorites">
      <div className="favorites__head">
        <h1>
          {t("favorites.heading")}{" "}
          <span className="muted">
            {t(list.total === 1 ? "favorites.count.one" : "favorites.count.other", {
              count: list.total,
            })}
          </span>
        </h1>
        {list.favoriteId ? (
          <FavoritesShare
            favoriteId={list.favoriteId}
            share={share}
            shareUrl={shareUrl ? `${shell?.origin ?? ""}${shareUrl}` : null}
          />
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="favorites__grid" aria-label={t("favorites.heading")}>
        {list.items.map((item) => (
          <li key={item.itemId}>
            <FavoriteCard item={item} locale={params.locale}>
              <Form method="post" className="favorite-card__remove">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="favoriteId" value={list.favoriteId ?? ""} />
                <input type="hidden" name="itemId" value={item.itemId} />
                <input type="hidden" name="back" value={`/${params.locale}/favorites`} />
                <button
                  type="submit"
                  className="text-button"
                  aria-label={t("favorites.removeLabel", { name: item.name })}
                >
                  {t("favorites.remove")}
                </button>
              </Form>
            </FavoriteCard>
          </li>
        ))}
      </ul>
      {list.total > list.items.length && list.count < 100 ? (
        <p className="pagination">
          <Link to={`?count=${Math.min(100, list.count + PAGE)}`} preventScrollReset>
            {t("favorites.more")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

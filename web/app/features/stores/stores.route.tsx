import { data } from "react-router";
import { StoreCard } from "./StoreCard";
import { StoreSearchForm } from "./StoreSearchForm";
import { loadStoreLocator } from "./stores.server";
import { sessionContext } from "../../lib/context";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { canonicalLink } from "../../lib/canonical";
import type { Route } from "./+types/stores.route";
import { stylesheets } from "../../ui/stylesheets";
import storesCss from "./stores.css?url";

export const links: Route.LinksFunction = () => stylesheets(storesCss);

export const meta: Route.MetaFunction = ({ params, location, matches }) => {
  const t = metaT(matches);
  const searched = new URLSearchParams(location.search).has("q");
  return [
    { title: t("stores.title") },
    { name: "description", content: t("stores.description") },
    canonicalLink(matches, `/${params["locale"]}/stores`),
    // One page per place searched would be thin duplicates of the locator itself.
    ...(searched ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = context.get(sessionContext);
  const page = {
    ...(await loadStoreLocator(api, params.locale, new URL(request.url))),
    messages: pageMessages(params.locale, ["stores", "store-picker"]),
  };
  // A place that is unknown or not a place answers 400, with the stores around the home city.
  return page.error ? data(page, { status: 400 }) : page;
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { q, radius, radiusLabel, radiusOptions, error, found, around, stores } = loaderData;
  const t = useT();
  const heading = found
    ? found.total === 0
      ? t("stores.none", { radius: radiusLabel, place: found.place })
      : t(found.total === 1 ? "stores.results.one" : "stores.results.other", {
          count: found.total,
          radius: radiusLabel,
          place: found.place,
        })
    : t("stores.around", { city: around ?? "" });
  return (
    <div className="store-locator">
      <header className="store-locator__intro">
        <h1>{t("stores.heading")}</h1>
        <p className="muted">{t("stores.intro")}</p>
      </header>
      <StoreSearchForm q={q} radius={radius} radiusOptions={radiusOptions} error={error} />
      <section className="store-results" aria-labelledby="store-results-heading">
        <h2 id="store-results-heading" className="store-results__heading" aria-live="polite">
          {heading}
        </h2>
        {stores.length > 0 ? (
          <ul className="store-list">
            {stores.map((store) => (
              <li key={store.storeId}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";

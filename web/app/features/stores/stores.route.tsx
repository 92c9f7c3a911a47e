import { ApiError, SEARCH_STORES, type StoreSearchBody } from "@ridgeline/contract";
import { Form, data, useNavigation } from "react-router";
import { StoreCard } from "./StoreCard";
import { sessionContext } from "../../lib/context";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import {
  MAX_PLACE_LENGTH,
  OVERVIEW_RADIUS_KM,
  RADIUS_OPTIONS,
  formatRadius,
  homeCityOf,
  looksLikePostalCode,
  parseRadius,
  radiusKm,
  storeCardView,
} from "./store-locator";
import { canonicalLink } from "../seo/canonical";
import type { Route } from "./+types/stores.route";
import { stylesheets } from "../../ui/stylesheets";
import storesCss from "./stores.css?url";

export const links: Route.LinksFunction = () => stylesheets(storesCss);

/** The most stores one page lists (the API's own maximum). */
const STORES_PER_PAGE = 50;

export const meta: Route.MetaFunction = ({ params, location, matches }) => {
  const t = translator(languageOf(params["locale"]));
  const searched = new URLSearchParams(location.search).has("q");
  return [
    { title: t("stores.title") },
    { name: "description", content: t("stores.description") },
    canonicalLink(matches, `/${params["locale"]}/stores`),
    // One page per place searched would be thin duplicates of the locator itself.
    ...(searched ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

type Where = Pick<StoreSearchBody, "postalCode" | "city" | "latitude" | "longitude">;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const radius = parseRadius(url.searchParams.get("radius"));
  const { api } = context.get(sessionContext);
  const at = new Date();
  const search = async (where: Where, km: number) => {
    const result = await api.call(SEARCH_STORES, {
      query: { locale },
      body: { ...where, radius: km, count: STORES_PER_PAGE },
    });
    return { ...result, stores: result.stores.map((store) => storeCardView(store, locale, at)) };
  };
  // Before a search (or after a failed one) the page lists the stores around the site's city.
  const home = homeCityOf(locale);
  const overview = async () => {
    const { stores } = await search(home, OVERVIEW_RADIUS_KM);
    return { around: home.city, stores };
  };
  const page = {
    q,
    radius,
    radiusLabel: formatRadius(radius, locale),
    radiusOptions: RADIUS_OPTIONS.map((value) => ({ value, label: formatRadius(value, locale) })),
  };

  if (!q) return { ...page, error: null, found: null, ...(await overview()) };
  let error: MessageKey = "stores.error.invalid";
  if (q.length <= MAX_PLACE_LENGTH) {
    try {
      const where = looksLikePostalCode(q) ? { postalCode: q } : { city: q };
      const result = await search(where, radiusKm(radius, locale));
      const found = { total: result.total, place: result.origin.label };
      return { ...page, error: null, found, around: null, stores: result.stores };
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.errorId === "STR404") error = "stores.error.unknown";
      else if (failure.errorId !== "VAL400") throw failure;
    }
  }
  return data({ ...page, error, found: null, ...(await overview()) }, { status: 400 });
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { q, radius, radiusLabel, radiusOptions, error, found, around, stores } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/stores");
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
      <Form method="get" className="store-search" role="search" aria-label={t("stores.heading")}>
        <div className="store-search__field">
          <label htmlFor="store-place">{t("stores.place")}</label>
          <input
            // A new search resets the field to what was searched.
            key={q}
            id="store-place"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_PLACE_LENGTH}
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "store-place-error" : undefined}
          />
          {error ? (
            <p id="store-place-error" className="field-error" data-testid="store-place-error">
              {t(error, { q })}
            </p>
          ) : null}
        </div>
        <div className="store-search__radius">
          <label htmlFor="store-radius">{t("stores.radius")}</label>
          <select id="store-radius" name="radius" defaultValue={radius} key={radius}>
            {radiusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button className="button button--primary store-search__submit" disabled={searching}>
          {searching ? <span className="spinner" aria-hidden="true" /> : null}
          {searching ? t("stores.searching") : t("stores.submit")}
        </button>
      </Form>
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

import {
  shoeSizeLabel,
  type Currency,
  type SearchFacet,
  type ShoeSizeRun,
} from "@ridgeline/contract";
import { Form, useLocation } from "react-router";
import { money } from "../../lib/format";
import { useT, type MessageKey, type Translate } from "../../lib/i18n";
import { chooserHref, type ListingStore, StoreChooser } from "../stores";
import { MULTI_FILTERS, toggleFilter, type ActiveFilter, type FilterParam } from "./search-filters";
import { pluralKey } from "../../ui/rating-label";
import { appLink } from "../../lib/client-links";

interface Props {
  facets: SearchFacet[];
  active: ActiveFilter[];
  /** Parameters the form must keep (search text, sort). */
  keep: Record<string, string>;
  currency: Currency;
  locale: string;
  /** The "Pick up at …" facet and its store chooser. */
  store: ListingStore;
  /** Whose run the shoe sizes of the size facet are (listingSizeRun). */
  sizeRun: ShoeSizeRun;
}

const isMulti = (param: string) => (MULTI_FILTERS as readonly string[]).includes(param);

/**
 * A facet value's words in the page's language: shoe sizes in the site's system ("EU 43"), other
 * sizes and unknown values as the API gives them. Only the words: the value sent stays the id.
 */
function valueLabel(
  t: Translate,
  facetId: string,
  value: string,
  fallback: string,
  page: { currency: Currency; locale: string; sizeRun: ShoeSizeRun },
) {
  const { currency, locale } = page;
  if (facetId === "size")
    return shoeSizeLabel({ id: value, label: fallback, gender: page.sizeRun }, { locale });
  if (facetId === "gender") return t(`gender.${value}` as MessageKey);
  if (facetId === "color") return t(`colour.${value}` as MessageKey);
  if (facetId === "rating")
    return t(pluralKey(locale, Number(value), "facets.ratingUp.one", "facets.ratingUp.other"), {
      stars: value,
    });
  if (facetId === "onSale" || facetId === "inStock") return t(`facets.${facetId}`);
  if (facetId === "price") {
    const [min, max] = value
      .split("-")
      .map((part) => (part ? money(Number(part), currency, locale) : ""));
    return max ? `${min} – ${max}` : `${min}+`;
  }
  return fallback;
}

/**
 * The words of every facet value, per facet and value: kept per search answer (a shared,
 * frozen object on the server, so every page showing it reuses them), language, currency and
 * shoe size run.
 */
const labelsOfAnswer = new WeakMap<readonly SearchFacet[], Map<string, string[][]>>();

function facetLabels(
  facets: readonly SearchFacet[],
  t: Translate,
  page: { currency: Currency; locale: string; sizeRun: ShoeSizeRun },
): string[][] {
  let byLocale = labelsOfAnswer.get(facets);
  if (!byLocale) labelsOfAnswer.set(facets, (byLocale = new Map()));
  const key = `${page.locale}|${page.currency}|${page.sizeRun}`;
  let labels = byLocale.get(key);
  if (!labels) {
    labels = facets.map((facet) =>
      facet.values.map((option) =>
        facet.type === "toggle"
          ? t(`facets.${facet.id}` as MessageKey)
          : valueLabel(t, facet.id, option.value, option.label, page),
      ),
    );
    byLocale.set(key, labels);
  }
  return labels;
}

/**
 * The facet panel: checkboxes for multi-select facets, radio buttons for ranges, counts from
 * the search. A GET form, so it filters without JavaScript; with it, every change applies at once.
 */
export function SearchFacets({ facets, active, keep, currency, locale, store, sizeRun }: Props) {
  const t = useT();
  const { search } = useLocation();
  const title = (id: string) => t(`facets.${id}` as MessageKey);
  const page = { currency, locale, sizeRun };
  const storeName = (storeId: string) =>
    (store.active?.storeId === storeId ? store.active.name : null) ??
    (store.remembered?.storeId === storeId ? store.remembered.name : null) ??
    t("facets.storeUnknown", { id: storeId });
  const label = (filter: ActiveFilter) =>
    filter.param === "storeId"
      ? t("facets.storeId", { store: storeName(filter.value) })
      : valueLabel(t, filter.param, filter.value, filter.value, page);
  const chooseHref = `${chooserHref(store.keep, { chooseStore: "1" })}#store-chooser`;
  // The toggle offers the remembered store, and keeps a store the URL filters by checked.
  const storeOptions = [store.active, store.remembered].filter(
    (option, index, all): option is { storeId: string; name: string | null } =>
      option !== null && all.findIndex((other) => other?.storeId === option.storeId) === index,
  );
  const clearAll = `?${new URLSearchParams(keep)}`;
  const labels = facetLabels(facets, t, page);
  return (
    <aside className="facets" aria-label={t("facets.title")}>
      {active.length > 0 ? (
        <div className="facets__active">
          <ul className="chip-list chip-list--start">
            {active.map((filter) => (
              <li key={`${filter.param}-${filter.value}`}>
                <a
                  className="chip chip--active"
                  {...appLink(
                    toggleFilter(search, filter.param, filter.value, isMulti(filter.param)),
                    { keepScroll: true },
                  )}
                  aria-label={t("facets.remove", { value: label(filter) })}
                >
                  {/* The cross is a picture: the name says "Remove filter: …" (label in name). */}
                  {label(filter)} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
          <a {...appLink(clearAll, { keepScroll: true })} className="facets__clear">
            {t("facets.clear")}
          </a>
        </div>
      ) : null}
      {/* On phones the facets fold into "Filters"; wide screens always show them (app.css). */}
      <details className="facets__toggle">
        <summary className="button button--secondary">
          {t("facets.title")}
          {active.length > 0 ? ` (${active.length})` : ""}
        </summary>
        {/* Keyed by the URL: checkboxes are uncontrolled, so a new listing gets a fresh form. */}
        <Form
          key={search}
          method="get"
          preventScrollReset
          onChange={(event) => event.currentTarget.requestSubmit()}
        >
          {Object.entries(keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset className="facet facet--store" data-testid="facet-store">
            <legend>{t("facets.store")}</legend>
            {storeOptions.map((option) => (
              <label key={option.storeId} className="facet__option">
                <input
                  type="checkbox"
                  name="storeId"
                  value={option.storeId}
                  defaultChecked={store.active?.storeId === option.storeId}
                />
                <span>{t("facets.storeId", { store: storeName(option.storeId) })}</span>
              </label>
            ))}
            {storeOptions.length === 0 ? (
              <p className="facet__hint muted">{t("facets.storeHint")}</p>
            ) : null}
            <a {...appLink(chooseHref, { keepScroll: true })} className="facet__link">
              {store.remembered ? t("facets.storeChange") : t("facets.storeChoose")}
            </a>
          </fieldset>
          {facets.map((facet, facetIndex) => {
            if (facet.values.length === 0) return null;
            const param = (facet.id === "price" ? "price" : facet.id) as FilterParam;
            const type = facet.type === "multi" || facet.type === "toggle" ? "checkbox" : "radio";
            return (
              <fieldset key={facet.id} className="facet" data-testid={`facet-${facet.id}`}>
                <legend>{title(facet.id)}</legend>
                {facet.values.map((option, valueIndex) => (
                  <label key={option.value} className="facet__option">
                    <input
                      type={type}
                      name={param}
                      value={option.value}
                      defaultChecked={option.selected}
                    />
                    {facet.id === "color" ? (
                      <span
                        className={`facet__swatch facet__swatch--${option.value}`}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span>{labels[facetIndex]?.[valueIndex]}</span>
                    <span className="facet__count">{option.count}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
          <noscript>
            <button type="submit" className="button button--secondary">
              {t("facets.apply")}
            </button>
          </noscript>
        </Form>
      </details>
      <StoreChooser store={store} />
    </aside>
  );
}

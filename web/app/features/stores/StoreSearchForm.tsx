import { Form, useNavigation } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { MAX_PLACE_LENGTH } from "./store-locator";

interface Props {
  /** The place searched, which the field shows again. */
  q: string;
  radius: number;
  radiusOptions: { value: number; label: string }[];
  /** Why the place searched found nothing, shown under the field. */
  error: MessageKey | null;
}

/** The locator's search: a postal code or city and a radius, sent as a plain GET form. */
export function StoreSearchForm({ q, radius, radiusOptions, error }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/stores");
  return (
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
  );
}

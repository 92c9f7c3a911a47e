import { useT } from "../../lib/i18n";

/**
 * The postal code or city field of a store search and its "Find stores" button, as the
 * listing's store chooser and the bag's store search show them; `name` is the URL parameter.
 */
export function StoreQueryField({ name, query }: { name: string; query: string }) {
  const t = useT();
  return (
    <>
      <label>
        {t("store.query")}
        <input
          name={name}
          required
          minLength={2}
          maxLength={80}
          defaultValue={query}
          autoComplete="postal-code"
        />
      </label>
      <button type="submit" className="button button--primary">
        {t("store.search")}
      </button>
    </>
  );
}

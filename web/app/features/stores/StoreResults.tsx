import type { ReactNode } from "react";
import type { Store } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";

interface Props {
  search: { query: string; stores: Store[]; error: string | null };
  /** What a failed search says (the listing's chooser words it its own way). */
  errorText: string;
  testId: string;
  /** The line under each store's address: stock, a "shop this store" link… */
  children: (store: Store) => ReactNode;
}

/**
 * The stores a postal-code or city search found, nearest first, with distance, address and
 * whether each is open now: shared by the product page's stock check and the listing's
 * store chooser, which only differ in what each store offers underneath.
 */
export function StoreResults({ search, errorText, testId, children }: Props) {
  const t = useT();
  if (search.error) {
    return (
      <p className="field-error" role="alert">
        {errorText}
      </p>
    );
  }
  if (search.stores.length === 0) return <p>{t("store.noResults", { query: search.query })}</p>;
  return (
    <ul className="store-results" data-testid={testId}>
      {search.stores.map((store) => (
        <li key={store.storeId}>
          <div>
            <strong>{store.name}</strong>{" "}
            <span className="muted">{t("store.km", { distance: store.distance.toFixed(1) })}</span>
          </div>
          <div className="muted">
            {store.addressLine1}, {store.city} ·{" "}
            {store.openNow ? t("store.openNow") : t("store.closedNow")}
          </div>
          {children(store)}
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";
import type { Store } from "@ridgeline/contract";
import { useParams } from "react-router";
import { useT } from "../../lib/i18n";
import { formatDistance } from "./store-locator";

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
  const locale = useParams()["locale"] ?? "en-us";
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
            {/* Miles on the US and UK sites, kilometres elsewhere (the locator's own rule). */}
            <span className="muted" data-testid="store-distance">
              {formatDistance(store.distance, locale)}
            </span>
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

import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useT } from "../../lib/i18n";
import { chooserHref, type ListingStore } from "./listing-store";
import { useHydrated } from "../../lib/use-hydrated";
import { StoreResults } from "./StoreResults";
import { StoreQueryField } from "./StoreQueryField";

/**
 * Choose the store a listing filters by: search stores by postal code or city, then "Shop this
 * store". Opened by the URL (`?chooseStore=1`), so it works without JavaScript as an in-page
 * panel; with JavaScript it is a modal dialog that closes on Escape back to the listing.
 */
export function StoreChooser({ store }: { store: ListingStore }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeHref = chooserHref(store.keep, {});
  const open = store.chooserOpen;
  useEffect(() => {
    const element = dialog.current;
    if (hydrated && open && element && !element.open) element.showModal();
    if (hydrated && !open && element?.open) element.close();
  }, [hydrated, open]);
  const { search } = store;

  return (
    <dialog
      id="store-chooser"
      ref={dialog}
      className="dialog dialog--narrow"
      aria-labelledby="store-chooser-title"
      open={!hydrated && open ? true : undefined}
      onClose={() => {
        if (open) void navigate(closeHref, { preventScrollReset: true, replace: true });
      }}
    >
      <Link
        to={closeHref}
        className="dialog__close"
        aria-label={t("sizeChart.close")}
        preventScrollReset
        replace
      >
        ×
      </Link>
      <h2 id="store-chooser-title">{t("facets.storeChooserTitle")}</h2>
      <Form method="get" className="store-chooser__form" preventScrollReset replace>
        {store.keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="chooseStore" value="1" />
        <StoreQueryField name="storeQuery" query={search?.query ?? ""} />
      </Form>
      {search ? (
        <StoreResults
          search={search}
          errorText={t("stores.error.unknown", { q: search.query })}
          testId="store-chooser-results"
        >
          {(found) =>
            found.pickupEnabled ? (
              <Link
                className="button button--secondary store-chooser__pick"
                to={chooserHref(store.keep, {
                  pickStore: found.storeId,
                  pickStoreName: found.name,
                })}
                aria-label={`${t("facets.storePick")}: ${found.name}`}
              >
                {t("facets.storePick")}
              </Link>
            ) : (
              <div>{t("store.noPickup")}</div>
            )
          }
        </StoreResults>
      ) : null}
    </dialog>
  );
}

import type { CartItem, Store } from "@ridgeline/contract";
import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { StoreQueryField } from "../stores/StoreQueryField";
import { StoreResults } from "../stores/StoreResults";
import { IntentButton, LineFields } from "./BagForm";
import type { BagStoreDialog } from "./cart-delivery.server";

interface Props {
  item: CartItem;
  dialog: BagStoreDialog;
  locale: string;
}

/**
 * The store search of one bag line (`?storeFor=itemId&q=…`): stores near a postal code or
 * city (the product page's search and results), each with its units of the line's size, and
 * "Pick up here" where it has enough. Choosing one remembers the store and moves the line to
 * pickup there (intent `store`). Without JavaScript it is a part of the page under the line;
 * with it a modal dialog (focus stays inside, Escape closes) and, when it goes, the focus
 * returns to the line's "Change store".
 */
export function PickupStoreDialog({ item, dialog, locale }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const element = useRef<HTMLDialogElement>(null);
  const bagHref = `/${locale}/cart`;
  useEffect(() => {
    const node = element.current;
    if (!hydrated || !node || node.open) return;
    node.showModal();
    // The search is what the shopper came for (the × would take the focus first).
    node.querySelector<HTMLInputElement>("input[name=q]")?.focus();
  }, [hydrated]);
  // Closed (Escape, ×) or a store chosen: the URL no longer names the line and this goes.
  useEffect(
    () => () => {
      document.querySelector<HTMLElement>(`[data-store-opener="${item.id}"]`)?.focus();
    },
    [item.id],
  );
  const size = item.variants.find((variant) => variant.code === "size")?.value ?? "";
  return (
    <dialog
      id="bag-store"
      ref={element}
      className="dialog dialog--narrow bag-store"
      aria-labelledby="bag-store-title"
      data-testid="bag-store"
      open={hydrated ? undefined : true}
      onClose={() => void navigate(bagHref, { preventScrollReset: true, replace: true })}
    >
      <a
        {...appLink(bagHref, { keepScroll: true, replace: true })}
        className="dialog__close"
        aria-label={t("sizeChart.close")}
      >
        ×
      </a>
      <h2 id="bag-store-title">{t("cart.store.title", { name: item.name })}</h2>
      {size ? <p className="muted">{t("cart.store.intro", { size })}</p> : null}
      <Form
        method="get"
        action={bagHref}
        className="store-chooser__form"
        preventScrollReset
        replace
      >
        <input type="hidden" name="storeFor" value={item.id} />
        <StoreQueryField name="q" query={dialog.query} />
      </Form>
      {dialog.search ? (
        <StoreResults
          search={dialog.search}
          errorText={t("stores.error.unknown", { q: dialog.search.query })}
          testId="bag-store-results"
        >
          {(store) => <StorePick item={item} store={store} action={bagHref} />}
        </StoreResults>
      ) : null}
    </dialog>
  );
}

/** A found store's units of the line's size, and "Pick up here" where it has enough. */
function StorePick({ item, store, action }: { item: CartItem; store: Store; action: string }) {
  const t = useT();
  if (!store.pickupEnabled) return <div>{t("store.noPickup")}</div>;
  const units = store.storeInventory.find((stock) => stock.upc === item.upc)?.quantity ?? 0;
  if (units < item.qty)
    return <div>{units > 0 ? t("cart.store.tooFew", { count: units }) : t("cart.store.none")}</div>;
  return (
    <Form method="post" action={action} className="bag-store__pick">
      <span>{t("cart.store.units", { count: units })}</span>
      <LineFields item={item} />
      <input type="hidden" name="storeId" value={store.storeId} />
      <input type="hidden" name="storeName" value={store.name} />
      <IntentButton
        intent="store"
        label={t("cart.store.pickLabel", { store: store.name })}
        busy={false}
        className="button button--secondary"
      >
        {t("cart.store.pick")}
      </IntentButton>
    </Form>
  );
}

import type { CartItem, Store } from "@ridgeline/contract";
import { Form } from "react-router";
import { useT } from "../../lib/i18n";
import { StoreResults } from "../stores";
import { IntentButton, LineFields } from "./BagForm";
import { BagSearchDialog } from "./BagSearchDialog";
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
 * pickup there (intent `store`). The focus returns to the line's "Change store" when it goes.
 */
export function PickupStoreDialog({ item, dialog, locale }: Props) {
  const t = useT();
  const size = item.variants.find((variant) => variant.code === "size")?.value ?? "";
  return (
    <BagSearchDialog
      id="bag-store"
      testId="bag-store"
      locale={locale}
      title={t("cart.store.title", { name: item.name })}
      intro={size ? t("cart.store.intro", { size }) : null}
      state={{ name: "storeFor", value: item.id }}
      query={dialog.query}
      nearMe={dialog.search?.nearMe ?? null}
      openerSelector={`[data-store-opener="${item.id}"]`}
    >
      {dialog.search ? (
        <StoreResults
          search={dialog.search}
          errorText={t("stores.error.unknown", { q: dialog.search.query })}
          testId="bag-store-results"
        >
          {(store) => <StorePick item={item} store={store} action={`/${locale}/cart`} />}
        </StoreResults>
      ) : null}
    </BagSearchDialog>
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

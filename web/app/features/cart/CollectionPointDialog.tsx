import { PUDO_METHOD_CODE, type Store } from "@ridgeline/contract";
import { Form } from "react-router";
import { useT } from "../../lib/i18n";
import { StoreResults } from "../stores";
import { IntentButton } from "./BagForm";
import { BagSearchDialog } from "./BagSearchDialog";
import type { BagPointDialog } from "./cart-delivery.server";

interface Props {
  dialog: BagPointDialog;
  locale: string;
}

/**
 * The home delivery's collection point search (`?points=1&q=…`, decision 0063): points near a
 * postal code or city (near the shipping address's at first), each with "Collect here", which
 * sends the bag's home shipment there by PUDO (intent `shipping`).
 */
export function CollectionPointDialog({ dialog, locale }: Props) {
  const t = useT();
  return (
    <BagSearchDialog
      id="bag-point"
      testId="bag-point"
      locale={locale}
      title={t("cart.point.title")}
      intro={t("cart.point.intro")}
      state={{ name: "points", value: "1" }}
      query={dialog.query}
      nearMe={dialog.search?.nearMe ?? null}
      openerSelector="[data-point-opener]"
    >
      {dialog.search ? (
        <StoreResults
          search={dialog.search}
          errorText={t("stores.error.unknown", { q: dialog.search.query })}
          testId="bag-point-results"
        >
          {(store) => <PointPick store={store} action={`/${locale}/cart`} />}
        </StoreResults>
      ) : null}
    </BagSearchDialog>
  );
}

/** "Collect here": the bag's home shipment goes to this point by PUDO. */
function PointPick({ store, action }: { store: Store; action: string }) {
  const t = useT();
  return (
    <Form method="post" action={action} className="bag-store__pick">
      <span>{t("cart.point.hours")}</span>
      <input type="hidden" name="code" value={PUDO_METHOD_CODE} />
      <input type="hidden" name="storeId" value={store.storeId} />
      <IntentButton
        intent="shipping"
        label={t("cart.point.pickLabel", { store: store.name })}
        busy={false}
        className="button button--secondary"
      >
        {t("cart.point.pick")}
      </IntentButton>
    </Form>
  );
}

import type { InStoreSession } from "@ridgeline/contract";
import { Form } from "react-router";
import { useT } from "../../lib/i18n";

/** Shown on every page while a buy-in-store session lasts: the store, the associate, "clear". */
export function InStoreBar({ inStore, locale }: { inStore: InStoreSession; locale: string }) {
  const t = useT();
  return (
    <div
      className="in-store-bar"
      role="region"
      aria-label={t("inStore.label")}
      data-testid="in-store-bar"
    >
      <p className="in-store-bar__text">
        <span className="in-store-bar__badge">{t("inStore.label")}</span>
        <span className="in-store-bar__store">{inStore.storeName}</span>
        <span className="in-store-bar__associate">
          {t("inStore.associate", { name: inStore.storeEmployeeName })}
        </span>
      </p>
      <Form method="post" action={`/${locale}/associate-login`}>
        <input type="hidden" name="intent" value="clear" />
        <button type="submit" className="in-store-bar__clear">
          {t("inStore.clear")}
        </button>
      </Form>
    </div>
  );
}

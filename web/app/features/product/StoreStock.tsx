import { productSizeLabel, type ProductDetails } from "@ridgeline/contract";
import { Form, useParams } from "react-router";
import { useT } from "../../lib/i18n";
import { type ChosenStore, type StoreSearch, StoreResults } from "../stores";
import { appLink } from "../../lib/client-links";
import { ReserveInStore } from "./ReserveInStore";
import type { ReserveForm } from "./reserve-in-store.server";

interface Props {
  product: ProductDetails;
  search: StoreSearch | null;
  chosen: ChosenStore | null;
  /** The reservation form, when asked for at the chosen store (decision 0071). */
  reserve: ReserveForm | null;
}

/**
 * Stock of the chosen colour at a store: search stores by postal code or city, see which sizes
 * each has, choose one to keep. A GET form, so it works with or without JavaScript.
 */
export function StoreStock({ product, search, chosen, reserve }: Props) {
  const t = useT();
  const locale = useParams()["locale"] ?? "en-us";
  const colour =
    product.attributes.colors.find((c) => c.id === product.selectedColorId)?.label ?? "";
  const sizesAt = (upcs: { upc: string; available: boolean }[]) =>
    product.variants
      .filter(
        (v) =>
          v.colorId === product.selectedColorId && upcs.some((s) => s.upc === v.upc && s.available),
      )
      .map((v) => productSizeLabel(product, v.sizeId, { locale }));
  const stockLine = (sizes: string[]) =>
    sizes.length > 0
      ? t("store.inStock", { colour, sizes: sizes.join(", ") })
      : t("store.noStock", { colour });

  return (
    <details
      id="store-stock"
      className="store-stock"
      open={Boolean(search || chosen || reserve) || undefined}
    >
      <summary>{chosen ? t("store.pickupAt", { store: chosen.name }) : t("store.check")}</summary>
      {chosen ? (
        <p className="store-stock__chosen" data-testid="chosen-store">
          <strong>{t("store.chosen")}:</strong> {chosen.name} —{" "}
          {chosen.pickupEnabled ? stockLine(chosen.sizes) : t("store.noPickup")}
        </p>
      ) : null}
      {chosen ? (
        <ReserveInStore product={product} chosen={chosen} form={reserve} locale={locale} />
      ) : null}
      <Form method="get" action={product.url} className="store-stock__form" preventScrollReset>
        <input type="hidden" name="color" value={product.selectedColorId} />
        <label>
          {t("store.query")}
          <input name="storeQuery" required maxLength={80} defaultValue={search?.query ?? ""} />
        </label>
        <button type="submit" className="button button--secondary">
          {t("store.search")}
        </button>
      </Form>
      {search ? (
        <StoreResults search={search} errorText={search.error ?? ""} testId="store-results">
          {(store) => (
            <>
              <div>
                {store.pickupEnabled
                  ? stockLine(sizesAt(store.storeInventory))
                  : t("store.noPickup")}
              </div>
              <a
                {...appLink(
                  `${product.url}?${new URLSearchParams({ color: product.selectedColorId, store: store.storeId, storeName: store.name })}#store-stock`,
                  { keepScroll: true },
                )}
              >
                {t("store.choose")}
              </a>
              {store.pickupEnabled && sizesAt(store.storeInventory).length > 0 ? (
                <a
                  className="store-stock__reserve"
                  data-testid="reserve-at-store"
                  href={`${product.url}?${new URLSearchParams({ color: product.selectedColorId, store: store.storeId, storeName: store.name, reserve: "1" })}#store-reserve`}
                >
                  {t("reserve.action")}
                </a>
              ) : null}
            </>
          )}
        </StoreResults>
      ) : null}
    </details>
  );
}

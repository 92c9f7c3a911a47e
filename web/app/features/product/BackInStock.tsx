import { productSizeLabel, type ProductDetails } from "@ridgeline/contract";
import { Form, useParams } from "react-router";
import { useT } from "../../lib/i18n";
import type { FormProblem } from "../reviews";

interface Props {
  product: ProductDetails;
  pageUrl: string;
  problem: FormProblem | null;
  posted: boolean;
}

/** For sizes sold out online: leave an e-mail address and hear when the size is back. */
export function BackInStock({ product, pageUrl, problem, posted }: Props) {
  const t = useT();
  const locale = useParams()["locale"] ?? "en-us";
  const soldOut = product.variants.filter(
    (variant) =>
      variant.colorId === product.selectedColorId && variant.stockStatus === "OUT_OF_STOCK",
  );
  if (soldOut.length === 0) return null;
  const error = problem?.form === "notify" ? problem : null;
  return (
    <details
      id="back-in-stock"
      className="store-stock"
      open={Boolean(error || posted) || undefined}
      data-testid="back-in-stock"
    >
      <summary>{t("notify.title")}</summary>
      {posted ? (
        <p className="notice notice--success" role="status">
          {t("notify.done")}
        </p>
      ) : null}
      <Form method="post" action={pageUrl} className="store-stock__form" preventScrollReset>
        <input type="hidden" name="intent" value="notify" />
        <label>
          {t("notify.size")}
          <select name="upc" required>
            {soldOut.map((variant) => (
              <option key={variant.upc} value={variant.upc}>
                {productSizeLabel(product, variant.sizeId, { locale })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("notify.email")}
          <input type="email" name="email" required maxLength={254} autoComplete="email" />
        </label>
        <button type="submit" className="button button--secondary">
          {t("notify.submit")}
        </button>
      </Form>
      {error ? (
        <p className="field-error" role="alert">
          {error.error}
        </p>
      ) : null}
    </details>
  );
}

import { Form, Link, useNavigation } from "react-router";
import { productLabel, seasonLabel, useT } from "../../lib/i18n";
import { Price } from "../../ui/Price";
import { PAGE_IMAGE_SIZES, ProductImage } from "../../ui/ProductImage";
import { Rating } from "../../ui/Rating";
import { FavoriteToggle } from "../favorites/FavoriteToggle";
import type { FormProblem } from "../reviews/ProductReviews";
import { BackInStock } from "./BackInStock";
import { BuyBoxFields } from "./BuyBoxFields";
import type { AddToBagProblem, ProductPageData } from "./product.types";
import { SizeChart } from "./SizeChart";
import { StoreStock } from "./StoreStock";

interface Props {
  page: ProductPageData;
  locale: string;
  /** The page's own URL (path and colour), which its forms and links come back to. */
  pageUrl: string;
  /** The buy box's refusal, shown under the field it names. */
  error: AddToBagProblem | null;
  /** A refused community form (back in stock shows its own). */
  community: FormProblem | null;
}

/**
 * The top of the product page: the picture, then name, rating, price, the buy box with its size
 * chart, the heart, back in stock, store stock and the product's details.
 */
export function ProductSummary({ page, locale, pageUrl, error, community }: Props) {
  const t = useT();
  const adding = useNavigation().state === "submitting";
  const { product } = page;
  const image = product.images[product.selectedColorId]?.[0];
  return (
    <div className="pdp">
      <div className="pdp__media">
        {image ? <ProductImage image={image} sizes={PAGE_IMAGE_SIZES} priority /> : null}
        {product.badge ? (
          <span className="badge">{productLabel(t, "badge", product.badge)}</span>
        ) : null}
      </div>
      <div className="pdp__info">
        {product.eyebrow ? (
          <p className="eyebrow">{productLabel(t, "eyebrow", product.eyebrow.label)}</p>
        ) : null}
        <h1>{product.name}</h1>
        <Rating score={product.rating.score} reviewsCount={product.rating.reviewsCount} />
        <Price
          currency={product.prices.currency}
          locale={locale}
          current={product.prices.current}
          original={product.prices.original}
        />
        {page.added ? (
          <div className="notice notice--success" role="status">
            {t("product.added")} <Link to={`/${locale}/cart`}>{t("product.viewBag")}</Link>
          </div>
        ) : null}

        <Form method="post" className="buy-box" replace>
          <BuyBoxFields product={product} error={error} adding={adding} />
          {page.sizeChart ? (
            <SizeChart
              chart={page.sizeChart}
              initiallyOpen={page.sizeChartOpen}
              openHref={`${pageUrl}&sizeChart=1#size-chart`}
              closeHref={pageUrl}
            />
          ) : null}
        </Form>
        <FavoriteToggle
          id={product.selectedColorId}
          alsoSaved={[product.productId]}
          name={product.name}
          variant="pdp"
        />

        <BackInStock
          product={product}
          pageUrl={pageUrl}
          problem={community}
          posted={page.posted === "notify"}
        />
        <StoreStock product={product} search={page.storeSearch} chosen={page.chosenStore} />

        <section className="pdp__description">
          <h2>{t("product.details")}</h2>
          <p>{product.description}</p>
          <p className="muted">
            {product.brand} · {t("product.style", { id: product.productId })} ·{" "}
            {seasonLabel(t, product.season)}
          </p>
        </section>
      </div>
    </div>
  );
}

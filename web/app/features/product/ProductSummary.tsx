import { useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { productLabel, seasonLabel, useT } from "../../lib/i18n";
import { Price } from "../../ui/Price";
import { PAGE_IMAGE_SIZES, ProductImage } from "../../ui/ProductImage";
import { Rating } from "../../ui/Rating";
import { FavoriteToggle } from "../favorites";
import type { FormProblem } from "../reviews";
import { AddedToBag, preloadAddedToBag } from "./added-to-bag.lazy";
import { deferredIsland } from "../../lib/deferred-island";
import { BuyBoxFields } from "./BuyBoxFields";
import type { AddToBagAnswer, AddToBagProblem, ProductPageData } from "./product.types";

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

// Below the buy box: their code comes when the shopper gets near them (decision 0091).
const BackInStock = deferredIsland(() =>
  import("./BackInStock").then((module) => module.BackInStock),
);
const StoreStock = deferredIsland(() => import("./StoreStock").then((module) => module.StoreStock));
// A link until used: its code comes when the shopper points at, touches or tabs to it.
const SizeChart = deferredIsland(() => import("./SizeChart").then((module) => module.SizeChart), {
  until: "used",
});

/**
 * The top of the product page: the picture, then name, rating, price, the buy box with its size
 * chart, the heart, back in stock, store stock and the product's details.
 */
export function ProductSummary({ page, locale, pageUrl, error, community }: Props) {
  const t = useT();
  const { product } = page;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // With JavaScript the add is a fetcher (`inPlace=1`): the page stays where the shopper is
  // and the mini-cart opens there. Without it the form posts and the page comes back with it.
  const add = useFetcher<AddToBagAnswer>({ key: `add-to-bag-${product.productId}` });
  const adding = add.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const answer = add.data && add.data !== dismissed ? add.data : null;
  const added = answer && "added" in answer && !adding ? answer : null;
  const refused = answer && "error" in answer ? answer : error;
  const backToButton = () => {
    setDismissed(add.data);
    form.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  };
  // Back without JavaScript (`?added=1`): once it runs, closing takes the parameters away.
  const closeServerPanel = () => {
    navigate(pageUrl, { replace: true, preventScrollReset: true });
    backToButton();
  };
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
        {added ? (
          <AddedToBag product={product} item={added} onClose={backToButton} closeHref={pageUrl} />
        ) : page.added ? (
          <AddedToBag
            product={product}
            item={page.added}
            onClose={hydrated ? closeServerPanel : undefined}
            closeHref={pageUrl}
          />
        ) : null}

        <add.Form ref={form} method="post" className="buy-box" onSubmit={preloadAddedToBag}>
          {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
          <BuyBoxFields product={product} error={refused} adding={adding} />
          {page.sizeChart ? (
            <SizeChart
              chart={page.sizeChart}
              initiallyOpen={page.sizeChartOpen}
              openHref={`${pageUrl}&sizeChart=1#size-chart`}
              closeHref={pageUrl}
            />
          ) : null}
        </add.Form>
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
        <StoreStock
          product={product}
          search={page.storeSearch}
          chosen={page.chosenStore}
          reserve={page.reserveForm}
        />

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

import type { Currency, RECOMMENDATION_TYPES } from "@ridgeline/contract";
import { pushDataLayer, recommendationRecord } from "../../lib/analytics";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { Price } from "../../ui/Price";
import { Rating } from "../../ui/Rating";

interface Item {
  productId: string;
  image: string;
  title: string;
  review_average: number;
  reviews_count: number;
  price: { highCurrent: number; lowCurrent: number; highOriginal: number; lowOriginal: number };
  url: string;
  recommendationId: string;
}

interface Props {
  type: (typeof RECOMMENDATION_TYPES)[number];
  items: Item[];
  currency: Currency;
  locale: string;
}

/**
 * A horizontally scrolling row of recommended products (similar, complete the look …). Its
 * links are plain `<a>`s that the app's one handler navigates in the page (`useAppLinks`).
 */
export function RecommendationRail({ type, items, currency, locale }: Props) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="pdp-section" aria-labelledby={`recs-${type}`}>
      <h2 id={`recs-${type}`}>{t(`recs.${type}`)}</h2>
      <ul className="rail" data-testid={`recs-${type}`}>
        {items.map((item, index) => (
          <li key={item.recommendationId} className="rail__item">
            <a
              {...appLink(item.url)}
              onClick={() =>
                pushDataLayer({
                  event: "select_item",
                  recommendationId: item.recommendationId,
                  ecommerce: {
                    item_list_name: type,
                    items: [recommendationRecord(item, type, index + 1)],
                  },
                })
              }
            >
              <img src={item.image} alt="" width={200} height={250} loading="lazy" />
              <span className="rail__title">{item.title}</span>
            </a>
            <Price
              currency={currency}
              locale={locale}
              current={item.price.lowCurrent}
              original={
                item.price.lowCurrent < item.price.lowOriginal
                  ? item.price.lowOriginal
                  : item.price.lowCurrent
              }
            />
            <Rating score={item.review_average} reviewsCount={item.reviews_count} />
          </li>
        ))}
      </ul>
    </section>
  );
}

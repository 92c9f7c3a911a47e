import type { ReactNode } from "react";
import { QuickShop } from "../../features/product";
import { Price } from "../../ui/Price";
import { Rating } from "../../ui/Rating";
import { ContentLink } from "../shared/ContentLink";
import type { RecommendationCardData } from "./recommendation-items";

/**
 * One recommended product (001 §3 "Product recommendation" item): picture in the store's 4:5
 * box, name, price, rating when shown, and the store's quick shop (which comes once the page
 * runs; without it the card links to the product page).
 */
export function RecommendationCard(props: {
  card: RecommendationCardData;
  locale: string;
  showRatings: boolean;
  quickShop: boolean;
  onSelect: () => void;
}): ReactNode {
  const { tile, rating } = props.card;
  return (
    <li className="content-recs__item">
      <article className="content-recs__card">
        <div className="content-recs__media">
          <img
            src={tile.image.url}
            alt=""
            width={tile.image.width}
            height={tile.image.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <p className="content-recs__name">
          <ContentLink url={tile.url} className="content-recs__link" onClick={props.onSelect}>
            {tile.name}
          </ContentLink>
        </p>
        <div className="content-recs__price">
          <Price
            currency={tile.price.currency}
            locale={props.locale}
            current={tile.price.lowCurrent}
            original={Math.max(tile.price.lowOriginal, tile.price.lowCurrent)}
            highCurrent={tile.price.highCurrent}
          />
        </div>
        {props.showRatings ? (
          <div className="content-recs__rating">
            {rating ? <Rating score={rating.score} reviewsCount={rating.reviewsCount} /> : null}
          </div>
        ) : null}
        {props.quickShop ? (
          <div className="content-recs__quickshop">
            <QuickShop tile={tile} locale={props.locale} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** A card's place while the items come: the same boxes, so nothing moves when they arrive. */
export function RecommendationCardSkeleton(props: {
  showRatings: boolean;
  quickShop: boolean;
}): ReactNode {
  return (
    <li className="content-recs__item content-recs__item--skeleton" aria-hidden="true">
      <div className="content-recs__card">
        <div className="content-recs__media" />
        <p className="content-recs__name" />
        <div className="content-recs__price" />
        {props.showRatings ? <div className="content-recs__rating" /> : null}
        {props.quickShop ? <div className="content-recs__quickshop" /> : null}
      </div>
    </li>
  );
}

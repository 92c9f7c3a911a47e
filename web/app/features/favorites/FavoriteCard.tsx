import type { FavoriteItem } from "@ridgeline/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { Price } from "../../ui/Price";

type CardItem = Omit<FavoriteItem, "itemId" | "qty">;

/**
 * A saved product: picture, name, colour, price, stock and a way to the bag (the product
 * page, where a size is chosen). `children` holds the owner's own controls (remove).
 */
export function FavoriteCard({
  item,
  locale,
  children,
}: {
  item: CardItem;
  locale: string;
  children?: ReactNode;
}) {
  const t = useT();
  const onSale = item.price.lowCurrent < item.price.lowOriginal;
  return (
    <article className="favorite-card" data-testid="favorite-card">
      <Link to={item.url} className="favorite-card__media">
        <img
          src={item.image.url}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
        />
      </Link>
      <div className="favorite-card__info">
        <h2 className="favorite-card__name">
          <Link to={item.url}>{item.name}</Link>
        </h2>
        <p className="muted favorite-card__colour">{item.colorLabel}</p>
        <Price
          currency={item.price.currency}
          locale={locale}
          current={item.price.lowCurrent}
          original={onSale ? item.price.highOriginal : item.price.lowCurrent}
          highCurrent={item.price.highCurrent}
        />
        <p className={item.available ? "stock stock--in" : "stock stock--out"}>
          {item.available ? t("favorites.inStock") : t("favorites.outOfStock")}
        </p>
        <div className="favorite-card__actions">
          <Link className="button button--primary" to={item.url} data-testid="favorite-add-to-bag">
            {item.available ? t("favorites.addToBag") : t("favorites.view")}
          </Link>
          {children}
        </div>
      </div>
    </article>
  );
}

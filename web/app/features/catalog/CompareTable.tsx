import { shoeSizeLabel, type CompareItem } from "@ridgeline/contract";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { Price } from "../../ui/Price";
import { Rating } from "../../ui/Rating";
import { compareHref } from "./compare";

/**
 * The compared products side by side: a column each (with a link removing it from the
 * comparison), a row per attribute, and a link to each product's page.
 */
export function CompareTable({
  products,
  ids,
  locale,
}: {
  products: CompareItem[];
  ids: string[];
  locale: string;
}) {
  const t = useT();
  const without = (productId: string) =>
    compareHref(
      locale,
      ids.filter((id) => id !== productId),
    );
  const rows: { key: MessageKey; cell: (item: CompareItem) => ReactNode }[] = [
    {
      key: "compare.price",
      cell: (item) => (
        <Price
          currency={item.price.currency}
          locale={locale}
          current={item.price.lowCurrent}
          original={item.price.original}
          highCurrent={item.price.highCurrent}
        />
      ),
    },
    {
      key: "compare.rating",
      cell: (item) => <Rating score={item.rating.score} reviewsCount={item.rating.reviewsCount} />,
    },
    {
      key: "compare.colours",
      cell: (item) => (
        <ul className="compare__colours">
          {item.colors.map((color) => (
            <li key={color.id}>
              <span className="swatch swatch--small" style={{ backgroundColor: color.hex }} />
              {color.label}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "compare.sizes",
      cell: (item) =>
        item.sizes
          .filter((size) => size.available)
          // A compared product names its leaf category only: its shoe sizes read "US 9,5".
          .map((size) => shoeSizeLabel({ ...size, gender: "unknown" }, { locale }))
          .join(", ") || t("compare.none"),
    },
    { key: "compare.brand", cell: (item) => item.attributes.brand },
    { key: "compare.category", cell: (item) => item.attributes.category },
    {
      key: "compare.type",
      cell: (item) =>
        item.attributes.productType.charAt(0).toUpperCase() +
        item.attributes.productType.slice(1).replace(/-/g, " "),
    },
    { key: "compare.season", cell: (item) => item.attributes.season },
    { key: "compare.badge", cell: (item) => item.attributes.badge ?? t("compare.none") },
  ];

  return (
    <div className="table-scroll compare__scroll">
      <table
        className="compare__table"
        data-testid="compare-table"
        // Phones scroll sideways past two columns of about 150 px each.
        style={{ "--compare-columns": products.length } as CSSProperties}
      >
        <thead>
          <tr>
            <td className="compare__corner">
              <span className="visually-hidden">{t("compare.product")}</span>
            </td>
            {products.map((item) => (
              <th key={item.productId} scope="col" className="compare__product">
                <Link to={item.url} className="compare__image">
                  <img
                    src={item.image.url}
                    alt={item.image.alt}
                    width={item.image.width}
                    height={item.image.height}
                  />
                </Link>
                <Link to={item.url} className="compare__name">
                  {item.name}
                </Link>
                <Link
                  to={without(item.productId)}
                  className="compare__remove"
                  aria-label={t("compare.remove", { name: item.name })}
                >
                  ×
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(row.key)}</th>
              {products.map((item) => (
                <td key={item.productId}>{row.cell(item)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="visually-hidden">{t("compare.view")}</span>
            </th>
            {products.map((item) => (
              <td key={item.productId}>
                <Link to={item.url} className="button button--secondary">
                  {t("compare.view")}
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

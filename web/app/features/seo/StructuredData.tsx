import type { ProductDetails, Site } from "@ridgeline/contract";
import { useLocation } from "react-router";

/** hreflang links to the same page on every site; React places them in the document head. */
export function LanguageAlternates({
  origin,
  sites,
  locale,
}: {
  origin: string;
  sites: Pick<Site, "locale" | "isDefault">[];
  locale: string;
}) {
  const { pathname } = useLocation();
  const rest = pathname.slice(locale.length + 1);
  const hreflang = (tag: string) => {
    const [language, region] = tag.split("-");
    return region ? `${language}-${region.toUpperCase()}` : tag;
  };
  const fallback = sites.find((site) => site.isDefault) ?? sites[0];
  return (
    <>
      {sites.map((site) => (
        <link
          key={site.locale}
          rel="alternate"
          hrefLang={hreflang(site.locale)}
          href={`${origin}/${site.locale}${rest}`}
        />
      ))}
      {fallback ? (
        <link rel="alternate" hrefLang="x-default" href={`${origin}/${fallback.locale}${rest}`} />
      ) : null}
    </>
  );
}

function JsonLd({ data }: { data: object }) {
  // `<` is escaped so text from the catalogue can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function BreadcrumbJsonLd({
  origin,
  items,
}: {
  origin: string;
  items: { name: string; url: string }[];
}) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: items.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: `${origin}${item.url}`,
        })),
      }}
    />
  );
}

/** schema.org Product with one offer per colour's price range and the rating when there is one. */
export function ProductJsonLd({ origin, product }: { origin: string; product: ProductDetails }) {
  const inStock = product.variants.some((variant) => variant.stockStatus !== "OUT_OF_STOCK");
  const image = product.images[product.selectedColorId]?.[0];
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description: product.description,
        sku: product.productId,
        brand: { "@type": "Brand", name: product.brand },
        ...(image ? { image: `${origin}${image.url}` } : {}),
        offers: {
          "@type": "AggregateOffer",
          priceCurrency: product.prices.currency,
          lowPrice: product.prices.lowCurrent,
          highPrice: product.prices.highCurrent,
          offerCount: product.attributes.colors.length,
          availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          url: `${origin}${product.url}`,
        },
        ...(product.rating.reviewsCount > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: product.rating.score,
                reviewCount: product.rating.reviewsCount,
              },
            }
          : {}),
      }}
    />
  );
}

import type { ProductDetails, ProductTile } from "@ridgeline/contract";

/** A product image of the store's media, as the catalogue answers it. */
export function productImageFixture(colorVariantId: string, alt: string) {
  return { url: `/images/products/${colorVariantId}.svg`, alt, width: 800, height: 1000 };
}

/** A product's details with three colours (the second the default), for the gallery's tests. */
export function productDetailsFixture(): ProductDetails {
  const colors = [
    { id: "AB12CD34001", label: "Forest", defaultColor: false },
    { id: "AB12CD34002", label: "Slate", defaultColor: true },
    { id: "AB12CD34003", label: "Ember", defaultColor: false },
  ];
  return {
    productId: "AB12CD34",
    url: "/en-us/p/summit-jacket-AB12CD34",
    attributes: {
      colors: colors.map((color) => ({
        ...color,
        hex: "#1f3d2b",
        available: true,
        original: 200,
        current: 180,
      })),
      sizes: [],
    },
    images: Object.fromEntries(
      colors.map((color) => [
        color.id,
        [productImageFixture(color.id, `Summit Jacket in ${color.label}`)],
      ]),
    ),
  } as unknown as ProductDetails;
}

/** Listing tiles, `count` of them. */
export function tilesFixture(count: number): ProductTile[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `ZZ00000${index % 10}`;
    return {
      productId: id,
      name: `Trail Boot ${index}`,
      url: `/en-us/p/trail-boot-${id}`,
      image: productImageFixture(`${id}00${index}`, `Trail Boot ${index} in Stone`),
    } as unknown as ProductTile;
  });
}

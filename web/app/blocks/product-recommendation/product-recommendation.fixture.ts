import type {
  ProductDetails,
  ProductInventory,
  ProductTile,
  RecommendationItem,
  ResolvedBlocks,
} from "@ridgeline/contract";

/** A listing tile (a category's product). */
export function tile(index: number): ProductTile {
  return {
    productId: `JK${String(200000 + index)}`,
    name: `Ridge shell jacket ${index}`,
    url: `/en-us/p/ridge-shell-jacket-JK${String(200000 + index)}`,
    image: { url: `/media/jk-${index}.svg`, alt: `Jacket ${index}`, width: 400, height: 500 },
    colors: [
      {
        colorVariantId: `JK${String(200000 + index)}BLK`,
        label: "Black",
        hex: "#111111",
        image: { url: `/media/jk-${index}.svg`, alt: "", width: 400, height: 500 },
      },
    ],
    price: {
      currency: "USD",
      lowCurrent: 150,
      highCurrent: 150,
      lowOriginal: 200,
      highOriginal: 200,
    },
    rating: { score: 4.5, reviewsCount: 12 },
    badge: null,
  };
}

/** A recommendation service's item. */
export function recommendation(index: number): RecommendationItem {
  return {
    productId: `BT${String(300000 + index)}`,
    image: `/media/bt-${index}.svg`,
    title: `Trail boot ${index}`,
    review_average: 4,
    reviews_count: 3,
    price: { highCurrent: 120, lowCurrent: 120, highOriginal: 120, lowOriginal: 120 },
    url: `/en-us/p/trail-boot-BT${String(300000 + index)}`,
    recommendationId: `rec-${index}`,
  };
}

/** A Bloomreach item as its script leaves it on the window (001 §3). */
export function bloomreachItem(index: number): Record<string, unknown> {
  return {
    id: `FL${String(400000 + index)}`,
    title: `Grid fleece ${index}`,
    url: `/en-us/p/grid-fleece-FL${String(400000 + index)}`,
    image: { src: `/media/fl-${index}.svg`, alt: `Fleece ${index}` },
    rating: { score: 3.5, showScore: true },
    price: 80,
    currency: "USD",
    recToken: `br-${index}`,
  };
}

/** A product's details: a jacket in black and green, sizes S to L (M sold out in black). */
export function details(
  productId = "JK200001",
  overrides: Partial<ProductDetails> = {},
): ProductDetails {
  const black = `${productId}BLK`;
  const green = `${productId}GRN`;
  const sizes = ["S", "M", "L"];
  return {
    productId,
    selectedColorId: black,
    name: `Jacket ${productId}`,
    slug: "ridge-shell-jacket",
    url: `/en-us/p/ridge-shell-jacket-${productId}`,
    description: "A shell.",
    brand: "Ridgeline Outfitters",
    productType: "jacket",
    season: "FW26",
    badge: null,
    eyebrow: null,
    rating: { score: 4.2, reviewsCount: 8 },
    breadcrumbs: [{ id: "1000", name: "Men", url: "/en-us/c/men-1000" }],
    isCustoms: false,
    isDigitalProduct: false,
    prices: {
      currency: "USD",
      lowCurrent: 150,
      highCurrent: 150,
      lowOriginal: 200,
      highOriginal: 200,
      original: 200,
      current: 150,
    },
    attributes: {
      colors: [
        {
          id: black,
          label: "Black",
          hex: "#111111",
          available: true,
          defaultColor: true,
          original: 200,
          current: 150,
        },
        {
          id: green,
          label: "Green",
          hex: "#1f3d2b",
          available: true,
          defaultColor: false,
          original: 200,
          current: 150,
        },
      ],
      sizes: sizes.map((id) => ({ id, label: id, available: true })),
    },
    variants: [black, green].flatMap((colorId) =>
      sizes.map((sizeId) => ({
        upc: `${colorId}-${sizeId}`,
        colorId,
        sizeId,
        stockStatus:
          colorId === black && sizeId === "M" ? ("OUT_OF_STOCK" as const) : ("IN_STOCK" as const),
      })),
    ),
    images: {
      [black]: [{ url: `/media/${black}.svg`, alt: "Black jacket", width: 400, height: 500 }],
      [green]: [{ url: `/media/${green}.svg`, alt: "Green jacket", width: 400, height: 500 }],
    },
    ...overrides,
  };
}

/** The inventory of `details(productId)`: quantities by UPC (black M none). */
export function inventory(productId = "JK200001", quantity = 5): ProductInventory {
  const product = details(productId);
  return {
    productId,
    styleId: productId.slice(0, 8),
    inventory: product.variants.map((variant) => ({
      upc: variant.upc,
      colorVariantId: variant.colorId,
      sizeId: variant.sizeId,
      quantity: variant.stockStatus === "OUT_OF_STOCK" ? 0 : quantity,
      stockStatus: variant.stockStatus,
    })),
  };
}

export const RECOMMENDATION_BLOCK: ResolvedBlocks["productRecommendation"] = {
  type: "productRecommendation",
  id: "home-jackets",
  title: "Shells for the season",
  variant: "5-cards",
  quickShopVisibility: "visible",
  showRatings: true,
  source: { kind: "category", categoryId: "1100" },
  limit: 12,
};

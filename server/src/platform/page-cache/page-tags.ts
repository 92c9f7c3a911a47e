/**
 * The ids kept pages are tagged with and purged by (decision 0088), in one vocabulary for the
 * answers that show things and the changes that purge them. A style's tag covers everything a
 * page shows of it: its document, prices, stock, rating, reviews and questions.
 */
export const pageTags = {
  /** A style (the first eight characters of any of its product ids). */
  product: (productId: string) => `product:${productId.slice(0, 8)}`,
  /**
   * The listings of a category (or of text searches: `search`) whose order or members follow
   * its products' prices (sorted by price, filtered by price or sale) or stock (filtered by
   * stock, size or store): every sort, filter and page of that kind.
   */
  listing: (follows: "price" | "stock", categoryId: string) => `listing-${follows}:${categoryId}`,
  /** A store's stock of everything. */
  storeStock: (storeId: string) => `store-stock:${storeId}`,
} as const;

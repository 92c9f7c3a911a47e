/**
 * The ids kept pages are tagged with and purged by (decision 0088), in one vocabulary for the
 * answers that show things and the changes that purge them. A style's tag covers everything a
 * page shows of it: its document, prices, stock, rating, reviews and questions.
 */
export const pageTags = {
  /** A style (the first eight characters of any of its product ids). */
  product: (productId: string) => `product:${productId.slice(0, 8)}`,
  /**
   * The listings of a category (every sort, filter and page: their order, members and facet
   * counts follow its products' prices and stock), or of text searches (`search`).
   */
  listing: (categoryId: string) => `listing:${categoryId}`,
  /** A store's stock of everything. */
  storeStock: (storeId: string) => `store-stock:${storeId}`,
} as const;

/**
 * The ids kept pages are tagged with and purged by (decision 0088), in one vocabulary for the
 * answers that show things and the changes that purge them. A style's tag covers everything a
 * page shows of it: its document, prices, stock, rating, reviews and questions.
 */
/**
 * How long a process keeps the data pages are rendered from before it checks for changes (the
 * catalogue's version, a style's stock, reviews, product sets, the search index's generation,
 * the sites): short enough that a purge's second pass (`PURGE_SETTLE_MS`) finds every process
 * caught up within a second of the change (issue 27).
 */
export const DATA_REFRESH_MS = 400;

export const pageTags = {
  /** A style (the first eight characters of any of its product ids). */
  product: (productId: string) => `product:${productId.slice(0, 8)}`,
  /**
   * The listings of a category (or of text searches: `search`), whose order, members and facet
   * counts follow its products' prices and stock: every sort, filter and page.
   */
  listing: (follows: "price" | "stock", categoryId: string) => `listing-${follows}:${categoryId}`,
  /** A site's content: every page that shows a block, a menu or a footer of it. */
  content: (siteId: string) => `content:${siteId}`,
  /** A store's stock of everything. */
  storeStock: (storeId: string) => `store-stock:${storeId}`,
} as const;

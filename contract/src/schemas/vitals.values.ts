/**
 * The web-vitals beacon's words (issue 29, decision 0105), without zod: the page types of 001 §2
 * (the analytics data layer's and the vitals' page template), the metrics and their ratings.
 */

/** The page types of 001 §2: from the path, Error from an error page's meta description. */
export const PAGE_TYPES = [
  "Home",
  "Product Detail",
  "Product List",
  "Cart",
  "Account",
  "Search",
  "Search Hub",
  "Order Confirmation",
  "Checkout",
  "Error",
  "Other",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The Core Web Vitals the store measures, and the time to first byte. */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The `web-vitals` library's ratings, by Google's thresholds. */
export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** At most this many measures in one beacon (a page sends four, or a few more after bfcache). */
export const MEASURE_BATCH_MAX = 40;

/** Where a page's beacon goes (000 §7 "Performance beacon"). */
export const INGEST_MEASURES_PATH = "/fapi/performance/ingest";

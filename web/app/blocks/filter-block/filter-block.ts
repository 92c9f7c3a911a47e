import { isStyleId, parseCategorySegment, parseProductSegment } from "@ridgeline/contract";

/** The product and category a page's path names (001 §2 path patterns), each or null. */
export interface PageIds {
  productId: string | null;
  categoryId: string | null;
}

/** The segment after `/{kind}/` in a path (without query or hash), or null. */
function segmentAfter(path: string, kind: "p" | "c"): string | null {
  const match = new RegExp(`/${kind}/([^/?#]+)`).exec(path);
  return match?.[1] ?? null;
}

/** The product id of a `/p/…-{ID}` path and the category id of a `/c/…-{digits}` path. */
export function pageIdsOf(path: string): PageIds {
  const product = segmentAfter(path, "p");
  const category = segmentAfter(path, "c");
  return {
    productId: product ? (parseProductSegment(product)?.productId ?? null) : null,
    categoryId: category ? (parseCategorySegment(category)?.categoryId ?? null) : null,
  };
}

/**
 * Whether a listed product id names the page's product: the same id, or the listed style
 * (8 characters, 001 §5) of the page's colour variant.
 */
function namesProduct(listed: string, productId: string): boolean {
  const id = listed.toUpperCase();
  return id === productId || (isStyleId(id) && productId.startsWith(id));
}

export interface FilterRule {
  variant: "bySku" | "byCategory";
  filterBy: readonly string[];
  operator: "IN" | "NOT IN";
}

/**
 * Whether a filter block shows its components on the page at `path` (001 §3 "Filter block"):
 * the page's product (bySku) or category (byCategory) is IN, or NOT IN, the `filterBy` list.
 * A page without a product (or category) is neither: the block shows nothing there, since the
 * rule is about a product or category page.
 */
export function filterShows(rule: FilterRule, path: string): boolean {
  const ids = pageIdsOf(path);
  const id = rule.variant === "bySku" ? ids.productId : ids.categoryId;
  if (id === null) return false;
  const listed =
    rule.variant === "bySku"
      ? rule.filterBy.some((entry) => namesProduct(entry, id))
      : rule.filterBy.includes(id);
  return rule.operator === "IN" ? listed : !listed;
}

import { parseCategorySegment, parseProductSegment } from "@ridgeline/contract";
import type { ContentScope } from "../block-context";
import type { WidgetGalleryProviderConfig } from "./provider-config";

/** The product or category a page shows, read from its path (001 §2's path patterns). */
export interface PageIds {
  productId: string | null;
  categoryId: string | null;
}

const CATALOG_PATH = /^\/[a-z]{2}-[a-z0-9]{2,3}\/([pc])\/([^/?#]+)/;

/** The page's product id (`/{locale}/p/{slug}-{id}`) or category id (`/{locale}/c/…`). */
export function pageIdsOf(path: string): PageIds {
  const match = CATALOG_PATH.exec(path);
  if (match?.[1] === "p" && match[2])
    return { productId: parseProductSegment(match[2])?.productId ?? null, categoryId: null };
  if (match?.[1] === "c" && match[2])
    return { productId: null, categoryId: parseCategorySegment(match[2])?.categoryId ?? null };
  return { productId: null, categoryId: null };
}

/**
 * The first gallery's filter with its placeholders replaced from the path (001 §7):
 * `PRODUCT_ID` by the page's product id, `CATEGORY` by its category id; on a page without
 * one, the placeholder is left out (an empty value), never sent as the word itself.
 */
export function resolveGalleryFilter(filter: string | undefined, ids: PageIds): string {
  if (!filter) return "";
  return filter
    .replace(/PRODUCT_ID/g, ids.productId ?? "")
    .replace(/CATEGORY/g, ids.categoryId ?? "");
}

/** The second provider's locale for a site locale (001 §7), else its default. */
export function widgetLocaleOf(
  locale: string,
  config: Pick<WidgetGalleryProviderConfig, "locales" | "defaultLocale">,
): string {
  return config.locales?.[locale] ?? config.defaultLocale;
}

/**
 * Whether a social gallery shows its heading (001 §8): only on product pages and custom content
 * pages (a content page or a gallery page); elsewhere it has none.
 */
export function galleryHeadingShown(page: ContentScope["page"]): boolean {
  return page === "product" || page === "content" || page === "gallery";
}

/** The built-in gallery's photos for a page: its product's, its category's, or featured. */
export function galleryPhotosPath(locale: string, ids: PageIds): string {
  const query = ids.productId
    ? `?productId=${encodeURIComponent(ids.productId)}`
    : ids.categoryId
      ? `?categoryId=${encodeURIComponent(ids.categoryId)}`
      : "";
  return `/${encodeURIComponent(locale)}/gallery-photos${query}`;
}

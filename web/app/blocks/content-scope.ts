import type { Site } from "@ridgeline/contract";
import type { SiteContent } from "../lib/content-data";
import type { ContentScope } from "./block-context";

/** The kind of page a path is, for the blocks that differ by page (001 §2). */
export function pageKindOf(pathname: string, locale: string): ContentScope["page"] {
  const rest = pathname.slice(locale.length + 1);
  if (rest === "" || rest === "/") return "home";
  if (rest.startsWith("/c/")) return "category";
  if (rest.startsWith("/p/")) return "product";
  if (rest === "/cart" || rest.startsWith("/cart/")) return "cart";
  if (rest.startsWith("/articles/")) return "article";
  if (rest === "/pages/block-gallery") return "gallery";
  if (rest.startsWith("/pages/")) return "content";
  if (rest === "/content-preview") return "preview";
  return "other";
}

/**
 * The blocks' scope of a page (block-context.ts), from what the layout's loader decided: the
 * site, the content's mode and flags, the page's path. Segments are decided on the server per
 * request (issue 29 fills them from the decision point); none until then.
 */
export function contentScopeOf(site: Site, content: SiteContent, pathname: string): ContentScope {
  return {
    locale: site.locale,
    language: content.language,
    siteId: site.siteId,
    page: pageKindOf(pathname, site.locale),
    path: pathname,
    flags: content.flags,
    segments: [],
    testSegment: null,
    preview: content.mode === "preview",
    providers: content.providers,
  };
}

import { createContext, useContext } from "react";
import type { ContentLanguage } from "@ridgeline/contract";

/**
 * What the blocks of a page know of where they are (issue 28). Every value comes from the page's
 * loader, which reads the request's decisions at the one decision point (decision 0088): a block
 * never reads a cookie or the URL of its own, so a kept page is right for every shopper it is
 * kept for (issue 29 adds consent, segments and experiments here).
 */
export interface ContentScope {
  locale: string;
  language: ContentLanguage;
  siteId: string;
  /** The page's kind: recommendation blocks hide on the bag (001 §2). */
  page:
    | "home"
    | "category"
    | "product"
    | "cart"
    | "content"
    | "article"
    | "gallery"
    | "preview"
    | "other";
  /** The path of the page, for the newsletter's campaign and the galleries' placeholders. */
  path: string;
  /** Feature flags of 001 §9 the blocks read (`enableCloudinaryVideoPlayer`, …). */
  flags: Readonly<Record<string, boolean>>;
  /** The segment ids whose condition holds for this request, decided once (001 §6). */
  segments: readonly string[];
  /** The segment a `p13n_testcontext` asked for, when there is one (001 §6). */
  testSegment: string | null;
  /** True on the editor's preview page and in preview mode. */
  preview: boolean;
}

export const DEFAULT_SCOPE: ContentScope = {
  locale: "en-us",
  language: "en",
  siteId: "US",
  page: "other",
  path: "/",
  flags: {},
  segments: [],
  testSegment: null,
  preview: false,
};

export const ContentScopeContext = createContext<ContentScope>(DEFAULT_SCOPE);

export function useContentScope(): ContentScope {
  return useContext(ContentScopeContext);
}

/** The heading level a block's title takes (001 §2): set by the list that renders it. */
export const HeadingLevelContext = createContext<number>(2);

export function useHeadingLevel(): number {
  return useContext(HeadingLevelContext);
}

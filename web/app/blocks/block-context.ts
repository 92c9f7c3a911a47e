import { createContext, useContext, type ComponentType } from "react";
import type {
  ContentLanguage,
  ContentProviders,
  ContentType,
  ResolvedBlocks,
  ResolvedChild,
} from "@ridgeline/contract";

/** What a block's component is given: its resolved document. */
export interface BlockProps<K extends ContentType> {
  block: ResolvedBlocks[K];
}

/** A block's component as the registry holds it (an island has `preload`). */
export type BlockComponent = ComponentType<{ block: never }> & { preload?: () => Promise<unknown> };

/**
 * The registry's components by type, handed down by `BlocksProvider` (registry.ts) so that the
 * lists that render blocks, and the blocks that hold lists, need not import the registry.
 */
export const BlockComponentsContext = createContext<Partial<Record<ContentType, BlockComponent>>>(
  {},
);

/** Every block type in a resolved document and its children, at any depth. */
export function blockTypesIn(value: unknown, found = new Set<ContentType>()): Set<ContentType> {
  if (Array.isArray(value)) for (const item of value) blockTypesIn(item, found);
  else if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record["type"] === "string" && typeof record["id"] === "string")
      found.add(record["type"] as ContentType);
    for (const child of Object.values(record)) blockTypesIn(child, found);
  }
  return found;
}

/** Fetches the code of every block in `blocks` (before they are shown in the browser). */
export function preloadBlockCode(
  components: Partial<Record<ContentType, BlockComponent>>,
  blocks: unknown,
): Promise<unknown> {
  return Promise.all(
    [...blockTypesIn(blocks)].map((type) => components[type]?.preload?.().catch(() => undefined)),
  );
}

export type { ResolvedChild };

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
  /** The outside services the operator configured (`CONTENT_PROVIDERS`); none when absent. */
  providers?: ContentProviders;
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

import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ContentType, ResolvedChild } from "@ridgeline/contract";
import { FetchedMessages } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import {
  ContentScopeContext,
  DEFAULT_SCOPE,
  HeadingLevelContext,
  type ContentScope,
} from "../block-context";
import { BLOCKS, BlocksProvider } from "../registry";

/**
 * A block's markup as the server renders it on a page: in a data router (the blocks' words
 * come through `useT`, which reads the matched routes), with the blocks' and the shell's words
 * in the page's language, the page's content scope and the heading level its list gives it.
 */
export function renderInPage(
  element: ReactNode,
  options: { scope?: Partial<ContentScope>; level?: number; path?: string } = {},
): string {
  const path = options.path ?? "/en-us";
  const Page = () =>
    createElement(
      ContentScopeContext,
      { value: { ...DEFAULT_SCOPE, path, ...options.scope } },
      createElement(HeadingLevelContext, { value: options.level ?? 2 }, element),
    );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToStaticMarkup(
    createElement(
      BlocksProvider,
      null,
      createElement(
        FetchedMessages,
        { value: pageMessages(options.scope?.locale ?? "en-us", ["shell", "blocks"]) },
        createElement(Stub, { initialEntries: [path] }),
      ),
    ),
  );
}

/** Loads the code of the blocks a test renders as children (the server has it all loaded). */
export async function loadBlockCode(types: readonly ContentType[]): Promise<void> {
  await Promise.all(
    types.map((type) =>
      (BLOCKS[type] as { preload?: () => Promise<unknown> } | undefined)?.preload?.(),
    ),
  );
}

/** A rich text block: the simplest child a wrapper can show, with a title to find it by. */
export function richTextChild(id: string, title: string): ResolvedChild {
  return { type: "richTextBlock", id, title, richText: `<p>${title} text</p>` } as ResolvedChild;
}

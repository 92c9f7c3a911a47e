import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { FetchedMessages } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { HeadingLevelContext } from "../block-context";
import { BLOCKS, BlocksProvider } from "../registry";

const MESSAGES = pageMessages("en-us", ["blocks"]);

/**
 * A block's server HTML as a page renders it: inside a data router (the blocks' words come from
 * `useT`, which reads the matched routes), with the English block words and a heading level.
 */
export function renderBlock(element: ReactElement, level = 2): string {
  const router = createMemoryRouter([
    {
      path: "/",
      Component: () =>
        createElement(
          FetchedMessages.Provider,
          { value: MESSAGES },
          createElement(HeadingLevelContext.Provider, { value: level }, element),
        ),
    },
  ]);
  // Vitest gives a stylesheet's `?url` import as "", which React warns of for every block.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (
      typeof args[0] === "string" &&
      args[0].includes("expected the `href` prop to be a non-empty")
    )
      return;
    error(...args);
  };
  try {
    return renderToStaticMarkup(
      createElement(BlocksProvider, null, createElement(RouterProvider, { router })),
    );
  } finally {
    console.error = error;
  }
}

/** Loads the code of some block types, so their islands render at once as on the server. */
export async function loadBlocks(...types: (keyof typeof BLOCKS)[]): Promise<void> {
  await Promise.all(
    types.map((type) =>
      (BLOCKS[type] as unknown as { preload?: () => Promise<unknown> }).preload?.(),
    ),
  );
}

import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlocksProvider } from "../registry";
import { RouterProvider, createMemoryRouter } from "react-router";
import {
  ContentScopeContext,
  DEFAULT_SCOPE,
  HeadingLevelContext,
  type ContentScope,
} from "../block-context";
import { PersonalContext, type PersonalData } from "../../lib/personal";

/**
 * A block's server HTML for render tests: inside a data router (the blocks' `useT` reads the
 * matched routes' messages, which a plain `MemoryRouter` has none of), a content scope, a
 * heading level and the shopper's personal data (null: a shared page's first paint). `words`
 * are the page's messages: the test imports the dictionary (browser-side files never do).
 */
export function renderStatic(
  element: ReactElement,
  words: Readonly<Record<string, string>>,
  options: {
    scope?: Partial<ContentScope>;
    level?: number;
    personal?: PersonalData | null;
    path?: string;
  } = {},
): string {
  const tree = createElement(
    ContentScopeContext,
    { value: { ...DEFAULT_SCOPE, path: "/en-us", ...options.scope } },
    createElement(
      HeadingLevelContext,
      { value: options.level ?? 2 },
      createElement(PersonalContext, { value: options.personal ?? null }, element),
    ),
  );
  const messages = JSON.stringify(words);
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: tree, loader: () => ({ messages }) }],
    {
      initialEntries: [options.path ?? "/en-us"],
      hydrationData: { loaderData: { root: { messages } } },
    },
  );
  // Vitest gives a stylesheet's `?url` import as "", which React warns of for every block.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : "";
    if (text.includes("`href` prop to be a non-empty") || text.includes('An empty string ("")'))
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

/** A signed-in shopper's personal data, with the newsletter fields asked of `PersonalData`. */
export function signedInShopper(extra: Record<string, unknown> = {}): PersonalData {
  return {
    signedIn: true,
    cartCount: 0,
    favorites: null,
    inStore: null,
    employeeTerms: false,
    notices: [],
    ...extra,
  } as PersonalData;
}

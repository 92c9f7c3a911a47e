import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlocksProvider } from "../registry";
import { createMemoryRouter, RouterProvider } from "react-router";
import {
  ContentScopeContext,
  DEFAULT_SCOPE,
  HeadingLevelContext,
  type ContentScope,
} from "../block-context";

/**
 * A block's server markup for the render tests of the video and gallery blocks: in a memory
 * data router whose route sends `messages` (as a page's loader does, for `useT()`), with a
 * content scope and a heading level. The test passes the dictionary: only server modules and
 * tests import one (i18n-namespaces.test.ts).
 */
export function blockMarkup(
  element: ReactElement,
  messages: Readonly<Record<string, string>>,
  options: { scope?: Partial<ContentScope>; level?: number } = {},
): string {
  const scoped = createElement(
    ContentScopeContext,
    { value: { ...DEFAULT_SCOPE, ...options.scope } },
    createElement(HeadingLevelContext, { value: options.level ?? 2 }, element),
  );
  const router = createMemoryRouter(
    [{ id: "root", path: "*", loader: () => null, element: scoped }],
    {
      initialEntries: [options.scope?.path ?? "/en-us"],
      hydrationData: { loaderData: { root: { messages: JSON.stringify(messages) } } },
    },
  );
  return renderToStaticMarkup(
    createElement(BlocksProvider, null, createElement(RouterProvider, { router })),
  );
}

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
import { pageMessages } from "../../lib/i18n.server";

/**
 * A block's server markup for render tests: inside a memory data router (so `useT()` finds the
 * blocks' words in the route's `messages`, sent as a page's loader sends them, in the scope's
 * locale), with a content scope and a heading level.
 */
export function renderMarkup(
  element: ReactElement,
  options: { scope?: Partial<ContentScope>; level?: number; path?: string } = {},
): string {
  const scope = { ...DEFAULT_SCOPE, ...options.scope };
  const scoped = createElement(
    ContentScopeContext,
    { value: scope },
    createElement(HeadingLevelContext, { value: options.level ?? 2 }, element),
  );
  const router = createMemoryRouter(
    [{ id: "root", path: "*", loader: () => null, element: scoped }],
    {
      initialEntries: [options.path ?? "/en-us"],
      hydrationData: { loaderData: { root: { messages: pageMessages(scope.locale, ["blocks"]) } } },
    },
  );
  return renderToStaticMarkup(
    createElement(BlocksProvider, null, createElement(RouterProvider, { router })),
  );
}

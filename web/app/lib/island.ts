import { createElement, memo, Suspense, use, type ComponentType, type ReactElement } from "react";

/** Every island's loader, so the server can have them all before it renders a page. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code the browser fetches after the page's own (issue 27): what is shown
 * by the server and answers only when used (a size chart, the store stock, a dialog). Unlike
 * `React.lazy`, the server never suspends on it: `loadIslands` loads every island once before
 * the first render, so the server's HTML holds its content inline, which a page read without
 * JavaScript needs (a suspended part arrives hidden and is revealed by an inline script). In
 * the browser it suspends until its code has come, in its own Suspense boundary, where hydration
 * leaves the server's HTML as it is meanwhile. The boundary is memoised: a parent's re-render
 * with the same props does not reach it, since an update to a boundary that has not hydrated
 * yet makes React throw the server's HTML away (what the shopper typed in it, and the layout).
 * Give an island props that keep their identity while the page stays (loader data), and keep
 * it away from what changes after first paint (the personal island's data): a context change
 * reaches it through the memo.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | null;
} {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a new release, a dropped connection) is tried again next time.
        pending = null;
        throw error;
      },
    ));
  loaders.add(preload);
  function Loaded(props: Props): ReactElement {
    const component = loaded ?? use(preload());
    return createElement(component, props);
  }
  const Island = memo(function Island(props: Props): ReactElement {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props));
  });
  return Object.assign(Island, { preload, loaded: () => loaded });
}

/** Loads every island's code (the server, before its first render; idempotent). */
export function loadIslands(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

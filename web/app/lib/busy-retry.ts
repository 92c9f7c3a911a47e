import { HEADERS } from "@ridgeline/contract";
import {
  isRouteErrorResponse,
  replace,
  type DataStrategyResult,
  type MiddlewareFunction,
} from "react-router";

/** The longest Retry-After the page waits before its one retry, in seconds. */
const MAX_RETRY_AFTER_S = 5;
/** The event the busy notice listens for (features/shell/BusyNotice.tsx). */
export const BUSY_EVENT = "ridgeline:busy";

/** Whether a request is one of React Router's own: a page's data or the route manifest. */
function isRouterRequest(url: URL): boolean {
  return (
    url.origin === window.location.origin &&
    (url.pathname.endsWith(".data") || url.pathname.endsWith("/__manifest"))
  );
}

/** How long after a form action's answer the page's data requests are its revalidation. */
export const AFTER_ACTION_MS = 3000;

/** Waits `seconds`, or less when the request is given up (a newer navigation). */
function pause(seconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, seconds * 1000);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      done();
    });
  });
}

/**
 * A busy server answers 503 with Retry-After before it starts anything (decision 0080): the
 * page's data, form posts and route manifest are then asked for once more after that pause
 * (at most MAX_RETRY_AFTER_S). A second 503 goes on to `keepPageWhenBusy`.
 */
export function installBusyRetry(): void {
  const fetchOnce = window.fetch.bind(window);
  // When the last form action's answer came: the data requests right after it are the page's
  // revalidation, which the server admits ahead of browsing (decision 0080).
  let actionAnsweredAt = Number.NEGATIVE_INFINITY;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.href);
    const method = (request?.method ?? init?.method ?? "GET").toUpperCase();
    if (
      !request &&
      method === "GET" &&
      isRouterRequest(url) &&
      Date.now() - actionAnsweredAt < AFTER_ACTION_MS
    ) {
      const headers = new Headers(init?.headers);
      headers.set(HEADERS.afterAction, "1");
      init = { ...init, headers };
    }
    const response = await fetchOnce(input, init);
    if (method !== "GET" && method !== "HEAD" && isRouterRequest(url))
      actionAnsweredAt = Date.now();
    const retryAfter = Number(response.headers.get("retry-after"));
    // A body that was a stream cannot be sent again; React Router sends forms as FormData.
    const body = init?.body;
    const again = !(body instanceof ReadableStream) && !request;
    if (response.status !== 503 || !retryAfter || !again || !isRouterRequest(url)) return response;
    const signal = init?.signal;
    await pause(Math.min(Math.max(retryAfter, 0), MAX_RETRY_AFTER_S), signal);
    if (signal?.aborted) return response;
    return fetchOnce(input, init);
  };
}

function isBusy(result: DataStrategyResult): boolean {
  return (
    result.type === "error" && isRouteErrorResponse(result.result) && result.result.status === 503
  );
}

/** The loader data of the page on screen, by route id (React Router's own router). */
function shownData(): Record<string, unknown> {
  const router = (
    window as { __reactRouterDataRouter?: { state: { loaderData: Record<string, unknown> } } }
  ).__reactRouterDataRouter;
  return router?.state.loaderData ?? {};
}

/**
 * The root's client middleware: when the server stayed busy after the retry, the page on
 * screen stays as it is and says so (BusyNotice), instead of an error page. A form's write
 * was refused before it started, so the shopper can send it again; a page's data that was
 * refused keeps what the page shows; a new page that could not load leaves the shopper where
 * they were.
 */
export const keepPageWhenBusy: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  const busy = Object.keys(results).filter((id) => {
    const result = results[id];
    return result !== undefined && isBusy(result);
  });
  if (busy.length === 0) return results;
  window.dispatchEvent(new Event(BUSY_EVENT));
  const shown = shownData();
  const kept = { ...results };
  for (const id of busy) {
    if (request.method !== "GET") kept[id] = { type: "data", result: undefined };
    else if (id in shown) kept[id] = { type: "data", result: shown[id] };
    else throw replace(`${window.location.pathname}${window.location.search}`);
  }
  return kept;
};

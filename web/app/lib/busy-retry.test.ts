import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, type DataStrategyResult } from "react-router";
import { HEADERS } from "@ridgeline/contract";
import { AFTER_ACTION_MS, BUSY_EVENT, installBusyRetry, keepPageWhenBusy } from "./busy-retry";

const ORIGIN = "https://shop.example";

/** A browser window as much as these functions use of it. */
function fakeWindow(answers: Response[], loaderData: Record<string, unknown> = {}) {
  const events: string[] = [];
  const fetch = vi.fn(
    async () => answers.shift() ?? new Response("no more answers", { status: 599 }),
  );
  const window = {
    location: {
      origin: ORIGIN,
      href: `${ORIGIN}/en-us/cart`,
      pathname: "/en-us/cart",
      search: "?x=1",
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    dispatchEvent: (event: Event) => events.push(event.type),
    __reactRouterDataRouter: { state: { loaderData } },
  };
  vi.stubGlobal("window", window);
  return { window, fetch, events };
}

const busy = (retryAfter = "2") =>
  new Response("busy", { status: 503, headers: { "retry-after": retryAfter } });

describe("a busy server's 503 seen by the page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([`${ORIGIN}/en-us/cart.data`, `${ORIGIN}/__manifest?p=%2Fen-us`])(
    "asks for %s once more after Retry-After, and only once",
    async (url) => {
      const { window, fetch } = fakeWindow([busy(), busy(), new Response("ok")]);
      installBusyRetry();
      const answer = window.fetch(url, { method: "POST", body: new FormData() });
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await answer).status).toBe(503);
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it("marks the page's data asked for right after a form action, and only that", async () => {
    const { window, fetch } = fakeWindow(Array.from({ length: 5 }, () => new Response("ok")));
    installBusyRetry();
    const marked = () =>
      (fetch.mock.calls as unknown as [unknown, RequestInit | undefined][]).map(([, init]) =>
        new Headers(init?.headers).get(HEADERS.afterAction),
      );
    await window.fetch(`${ORIGIN}/en-us/cart.data`);
    await window.fetch(`${ORIGIN}/en-us/cart.data`, { method: "POST", body: new FormData() });
    await window.fetch(`${ORIGIN}/en-us/cart.data?_routes=root`);
    await window.fetch("https://elsewhere.example/x.data");
    await vi.advanceTimersByTimeAsync(AFTER_ACTION_MS);
    await window.fetch(`${ORIGIN}/en-us/cart.data`);
    // Before any action: a navigation; the action itself; its revalidation; not the shop's;
    // a later navigation.
    expect(marked()).toEqual([null, null, "1", null, null]);
  });

  it("leaves other requests, other answers and 503s without Retry-After alone", async () => {
    const { window, fetch } = fakeWindow([
      busy(),
      new Response("busy", { status: 503 }),
      new Response("error", { status: 500 }),
    ]);
    installBusyRetry();
    expect((await window.fetch("https://elsewhere.example/x.data")).status).toBe(503);
    expect((await window.fetch(`${ORIGIN}/en-us/cart.data`)).status).toBe(503);
    expect((await window.fetch(`${ORIGIN}/en-us/cart.data`)).status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("waits at most five seconds, and not at all once the navigation is given up", async () => {
    const { window, fetch } = fakeWindow([busy("3600"), new Response("ok"), busy("3600")]);
    installBusyRetry();
    const long = window.fetch(`${ORIGIN}/en-us.data`);
    await vi.advanceTimersByTimeAsync(5000);
    expect((await long).status).toBe(200);
    const controller = new AbortController();
    const given = window.fetch(`${ORIGIN}/en-us.data`, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect((await given).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("keepPageWhenBusy", () => {
  afterEach(() => vi.unstubAllGlobals());
  const refused = (): DataStrategyResult => ({
    type: "error",
    result: new ErrorResponse(503, "Service Unavailable", "busy"),
  });
  const run = (method: string, results: Record<string, DataStrategyResult>) =>
    keepPageWhenBusy(
      { request: new Request(`${ORIGIN}/en-us/cart.data`, { method }) } as never,
      async () => results,
    );

  it("keeps the data on screen when the page's reload is refused, and says it is busy", async () => {
    const { events } = fakeWindow([], { "routes/cart": { lines: 2 } });
    const kept = await run("GET", { "routes/cart": refused(), root: { type: "data", result: 1 } });
    expect(kept).toEqual({
      "routes/cart": { type: "data", result: { lines: 2 } },
      root: { type: "data", result: 1 },
    });
    expect(events).toEqual([BUSY_EVENT]);
  });

  it("turns a refused form post into no change: the write never started", async () => {
    fakeWindow([]);
    expect(await run("POST", { "routes/cart": refused() })).toEqual({
      "routes/cart": { type: "data", result: undefined },
    });
  });

  it("stays on the page on screen when a new page could not load", async () => {
    fakeWindow([]);
    const thrown = await Promise.resolve(run("GET", { "routes/product": refused() })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/en-us/cart?x=1");
  });

  it("passes every other answer on untouched, errors included", async () => {
    const { events } = fakeWindow([]);
    const other: DataStrategyResult = {
      type: "error",
      result: new ErrorResponse(404, "Not Found", "gone"),
    };
    expect(await run("GET", { "routes/product": other })).toEqual({ "routes/product": other });
    expect(events).toEqual([]);
  });
});

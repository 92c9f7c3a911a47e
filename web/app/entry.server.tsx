import type { WebHost } from "@ridgeline/contract";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { hostContext } from "./lib/context";
import { htmlStream } from "./lib/html-stream.server";
import { loadIslands } from "./lib/island";
import { CLOSED_BARS_SCRIPT } from "./lib/closed-bars.server";
import { HeadScriptContext } from "./lib/head-script";
import { consentHeadScript, consentOfDecision } from "./lib/consent-head.server";
import { LAYOUT_ROUTE_ID, type ShellData } from "./lib/shell-data";

export const streamTimeout = 5000;

/** Called by the server for each page request: the per-request context loaders read. */
export function getLoadContext(host: WebHost): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(hostContext, host);
  return context;
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  // Islands render inline on the server (lib/island.ts): their code is loaded before any page.
  await loadIslands();
  // Crawlers get the whole page at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  // The server's Content-Security-Policy allows inline scripts with this nonce only: React
  // Router's (hydration data, module loader, scroll restoration, streamed data; <Scripts> and
  // <ScrollRestoration> take it from ServerRouter) and React's own streaming scripts.
  // A shared page (kept for many shoppers) has no nonce: the server allows its inline scripts
  // by their hashes instead (decision 0088).
  const host = loadContext.get(hostContext);
  const nonce = host.cspNonce || undefined;
  // The page's consent as its layout decided it (preview allows all), else the request's
  // decision (a page outside a site): the head's Consent Mode defaults and the browser's start.
  const shell = routerContext.staticHandlerContext.loaderData[LAYOUT_ROUTE_ID] as
    ShellData | undefined;
  const consent = shell?.consent?.allowed ?? consentOfDecision(host.page.decision("consent"));
  const headScript = CLOSED_BARS_SCRIPT + consentHeadScript(consent);
  // An editor's preview (drafts, with a token in the address) is never indexed, whatever the
  // page, nor kept by anyone (the page cache already passes it by: OWN_VIEW_PARAMS).
  if (new URL(request.url).searchParams.has("previewToken")) {
    headers.set("X-Robots-Tag", "noindex, nofollow");
    headers.set("Cache-Control", "private, no-store");
  }

  return new Promise((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <HeadScriptContext value={{ nonce, html: headScript }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadScriptContext>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however large (React
        // would send a large one hidden, to be revealed by an inline script: lost without
        // JavaScript, such as the size chart's table in an island).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const { destination, body } = htmlStream();
          destination.once("finish", () => clearTimeout(timer));
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(destination);
          resolve(new Response(body, { headers, status: statusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

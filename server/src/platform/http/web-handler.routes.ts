import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  HEADERS,
  isApiPath,
  isLocale,
  type ContentProviders,
  type PageRender,
  type WebHost,
} from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { isWrite, runForPage } from "./client-connection";
import {
  decide,
  decideExperiments,
  needsOwnPage,
  recordingDecisions,
  type Decisions,
  type VisitorExperiments,
} from "./decisions";
import type { CacheState, CachedPage, PageCache, RenderOutcome } from "../page-cache/page-cache";
import {
  inlineHashes,
  pagePath,
  routeMatcher,
  sendSharedPage,
  sharedPageRules,
  sharedUrl,
  type SharedRule,
} from "./shared-pages";
import type { Admission } from "./load-shedding.plugin";
import { hostChecker } from "./request-context.plugin";
import { METHODS, pageTransport } from "./page-transport";
import { checkPageOrigin, isDocumentRequest, toWebRequest } from "./page-requests";

declare module "react-router" {
  // The web app runs with React Router's middleware flag: its load context is a context provider.
  interface Future {
    v8_middleware: true;
  }
}

/** The web app's server build, with the hook it exports to receive the per-request host. */
export interface WebBuild {
  build: ServerBuild;
  getLoadContext(host: WebHost): RouterContextProvider;
}

/**
 * How a page request meets the load shedding's line (decision 0080), from the web app's own
 * route metadata: the route manifest lazy discovery asks for is exempt; the data a page asks
 * for right after its form action (marked by the page, `HEADERS.afterAction`) completes a
 * flow, as does any request for a page whose module says `handle = { admission: "completes" }`
 * (checkout's summary, where the payment providers send the shopper back, and the order's
 * confirmation). Null: the method decides (a navigation's data is browsing).
 */
export function pageAdmission(
  build: ServerBuild,
  matched: (path: string) => readonly string[] = routeMatcher(build),
): (request: FastifyRequest) => Admission | null {
  const completes = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const handle: unknown = route.module.handle;
    if (handle && typeof handle === "object" && "admission" in handle) {
      if (handle.admission === "completes") completes.add(route.id);
    }
  }
  return (request) => {
    const { path, data } = pagePath(request.url.split("?")[0] ?? "/");
    if (path === "/__manifest" || path.endsWith("/__manifest")) return "exempt";
    if (matched(path).some((id) => completes.has(id))) return "completes";
    // The page's data right after its form action completes the shopper's write; any other
    // data request is a navigation, browsing like a page load.
    if (data && !isWrite(request.method) && request.headers[HEADERS.afterAction] === "1")
      return "completes";
    return null;
  };
}

/** Headers of a kept page that belong to one answer, or that the cache sets itself. */
const UNKEPT_HEADERS = new Set([
  "set-cookie",
  "cache-control",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "date",
  "connection",
  "transfer-encoding",
  "etag",
  "vary",
]);

/** Statuses a shared render may be kept with; any other answer goes to its requests only. */
const KEPT_STATUSES = new Set([200, 301, 308, 404, 410]);

/** A signal that never aborts: a shared render serves everyone waiting for it. */
const NEVER = new AbortController().signal;

/** How many cookie-less URLs' look-ups the first request hook keeps. */
const ANONYMOUS_LOOKUPS = 10_000;

/**
 * Every path that is neither API nor asset goes to React Router: it renders pages on the
 * server and runs their loaders and actions, which read the API through `injectTransport`.
 * A shared page (decision 0088) is rendered once per URL and decisions, without the shopper's
 * cookies, and kept in `pageCache`; every other page is rendered for its shopper.
 */
export async function webHandlerRoutes(
  app: FastifyInstance,
  options: {
    web: WebBuild | null;
    accessKey: string;
    cookieSecure: boolean;
    publicOrigin: string;
    /** The content blocks' outside services (`CONTENT_PROVIDERS`), the same for every page. */
    contentProviders: ContentProviders;
    /** The brand the personalisation engine answers for (BRAND). */
    brand: string;
    allowedHosts: readonly string[];
    mode: "production" | "development";
    /** Null: every page is rendered per request (the cache is off). */
    pageCache: PageCache | null;
    /** The store's experiments for its pages (issue 29); none: no page varies by them. */
    experiments?: VisitorExperiments | null;
    /** The secret shoppers' segment passes are signed with (issue 29). */
    segmentSecret?: string | null;
  },
): Promise<void> {
  // Pages post forms; their bodies go to React Router untouched.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "buffer", bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const handle = options.web ? createRequestHandler(options.web.build, options.mode) : null;
  const matched = options.web ? routeMatcher(options.web.build) : () => [];
  const admission = options.web ? pageAdmission(options.web.build, matched) : null;
  const sharedRule = options.web ? sharedPageRules(options.web.build, matched) : () => null;
  const publicHost = new URL(options.publicOrigin).host;
  const knownHost = hostChecker(options.allowedHosts);
  const { pageCache } = options;

  /** What the web app's loaders reach the API and the request's render through. */
  const hostFor = (request: FastifyRequest, cspNonce: string, page: PageRender): WebHost => ({
    transport: pageTransport(app, request.ip, publicHost, options.accessKey),
    accessKey: options.accessKey,
    correlationId: request.correlationId,
    cookieSecure: options.cookieSecure,
    publicOrigin: options.publicOrigin,
    contentProviders: options.contentProviders,
    brand: options.brand,
    cspNonce,
    page,
  });

  /** Renders a shared page as a guest with these decisions would see it, for the cache. */
  async function renderShared(
    request: FastifyRequest,
    url: string,
    decisions: Decisions,
    rule: SharedRule,
  ): Promise<RenderOutcome> {
    if (!handle || !options.web) throw new Error("no web build");
    const recorder = recordingDecisions(decisions);
    const tags = new Set<string>();
    const context = options.web.getLoadContext(hostFor(request, "", recorder.page(true)));
    // Nothing of the shopper's goes in: no cookie, no token, no language or agent of theirs.
    const headers = new Headers({ accept: String(request.headers.accept ?? "*/*") });
    const webRequest = new Request(`${options.publicOrigin}${url}`, { headers, signal: NEVER });
    const response = await runForPage(NEVER, () => handle(webRequest, context), tags);
    const body = Buffer.from(await response.arrayBuffer());
    const kept: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (!UNKEPT_HEADERS.has(name)) kept[name] = value;
    }
    if (String(response.headers.get("content-type") ?? "").startsWith("text/html")) {
      const { script, style } = inlineHashes(body.toString("utf8"));
      kept["x-csp-script"] = script.join(" ");
      kept["x-csp-style"] = style.join(" ");
    }
    const page = {
      status: response.status,
      headers: kept,
      body,
      tags: [...tags],
      used: recorder.used(),
      maxAgeMs: rule.maxAgeMs,
      staleMs: rule.staleMs,
    };
    const personal =
      response.headers.getSetCookie().length > 0 ||
      /private|no-store/.test(response.headers.get("cache-control") ?? "");
    if (personal) app.log.warn({ url }, "a shared page's render came out personal: not kept");
    return personal || !KEPT_STATUSES.has(response.status) ? { once: page } : { keep: page };
  }

  /** A kept page with its own policy (its inline scripts' hashes). */
  const sentForm = new WeakMap<
    CachedPage,
    { page: CachedPage; script: string[] | null; style: string[] }
  >();
  function sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    state: CacheState,
  ): FastifyReply {
    let sent = sentForm.get(page);
    if (!sent) {
      // Worked out once per kept page: its headers without the hashes, which go in the CSP.
      const { "x-csp-script": script, "x-csp-style": style, ...headers } = page.headers;
      sent = {
        page: { ...page, headers },
        script: script === undefined ? null : script ? script.split(" ") : [],
        style: style ? style.split(" ") : [],
      };
      sentForm.set(page, sent);
    }
    if (sent.script) reply.cspSources(sent.script, sent.style);
    return sendSharedPage(request, reply, sent.page, state, Date.now());
  }

  /** The URL and the decisions a shared page's request is kept under, but for experiments. */
  function keptUnder(request: FastifyRequest): { url: string; decisions: Decisions } {
    const url = sharedUrl(request.url);
    const path = pagePath(url.split("?")[0] ?? "/").path;
    return {
      url,
      decisions: decide({
        path,
        cookie: request.headers.cookie,
        secure: options.cookieSecure,
        segmentSecret: options.segmentSecret ?? null,
      }),
    };
  }

  /**
   * The request's experiments added to its decisions (its visitor's own, so never part of a
   * look-up kept per URL), and the visitor cookie its answer sets or clears: a new id only on
   * a page that used the experiments decision.
   */
  const withExperiments = (request: FastifyRequest, decisions: Decisions) => {
    const decided = decideExperiments(
      {
        cookie: request.headers.cookie,
        secure: options.cookieSecure,
        document: isDocumentRequest(request),
      },
      decisions,
      options.experiments?.decide ?? null,
    );
    if (decided.withdrawn) options.experiments?.forget(decided.withdrawn);
    return decided;
  };

  async function serveShared(
    request: FastifyRequest,
    reply: FastifyReply,
    rule: SharedRule,
  ): Promise<FastifyReply> {
    if (!pageCache) throw new Error("no page cache");
    const kept = keptUnder(request);
    const { decisions, setCookie, minted } = withExperiments(request, kept.decisions);
    const { page, state } = await pageCache.get(kept.url, decisions, () =>
      renderShared(request, kept.url, decisions, rule),
    );
    if (setCookie && (!minted || page.used.includes("experiments")))
      reply.header("set-cookie", setCookie);
    return sendKept(request, reply, page, state);
  }

  // A kept page is sent from the first request hooks on, before load shedding's line and the
  // route: a hit costs less than waiting in line would (http-server.ts `pageHits`).
  /** The shared rule of a request whose page may be kept, or null (decision 0088). */
  const keptRule = (request: FastifyRequest) =>
    pageCache &&
    (request.method === "GET" || request.method === "HEAD") &&
    // Only a site's pages can be shared: API calls, pictures and files skip the matching below.
    isLocale(pagePath(request.url.split("?", 1)[0] ?? "/").path.split("/", 3)[1] ?? "") &&
    !needsOwnPage({ cookie: request.headers.cookie, secure: options.cookieSecure })
      ? sharedRule(request)
      : null;
  // What a request without cookies is kept under depends on its method and URL alone: worked
  // out once per URL (most views of kept pages are a first visit's). Bounded: a flood of
  // distinct URLs empties it, and is worked out as without it.
  const anonymous = new Map<string, { url: string; decisions: Decisions } | null>();
  const keptLookup = (request: FastifyRequest) => {
    const find = () => (keptRule(request) ? keptUnder(request) : null);
    if (request.headers.cookie !== undefined) return find();
    const key = `${request.method} ${request.url}`;
    let found = anonymous.get(key);
    if (found === undefined) {
      found = find();
      if (anonymous.size >= ANONYMOUS_LOOKUPS) anonymous.clear();
      anonymous.set(key, found);
    }
    return found;
  };
  app.pageHits.serve = (request, reply) => {
    const kept = pageCache ? keptLookup(request) : null;
    if (!kept || !pageCache) return false;
    const { decisions, setCookie, minted } = withExperiments(request, kept.decisions);
    const page = pageCache.peek(kept.url, decisions);
    if (!page) return false;
    if (setCookie && (!minted || page.used.includes("experiments")))
      reply.header("set-cookie", setCookie);
    sendKept(request, reply, page, "hit");
    return true;
  };

  app.route({
    method: [...METHODS],
    url: "/*",
    ...(admission ? { config: { admission } } : {}),
    handler: async (request, reply) => {
      if (isApiPath(request.url.split("?")[0] ?? "/")) return app.rejectUnrouted(request, reply);
      checkPageOrigin(request.method, request.headers.origin, knownHost);
      if (!handle || !options.web) return reply.code(404).type("text/plain").send("Not found");

      const rule = keptRule(request);
      if (rule) return serveShared(request, reply, rule);

      const controller = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      // A client that left while its form body was read closed the socket before we listened.
      if (request.raw.socket?.destroyed) controller.abort();
      const path = pagePath(request.url.split("?")[0] ?? "/").path;
      const { decisions, setCookie, minted } = withExperiments(
        request,
        decide({
          path,
          cookie: request.headers.cookie,
          secure: options.cookieSecure,
          segmentSecret: options.segmentSecret ?? null,
        }),
      );
      const recorder = recordingDecisions(decisions);
      const context = options.web.getLoadContext(
        hostFor(request, reply.cspNonce().script, recorder.page(false)),
      );
      // The loaders' and actions' API calls run as this page's: once its client is gone, a
      // write among them is not started (endpoint-route.ts).
      const response = await runForPage(controller.signal, () =>
        handle(toWebRequest(request, options.publicOrigin, controller.signal), context),
      );

      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      // A new visitor's id is kept only by a page their experiments decided (none other needs
      // it, and a cookie set makes an answer no cache may keep).
      if (setCookie && (!minted || recorder.used().includes("experiments")))
        cookies.push(setCookie);
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    },
  });
}

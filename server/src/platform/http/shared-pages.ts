import type { OutgoingHttpHeaders } from "node:http";
import { createHash } from "node:crypto";
import { OWN_VIEW_PARAMS } from "@ridgeline/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { CacheState, CachedPage } from "../page-cache/page-cache";

/**
 * Which pages are shared (issue 27, decision 0088): a page route says so in its module's
 * `handle = { cache: { type, personalParams } }`. A GET or HEAD of such a page, or of its
 * `.data`, is rendered once for every shopper with the same decisions and kept; a query
 * parameter in `personalParams` (a form's answer, a choice being saved) makes that request
 * personal. Every other page is personal, rendered for its shopper and never kept.
 */
export interface SharedRule {
  type: PageType;
  maxAgeMs: number;
  staleMs: number;
}

/**
 * How long each type of page stays fresh, then may be served stale while one render refreshes
 * it. Purges make changes show within a second; these limits are the backstop for what no
 * purge names (a listing a product newly matches).
 */
export const PAGE_TIMES = {
  home: { maxAgeMs: 5 * 60_000, staleMs: 60 * 60_000 },
  category: { maxAgeMs: 2 * 60_000, staleMs: 10 * 60_000 },
  search: { maxAgeMs: 60_000, staleMs: 5 * 60_000 },
  product: { maxAgeMs: 5 * 60_000, staleMs: 60 * 60_000 },
  content: { maxAgeMs: 10 * 60_000, staleMs: 60 * 60_000 },
} as const;
export type PageType = keyof typeof PAGE_TIMES;

const isPageType = (value: unknown): value is PageType =>
  typeof value === "string" && Object.hasOwn(PAGE_TIMES, value);

/** Query parameters that only say where a visit came from: they never change a page. */
const TRACKING_PARAM = /^(?:utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_[a-z]+|_ga)$/i;

/** The page path a request of React Router's names: `/en-us/cart.data` and `/_.data` are data. */
export function pagePath(path: string): { path: string; data: boolean } {
  if (!path.endsWith(".data")) return { path, data: false };
  const bare = path.slice(0, -".data".length);
  if (bare === "/_root" || bare === "/_") return { path: "/", data: true };
  return { path: bare.endsWith("/_") ? bare.slice(0, -1) : bare, data: true };
}

/** Paths whose matched routes each process remembers (most requests name a few hundred). */
const MATCH_MEMO = 10_000;

/**
 * The ids of the web app's routes a page path matches, outermost first. React Router's
 * `matchRoutes` flattens and ranks the whole route table on every call, which cost a kept page
 * more than sending it: the answer for a path is kept (least recently used out).
 */
export function routeMatcher(build: ServerBuild): (path: string) => readonly string[] {
  const all = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const tree = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: tree(route.id) },
      );
  const routes = tree(undefined);
  const memo = new Map<string, readonly string[]>();
  return (path) => {
    const known = memo.get(path);
    if (known) {
      memo.delete(path);
      memo.set(path, known);
      return known;
    }
    const ids = (matchRoutes(routes, path) ?? []).flatMap((match) =>
      match.route.id ? [match.route.id] : [],
    );
    memo.set(path, ids);
    if (memo.size > MATCH_MEMO) memo.delete(memo.keys().next().value as string);
    return ids;
  };
}

interface CacheHandle {
  type: PageType;
  personalParams: readonly string[];
}

function cacheHandleOf(handle: unknown): CacheHandle | null {
  if (!handle || typeof handle !== "object" || !("cache" in handle)) return null;
  const cache: unknown = handle.cache;
  if (!cache || typeof cache !== "object" || !("type" in cache) || !isPageType(cache.type))
    throw new Error(`a page's handle.cache names an unknown page type`);
  const params = "personalParams" in cache ? cache.personalParams : [];
  if (!Array.isArray(params) || !params.every((p) => typeof p === "string"))
    throw new Error("a page's handle.cache.personalParams must be a list of names");
  return { type: cache.type, personalParams: params };
}

/** The rule for a request, or null when its page is personal. */
export function sharedPageRules(
  build: ServerBuild,
  matched: (path: string) => readonly string[],
): (request: { method: string; url: string }) => SharedRule | null {
  const handles = new Map<string, CacheHandle>();
  for (const route of Object.values(build.routes)) {
    const found = route ? cacheHandleOf(route.module.handle) : null;
    if (route && found) handles.set(route.id, found);
  }
  return (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const [rawPath = "/", search = ""] = request.url.split("?", 2);
    const { path } = pagePath(rawPath);
    // React Router's route manifest (lazy discovery) is no page, whatever the router matches.
    if (path === "/__manifest" || path.endsWith("/__manifest")) return null;
    const leaf = matched(path).at(-1);
    const found = leaf ? handles.get(leaf) : undefined;
    if (!found) return null;
    const query = new URLSearchParams(search);
    if (found.personalParams.some((name) => query.has(name))) return null;
    if (OWN_VIEW_PARAMS.some((name) => query.has(name))) return null;
    return { type: found.type, ...PAGE_TIMES[found.type] };
  };
}

/**
 * The URL a shared page is rendered for and kept under: the request's, without the query
 * parameters that only track where the visit came from.
 */
export function sharedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAM.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The hash sources of a page's inline scripts and styles, for its policy: a kept page is sent to
 * many shoppers, so it cannot carry one answer's nonce.
 */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (!/\bsrc\s*=/i.test(attributes)) script.add(sha256(content));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    style.add(sha256(match[1] ?? ""));
  }
  return { script: [...script], style: [...style] };
}

/** What the last `Accept-Encoding` values took (browsers send one of a few). */
const acceptedMemo = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_MEMO_SIZE = 64;

/** The encoding a kept page goes out in, from the request's `Accept-Encoding`. */
function encodingFor(accept: string, page: CachedPage): "br" | "gzip" | null {
  let accepted = acceptedMemo.get(accept);
  if (!accepted) {
    accepted = { br: weightOf(accept, "br") > 0, gzip: weightOf(accept, "gzip") > 0 };
    if (acceptedMemo.size >= ACCEPTED_MEMO_SIZE) acceptedMemo.clear();
    acceptedMemo.set(accept, accepted);
  }
  if (page.br && accepted.br) return "br";
  if (page.gzip && accepted.gzip) return "gzip";
  return null;
}

/** An encoding's weight in an `Accept-Encoding` value (`*` for one not named). */
function weightOf(accept: string, encoding: string): number {
  const weights = new Map<string, number>();
  for (const item of accept.toLowerCase().split(",")) {
    const [name = "", ...params] = item.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return weights.get(encoding) ?? weights.get("*") ?? 0;
}

/** Whether the request's `If-None-Match` names this page's validator. */
function notModified(request: FastifyRequest, page: CachedPage): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = page.etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === bare || tag === "*");
}

/**
 * Sends a kept page: its own headers, the shared `Cache-Control` for browsers and proxies, its
 * tags as surrogate keys (`xkey`), which decisions it varies by, and the best encoding the
 * client takes, or 304 when the client holds it already.
 */
export function sendSharedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: CacheState,
  now: number,
): FastifyReply {
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  const maxAge = Math.max(0, Math.round((page.freshUntil - page.storedAt) / 1000));
  const stale = Math.max(0, Math.round((page.staleUntil - page.freshUntil) / 1000));
  reply.header(
    "cache-control",
    `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`,
  );
  reply.header("etag", page.etag);
  reply.header("age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  reply.header("x-page-cache", state);
  if (page.tags.length > 0) reply.header("xkey", page.tags.join(" "));
  // The site is the URL's: only decisions from cookies split a proxy's copies.
  const fromCookies = page.used.filter((name) => name !== "site");
  const vary = ["accept-encoding", ...fromCookies.map((name) => `x-rl-d-${name}`)];
  reply.header("vary", vary.join(", "));
  if (notModified(request, page)) return reply.code(304).send();
  reply.code(page.status);
  const encoding = encodingFor(String(request.headers["accept-encoding"] ?? ""), page);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding && body) {
    // Stored compressed: written as it is, past the reply's send hooks (compression, whose
    // work is done; nothing else there changes a kept page), which cost a hit more than the
    // rest of its way out.
    reply.header("content-encoding", encoding);
    reply.header("content-length", String(body.length));
    reply.hijack();
    reply.raw.writeHead(page.status, reply.getHeaders() as OutgoingHttpHeaders);
    reply.raw.end(request.method === "HEAD" ? undefined : body);
    return reply;
  }
  // Fastify counts the length: an identity body may still be compressed on its way out.
  if (request.method === "HEAD") return reply.send();
  return reply.send(body);
}

import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { isWrite } from "./client-connection";
import { pagePath } from "./shared-pages";

/**
 * A page request as it reaches the web handler: its `Origin` checked, whether it is a page's
 * document, and the request React Router is given.
 */

/**
 * A page write's `Origin`, checked before React Router sees it (its own check throws, which
 * would be a 500, and compares with the public origin only, so a newcomer's form posted on
 * http://127.0.0.1:3000 failed). A page of a host this shop answers for passes; another site's,
 * a malformed one or the opaque `null` is refused with API403. No Origin (old browsers, scripts)
 * passes: session cookies are SameSite=Lax, so a cross-site post never carries them.
 */
export function checkPageOrigin(
  method: string,
  origin: string | string[] | undefined,
  knownHost: (headers: { host?: string }) => boolean,
): void {
  if (!isWrite(method) || origin === undefined) return;
  const value = Array.isArray(origin) ? origin.join(",") : origin;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  // A browser's Origin is exactly scheme://host[:port]; anything else did not come from one.
  const sameShop =
    url !== null &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.origin === value &&
    knownHost({ host: url.host });
  if (!sameShop) throw new AppError("API403");
}

/**
 * The page request as React Router sees it: on the shop's public origin, whatever Host came.
 * An `Origin` already checked by `checkPageOrigin` is stated as the public one, so React
 * Router's own comparison agrees.
 */
export function toWebRequest(
  request: FastifyRequest,
  origin: string,
  signal: AbortSignal,
): Request {
  const url = `${origin}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  if (headers.has("origin")) headers.set("origin", origin);
  const hasBody =
    request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  const body = !hasBody
    ? undefined
    : Buffer.isBuffer(request.body) || typeof request.body === "string"
      ? request.body
      : JSON.stringify(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(body !== undefined ? { body } : {}),
  });
}

/**
 * A page's document: a GET of the page itself (not its `.data`, a form's post or another
 * fetch), as the browser's `Sec-Fetch-Dest` says when it says.
 */
export function isDocumentRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pagePath(request.url.split("?")[0] ?? "/").data) return false;
  const destination = request.headers["sec-fetch-dest"];
  return destination === undefined || destination === "document";
}

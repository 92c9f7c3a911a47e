import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The page a server render or form post belongs to. Its in-process API calls go through
 * `app.inject()`, which has no socket of its own and carries no object of ours, so the page's
 * client travels with the work itself (Node's async context) rather than in a header anyone
 * could send.
 */
const pages = new AsyncLocalStorage<PageWork>();

interface PageWork {
  signal: AbortSignal;
  /** Shoppers by token, looked up once for all the page's reads (decision 0044). */
  shoppers: Map<string, Promise<unknown>>;
  /** The ids of what the page's reads answered with (page cache tags, decision 0088). */
  tags: Set<string>;
}

/**
 * Runs a page's work; the API calls it makes in process are then known as the page's. `tags`
 * collects the ids of what they answered with.
 */
export function runForPage<T>(signal: AbortSignal, work: () => T, tags = new Set<string>()): T {
  return pages.run({ signal, shoppers: new Map(), tags }, work);
}

/** Notes that the page being rendered shows these ids (no-op outside a page). */
export function notePageTags(tags: Iterable<string>): void {
  const page = pages.getStore();
  if (!page) return;
  for (const tag of tags) page.tags.add(tag);
}

/**
 * The shopper a token stands for, looked up once per page: a product page's loaders make
 * several API calls with the same token, and each looked the session up again. Only reads
 * share the answer; a write (which may sign out or in) looks it up itself and makes the page's
 * later calls look again (`forgetPageShoppers`). Outside a page, every call looks it up.
 */
export function pageShopper<T>(
  token: string,
  method: string,
  lookUp: () => Promise<T>,
): Promise<T> {
  const page = pages.getStore();
  if (!page) return lookUp();
  if (isWrite(method)) {
    page.shoppers.clear();
    return lookUp();
  }
  let found = page.shoppers.get(token) as Promise<T> | undefined;
  if (!found) {
    found = lookUp();
    page.shoppers.set(token, found);
    // A failed look-up is not remembered: the next call tries again.
    found.catch(() => page.shoppers.delete(token));
  }
  return found;
}

/** After a page's write has answered: its later reads look the shopper up afresh. */
export function forgetPageShoppers(): void {
  pages.getStore()?.shoppers.clear();
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request of this method changes something: a read may run for nobody, a write not. */
export function isWrite(method: string): boolean {
  return !READ_METHODS.has(method);
}

/** Whether the request being handled is an API call a page makes in process. */
export function isPageCall(): boolean {
  return pages.getStore() !== undefined;
}

/**
 * Whether nobody waits for this request's answer any more: its socket closed, or, for an
 * API call a page makes in process, the page's client went away. A write must not start then
 * (the shopper never learns of it, and may well try again).
 */
export function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  if (pages.getStore()?.signal.aborted) return true;
  // The request itself counts as destroyed once its body is read, so ask the socket.
  return request.raw.socket?.destroyed === true || reply.raw.destroyed;
}

/**
 * The longest `xkey-purge` value one request carries. Varnish refuses a header line past
 * `http_req_hdr_len` (8 KiB by default); what is left covers the name and the other headers.
 */
export const MAX_PURGE_HEADER_BYTES = 7000;

/** A tag as xkey reads it: printable ASCII, no space or comma (both separate tags). */
const TAG = /^[\x21-\x2b\x2d-\x7e]+$/;

/** What the purger logs through; the app's logger (pino) is one. */
export interface EdgePurgeLog {
  warn(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}

export interface EdgePurgerOptions {
  /** Each edge cache's purge address (`http://varnish:6081/`); none: purge does nothing. */
  urls: readonly string[];
  /** How long one PURGE request may take before it counts as failed. */
  timeoutMs: number;
  log: EdgePurgeLog;
}

export interface EdgePurger {
  /**
   * Drops every page tagged with any of `tags` from every edge cache: `PURGE` with an
   * `xkey-purge` header, to all caches at once, the tags split over several requests when
   * they do not fit one header. Never rejects: a cache that fails is logged and keeps its
   * pages until they expire (their s-maxage).
   */
  purge(tags: readonly string[]): Promise<void>;
}

/**
 * Tells the edge caches in front of the store (ops/varnish/ridgeline.vcl) which pages to drop.
 * The page cache calls `purge` with the same tags it purges itself by.
 */
export function createEdgePurger({ urls, timeoutMs, log }: EdgePurgerOptions): EdgePurger {
  return {
    async purge(tags) {
      if (urls.length === 0) return;
      const usable = [...new Set(tags)].filter((tag) => {
        if (TAG.test(tag) && tag.length <= MAX_PURGE_HEADER_BYTES) return true;
        log.warn({ tag }, "edge purge: tag skipped (not printable ASCII, or has a space or comma)");
        return false;
      });
      const batches = purgeBatches(usable);
      if (batches.length === 0) return;
      await Promise.all(
        urls.map(async (url) => {
          for (const batch of batches) await purgeOne(url, batch, timeoutMs, log);
        }),
      );
    },
  };
}

/** Space-separated tag lists, each at most MAX_PURGE_HEADER_BYTES long. */
export function purgeBatches(tags: readonly string[]): string[] {
  const batches: string[] = [];
  let current = "";
  for (const tag of tags) {
    if (current && current.length + 1 + tag.length > MAX_PURGE_HEADER_BYTES) {
      batches.push(current);
      current = "";
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) batches.push(current);
  return batches;
}

async function purgeOne(
  url: string,
  keys: string,
  timeoutMs: number,
  log: EdgePurgeLog,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "PURGE",
      headers: { "xkey-purge": keys },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is a line of text; reading it frees the connection for the next purge.
    await response.arrayBuffer();
    if (response.status === 200) {
      log.debug({ url, purged: response.headers.get("xkey-purged") }, "edge purge done");
    } else {
      log.warn({ url, status: response.status }, "edge purge refused");
    }
  } catch (error) {
    // fetch says "fetch failed" and keeps the reason (ECONNREFUSED…) in its cause.
    const cause = error instanceof Error ? error.cause : undefined;
    const reason =
      error instanceof Error
        ? [error.name, error.message, cause instanceof Error ? cause.message : ""]
            .filter(Boolean)
            .join(": ")
        : String(error);
    log.warn({ url, reason }, "edge purge failed");
  }
}

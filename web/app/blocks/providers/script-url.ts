/**
 * The one check every outside script passes before a block loads it: https, and on the
 * provider's configured origin. Both are read from the URL as the browser itself parses it
 * (WHATWG `URL`), so a trick the parser undoes (`https://good@evil`, `//evil`, a backslash,
 * a tab inside the scheme, an encoded dot) cannot pass as the configured origin.
 */

/* eslint-disable no-control-regex -- control characters are refused on purpose. */
const FORBIDDEN = /[\u0000-\u0020\u007f\\]/;
/* eslint-enable no-control-regex */

/** The configured origin in its canonical form (`https://host[:port]`), or null if unusable. */
export function httpsOrigin(origin: string | undefined): string | null {
  if (!origin || FORBIDDEN.test(origin)) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  // An origin is just scheme, host and port: a path, query or fragment means a mistake.
  if (url.pathname !== "/" || url.search || url.hash || !origin.startsWith("https://")) return null;
  if (origin.replace(/\/$/, "").toLowerCase() !== url.origin) return null;
  return url.origin;
}

/**
 * The script's absolute URL when it is https and on `origin`, else null. `path` is a path on
 * the origin (`/v2/widget.js?x=1`) or an absolute URL that must name that origin.
 */
export function checkedScriptUrl(path: string, origin: string | undefined): string | null {
  const allowed = httpsOrigin(origin);
  if (!allowed || FORBIDDEN.test(path)) return null;
  // A relative path must start at the root: `//host` and `\\host` would name another origin.
  const absolute = /^https:\/\//i.test(path);
  if (!absolute && (!path.startsWith("/") || path.startsWith("//"))) return null;
  let url: URL;
  try {
    url = new URL(path, `${allowed}/`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  if (url.origin !== allowed) return null;
  return url.href;
}

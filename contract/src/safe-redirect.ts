/**
 * The one check for every redirect whose target came from the request (`next`, `returnTo`,
 * `back`, a path built from route params); docs/decisions/0031-redirect-targets.md. A target
 * is a string starting with a single `/`, without control characters or backslashes, that
 * still names a path of the placeholder origin once resolved, and again after each round of
 * percent-decoding (with NFKC look-alikes folded), since a browser, a proxy or one of our own
 * routes may decode it before the next hop.
 */

/** A host that cannot exist (RFC 6761): resolving against it shows whether a value leaves it. */
const PLACEHOLDER = new URL("https://redirect-target.invalid");

/** Far longer than any page of the store; a longer value is refused rather than sent back. */
const MAX_LENGTH = 2048;

/** Percent-decoding a value this often must settle; one that still changes is refused. */
const MAX_DECODINGS = 4;

/** Control characters (C0, DEL, C1) and the backslash: never part of a path we send. */
const UNSAFE_CHARACTER = /[\p{Cc}\\]/u;

/** Characters drawn like a slash that no normaliser maps to one (NFKC handles the rest). */
const SLASH_LOOKALIKE = /[\u2044\u2215\u2571\u29f8\u29f9\u3033\ufe68\uff3c]/u;

const DECODER = new TextDecoder();

/** One round of percent-decoding; bytes that are not UTF-8 become U+FFFD, `%zz` stays. */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    DECODER.decode(Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16))),
  );
}

/** `pathname + search` of a same-origin path, or null: one layer of the check. */
function samePath(candidate: string): string | null {
  if (candidate.length > MAX_LENGTH || !candidate.startsWith("/")) return null;
  if (candidate.startsWith("//") || UNSAFE_CHARACTER.test(candidate)) return null;
  if (SLASH_LOOKALIKE.test(candidate.slice(1, 2))) return null;
  let url: URL;
  try {
    url = new URL(candidate, PLACEHOLDER);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("//") || path.startsWith("/\\") ? null : path;
}

/** Whether `path` is `prefix` itself or a page under it (`/en-us`, `/en-us/…`, `/en-us?…`). */
function isUnder(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && ["", "/", "?"].includes(path.charAt(prefix.length));
}

/** `value` as a same-origin `pathname + search` under `within`, else `fallback`. */
export function safeRedirect(value: unknown, fallback: string, within?: string): string {
  if (typeof value !== "string") return fallback;
  const path = samePath(value);
  if (path === null) return fallback;
  // Whatever decodes the path later must still find a path of this site in it.
  let layer = path;
  for (let round = 0; ; round += 1) {
    const decoded = percentDecode(layer);
    if (decoded === layer) break;
    if (round === MAX_DECODINGS || samePath(decoded.normalize("NFKC")) === null) return fallback;
    layer = decoded;
  }
  return within === undefined || isUnder(path, within) ? path : fallback;
}

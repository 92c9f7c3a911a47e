import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";
import { runs } from "../../scripts/fast-check-runs.mjs";

const FALLBACK = "/en-us/account";
const SHOP = "https://shop.example";
const target = (value: unknown) => safeRedirect(value, FALLBACK, "/en-us");

/** Every reading of `path` a browser, proxy or server could make by percent-decoding it. */
function decodings(path: string): string[] {
  const readings = [path];
  for (let layer = path; readings.length < 8;) {
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      next = unescape(layer); // A decoder that reads the bytes as Latin-1.
    }
    if (next === layer) break;
    readings.push(next, next.normalize("NFKC"));
    layer = next;
  }
  return readings;
}

/** The property every answer has: the fallback, or a path that stays on the shop however read. */
function staysOnShop(result: string): boolean {
  if (result === FALLBACK) return true;
  if (!/^\/[\x21-\x7e]*$/.test(result) || result.startsWith("//")) return false;
  return decodings(result).every((reading) => {
    try {
      return new URL(reading, `${SHOP}/en-us/p/some-page?x=1`).host === "shop.example";
    } catch {
      return true; // Unparsable: nothing follows it anywhere.
    }
  });
}

const UNSAFE = /[\p{Cc}\\]/u;

const HOSTILE_PIECES = [
  ...["/", "//", "\\", "/\\", ".", "..", "../", "./", "@", ":", "?", "#", "&", "=", " "],
  ...["%2f", "%2F", "%252f", "%25252F", "%5c", "%5C", "%255c", "%2e", "%2E%2E", "%252e"],
  ...["%0d", "%0a", "%0D%0A", "%09", "%00", "%20", "%40", "%3f", "%23", "%e2%88%95"],
  ...["\r", "\n", "\t", "\0", "\u0085", "\u009b", "\u007f", "\u00a0", "\u2028", "é", "😀"],
  ...["\uff0f", "\u2215", "\u2044", "\u3002", "\uff0e", "\uff3c", "\ufe68", "\uff20"],
  ...["evil.example", "en-us", "fr-fr", "https:", "http:", "javascript:", "data:", "user"],
];

/** Strings built from the pieces attacks are made of, often after a leading slash. */
const hostilePath = fc
  .tuple(
    fc.constantFrom("", "/", "/en-us", "/en-us/", "//", "/\\"),
    fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 12 }),
  )
  .map(([start, pieces]) => start + pieces.join(""));

const anyString = fc.oneof(
  hostilePath,
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((text) => `/${text}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath().map((path) => `/en-us${path}`),
);

describe("safeRedirect", () => {
  it.each([
    ["/en-us", "/en-us"],
    ["/en-us/p/trail-jacket-ABCDEFGH", "/en-us/p/trail-jacket-ABCDEFGH"],
    [
      "/en-us/c/jackets-1234?sort=price-low-to-high",
      "/en-us/c/jackets-1234?sort=price-low-to-high",
    ],
    ["/en-us?notice=signedOut", "/en-us?notice=signedOut"],
    ["/en-us/search?q=été", "/en-us/search?q=%C3%A9t%C3%A9"],
    ["/en-us/search?q=https%3A%2F%2Fx.example", "/en-us/search?q=https%3A%2F%2Fx.example"],
    ["/en-us/search?q=100%25", "/en-us/search?q=100%25"],
    ["/en-us/p/./trail-jacket-ABCDEFGH", "/en-us/p/trail-jacket-ABCDEFGH"],
    ["/en-us/x#reviews", "/en-us/x"],
  ])("keeps the shop's own path %s as %s", (value, expected) => {
    expect(target(value)).toBe(expected);
  });

  it.each([
    // Dot segments that climb out of the locale and into a scheme-relative path.
    "/en-us/../..//evil.example",
    "/en-us/../../evil.example",
    "/en-us/%2e%2e/%2e%2e//evil.example",
    "/en-us/..%2f..%2f%2fevil.example",
    "/en-us/..%252f..%252f%252fevil.example",
    "/en-us/%252e%252e/%252e%252e/%252f%252fevil.example",
    "/en-us/..%5c..%5c%5cevil.example",
    // Scheme-relative and backslashes.
    "//evil.example",
    "//evil.example/en-us",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/en-us/\\evil",
    // Absolute URLs and other schemes.
    "https://evil.example/en-us",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " /en-us",
    // Userinfo tricks.
    "//shop.example@evil.example",
    "/\\shop.example@evil.example",
    "https://shop.example@evil.example/en-us",
    // Control characters, raw and encoded.
    "/en-us/x\r\nSet-Cookie: a=b",
    "/en-us/x%0d%0aSet-Cookie:%20a=b",
    "/en-us/x\n",
    "/\t/evil.example",
    "/en-us/\0",
    "/en-us/x%00",
    "/en-us/\u0085",
    // Look-alikes that a normaliser turns into slashes and dots.
    "/\uff0f\uff0fevil.example",
    "/%EF%BC%8F%EF%BC%8Fevil.example",
    "/\u2215\u2215evil.example",
    "/\u2044\u2044evil.example",
    "/en-us/\uff0e\uff0e/\uff0e\uff0e//evil\u3002example",
    // Not under the locale, or not a string.
    "/fr-fr/p/x",
    "/en-usx",
    "/",
    "",
    null,
    undefined,
    42,
  ])("answers the fallback for %j", (value) => {
    expect(target(value)).toBe(FALLBACK);
  });

  it("refuses a value longer than any page of the store", () => {
    expect(target(`/en-us/${"a".repeat(3000)}`)).toBe(FALLBACK);
  });

  it("keeps a path of any locale when the caller names none", () => {
    expect(safeRedirect("/fr-fr/p/x", FALLBACK)).toBe("/fr-fr/p/x");
    expect(safeRedirect("//evil.example", FALLBACK)).toBe(FALLBACK);
  });

  it("answers, for any string, the fallback or a path that stays on the shop however it is decoded", () => {
    fc.assert(
      fc.property(
        anyString,
        (value) => staysOnShop(target(value)) && staysOnShop(safeRedirect(value, FALLBACK)),
      ),
      { numRuns: runs(20_000) },
    );
  });

  it("answers only values a Location header can carry", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        expect(() => new Headers({ location: target(value) })).not.toThrow();
      }),
      { numRuns: runs(5_000) },
    );
  });

  it("keeps well-formed paths of the locale and is stable when asked again", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    const query = fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), query, (segments, params) => {
        const search = new URLSearchParams(params).toString();
        const path = `/en-us${segments.map((s) => `/${s}`).join("")}${search ? `?${search}` : ""}`;
        const result = target(path);
        // A query value can decode to a control character or a backslash: that one is refused.
        if (result === FALLBACK) return decodings(path).some((text) => UNSAFE.test(text));
        return result === path && target(result) === result;
      }),
      { numRuns: runs(5_000) },
    );
  });

  it("refuses any path once a host-changing prefix is put in front of it", () => {
    const prefix = fc.constantFrom(
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/%2f%2fevil.example",
      "/%252f%252fevil.example",
      "/\uff0f\uff0fevil.example",
    );
    fc.assert(
      fc.property(
        prefix,
        fc.webPath(),
        (start, path) => safeRedirect(`${start}${path}`, FALLBACK) === FALLBACK,
      ),
      { numRuns: runs(2_000) },
    );
  });
});

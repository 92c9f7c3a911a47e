import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkedScriptUrl, httpsOrigin } from "./script-url";

const ORIGIN = "https://widgets.example.com";

/** A host name that is not the configured one. */
const otherHost = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
    fc.constantFrom("com", "net", "example", "evil", "com.evil.io"),
  )
  .map(([name, tld]) => `${name}.${tld}`)
  .filter((host) => host !== "widgets.example.com");

const path = fc
  .array(
    // Dot segments (`.`, `..`) are resolved away by the URL parser: no path of a file.
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,10}$/).filter((part) => !/^\.+$/.test(part)),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => `/${parts.join("/")}`);

/** URLs written to pass for the configured origin without being on it. */
const hostile = fc.oneof(
  otherHost.map((host) => `https://${host}/widget.js`),
  fc.tuple(otherHost, path).map(([host, p]) => `//${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `https://widgets.example.com@${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `https://widgets.example.com.${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `https:\\\\${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `\\\\${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `/\\${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `https://${host}/https://widgets.example.com${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `https:/\t/${host}${p}`),
  fc.tuple(otherHost, path).map(([host, p]) => `ht\ntps://${host}${p}`),
  path.map((p) => `http://widgets.example.com${p}`),
  path.map((p) => `https://widgets.example.com:8443${p}`),
  path.map((p) => `javascript:alert(1)//${p}`),
  path.map((p) => `data:text/javascript,alert(1)${p}`),
  path.map((p) => `blob:https://widgets.example.com${p}`),
  path.map((p) => `widget.js${p}`),
  path.map((p) => ` https://widgets.example.com${p}`),
  path.map((p) => `https://user:pass@widgets.example.com${p}`),
  path.map((p) => `https://widgets.example.com%2F@evil.com${p}`),
);

describe("checkedScriptUrl", () => {
  it("answers a path on the configured origin as an https URL there", () => {
    expect(checkedScriptUrl("/v2/widget.js?x=1", ORIGIN)).toBe(
      "https://widgets.example.com/v2/widget.js?x=1",
    );
    expect(checkedScriptUrl("https://WIDGETS.example.com/a.js", ORIGIN)).toBe(
      "https://widgets.example.com/a.js",
    );
  });

  it("refuses every generated URL that is not https on the configured origin", () => {
    fc.assert(
      fc.property(hostile, (url) => {
        expect(checkedScriptUrl(url, ORIGIN)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("never answers a URL off the origin or without https, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostile,
          fc.string(),
          path,
          fc.string().map((rest) => `https://widgets.example.com${rest}`),
        ),
        (url) => {
          const answer = checkedScriptUrl(url, ORIGIN);
          if (answer === null) return;
          const parsed = new URL(answer);
          expect(parsed.origin).toBe(ORIGIN);
          expect(parsed.protocol).toBe("https:");
          expect(parsed.username + parsed.password).toBe("");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps any root path on the origin", () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(checkedScriptUrl(p, ORIGIN)).toBe(`${ORIGIN}${p}`);
      }),
    );
  });

  it("refuses everything while the provider's origin is not configured or not https", () => {
    expect(checkedScriptUrl("/widget.js", undefined)).toBeNull();
    expect(checkedScriptUrl("/widget.js", "")).toBeNull();
    expect(checkedScriptUrl("/widget.js", "http://widgets.example.com")).toBeNull();
  });
});

describe("httpsOrigin", () => {
  it("accepts an https origin alone, in its canonical form", () => {
    expect(httpsOrigin("https://widgets.example.com")).toBe(ORIGIN);
    expect(httpsOrigin("https://widgets.example.com/")).toBe(ORIGIN);
    expect(httpsOrigin("https://cdn.example.com:8443")).toBe("https://cdn.example.com:8443");
  });

  it.each([
    "http://widgets.example.com",
    "https://widgets.example.com/path",
    "https://widgets.example.com?x=1",
    "https://user@widgets.example.com",
    "//widgets.example.com",
    "widgets.example.com",
    "https://widgets.example.com\n",
    "javascript:alert(1)",
  ])("refuses %j as an origin", (origin) => {
    expect(httpsOrigin(origin)).toBeNull();
  });
});

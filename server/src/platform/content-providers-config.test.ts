import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { securityHeaders } from "./http/security-headers";

/*
 * CONTENT_PROVIDERS (issue 28 "Outside services"): the operator's way to turn on a content
 * block's real provider. It is checked at start like every other variable (each fault named by
 * its field), and its origins, and no others, join the pages' Content-Security-Policy.
 */

const GALLERY = {
  origin: "https://photorankstatics-a.akamaihd.net",
  consentCategory: "C0004",
  scriptPath: "/static/frontend/latest/build.min.js",
  globalName: "OlapicSDK",
};
const VIDEO = {
  origin: "https://unpkg.com",
  consentCategory: "C0003",
  scriptPath: "/cloudinary-video-player@1/dist/cld-video-player.min.js",
  stylePath: "/cloudinary-video-player@1/dist/cld-video-player.min.css",
  globalName: "cloudinary.videoPlayer",
};

function refusal(value: string): string {
  try {
    loadConfig({ CONTENT_PROVIDERS: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`CONTENT_PROVIDERS=${value} was accepted`);
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("CONTENT_PROVIDERS", () => {
  it("is none unless set: every block on its built-in implementation", () => {
    expect(loadConfig({}).contentProviders).toEqual({});
  });

  it("reads the providers an operator names", () => {
    const config = loadConfig({
      CONTENT_PROVIDERS: JSON.stringify({ olapic: GALLERY, hostedVideo: VIDEO }),
    });
    expect(config.contentProviders).toEqual({ olapic: GALLERY, hostedVideo: VIDEO });
  });

  it.each([
    ["not JSON", "{olapic:", "CONTENT_PROVIDERS: must be JSON"],
    ["an unknown provider", '{"gallery3":{}}', "CONTENT_PROVIDERS: Unrecognized key"],
    [
      "an origin over http",
      JSON.stringify({ olapic: { ...GALLERY, origin: "http://widgets.example.com" } }),
      "CONTENT_PROVIDERS.olapic.origin: must be an https origin",
    ],
    [
      "a wildcard origin",
      JSON.stringify({ olapic: { ...GALLERY, origin: "https://*.example.com" } }),
      "CONTENT_PROVIDERS.olapic.origin: must be an https origin",
    ],
    [
      "an origin with a path",
      JSON.stringify({ olapic: { ...GALLERY, origin: "https://example.com/js" } }),
      "CONTENT_PROVIDERS.olapic.origin: must be an https origin",
    ],
    [
      "a script path that climbs out",
      JSON.stringify({ hostedVideo: { ...VIDEO, scriptPath: "/a/../../evil.js" } }),
      "CONTENT_PROVIDERS.hostedVideo.scriptPath: must not climb out",
    ],
    [
      "a consent category that is always given",
      JSON.stringify({ olapic: { ...GALLERY, consentCategory: "C0001" } }),
      "CONTENT_PROVIDERS.olapic.consentCategory",
    ],
    [
      "a global that is code",
      JSON.stringify({ olapic: { ...GALLERY, globalName: "alert(1)" } }),
      "CONTENT_PROVIDERS.olapic.globalName: must be a global's name",
    ],
  ])("refuses %s, naming the field", (_case, value, message) => {
    expect(refusal(value)).toContain(message);
  });

  it("never starts on an origin that is not a plain https origin, whatever is written", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (origin) => {
        const value = JSON.stringify({ olapic: { ...GALLERY, origin } });
        let accepted: string | undefined;
        try {
          accepted = loadConfig({ CONTENT_PROVIDERS: value }).contentProviders.olapic?.origin;
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as Error).message).toContain("CONTENT_PROVIDERS.olapic.origin");
          return;
        }
        const url = new URL(accepted ?? "");
        expect(url.protocol).toBe("https:");
        expect(url.origin).toBe(accepted);
      }),
    );
  });
});

describe("the pages' policy with providers", () => {
  it("allows the configured origins for scripts, styles, calls, pictures, videos and frames", () => {
    const { headers } = securityHeaders({
      hsts: false,
      providerOrigins: [GALLERY.origin, VIDEO.origin],
    });
    const policy = directives(new Map(headers).get("content-security-policy") ?? "");
    for (const name of ["script-src", "style-src", "connect-src", "img-src", "media-src"])
      expect(policy.get(name), name).toEqual(
        expect.arrayContaining(["'self'", GALLERY.origin, VIDEO.origin]),
      );
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining([GALLERY.origin]));
    // What protects the page stays as it was.
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("is the store's own policy without them: no outside origin, no media from elsewhere", () => {
    const { headers, policyWith } = securityHeaders({ hsts: false });
    const policy = directives(new Map(headers).get("content-security-policy") ?? "");
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.has("media-src")).toBe(false);
    // The page policy's nonces still go where they belong with providers configured.
    const withNonces = directives(
      securityHeaders({ hsts: false, providerOrigins: [GALLERY.origin] }).policyWith({
        script: "s1",
        style: "s2",
      }),
    );
    expect(withNonces.get("script-src")).toEqual(["'self'", GALLERY.origin, "'nonce-s1'"]);
    expect(withNonces.get("style-src")).toEqual(["'self'", GALLERY.origin, "'nonce-s2'"]);
    expect(policyWith({ script: "a", style: "b" })).toContain("script-src 'self' 'nonce-a'");
  });
});

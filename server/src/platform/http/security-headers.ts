import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The Content-Security-Policy of every answer (decision 0034). Pages add a fresh nonce per
 * answer to `script-src` and `style-src` (`reply.cspNonce()`) and hand the script nonce to
 * React Router, so no inline script runs without it.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  // React writes `style` attributes into server-rendered HTML (rating fills, swatch colours,
  // bar widths). The nonce in style-src makes browsers ignore 'unsafe-inline' there, so
  // attributes, and only attributes, are allowed here.
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The store's own card frame, and a YouTube video's privacy-enhanced player, which the
  // video block puts on the page only when the shopper presses play (001 §9).
  "frame-src": ["'self'", "https://www.youtube-nocookie.com"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The policy's directives; `media-src` only when a provider's videos need it. */
type CspDirectives = typeof CSP_DIRECTIVES & { "media-src"?: string[] };

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security (production, which is served over HTTPS). */
  hsts: boolean;
  /**
   * The https origins of the content blocks' outside services (`CONTENT_PROVIDERS`): their
   * scripts, styles, calls, pictures, videos and frames are allowed from these origins and no
   * others. A script of one still runs only with the shopper's consent (the blocks decide).
   */
  providerOrigins?: readonly string[];
}

/** The policy with the configured providers' origins added where their widgets need them. */
export function withProviderOrigins(origins: readonly string[]): CspDirectives {
  if (origins.length === 0) return CSP_DIRECTIVES;
  const add = (sources: string[]) => [...sources, ...origins];
  return {
    ...CSP_DIRECTIVES,
    "script-src": add(CSP_DIRECTIVES["script-src"]),
    "style-src": add(CSP_DIRECTIVES["style-src"]),
    "img-src": add(CSP_DIRECTIVES["img-src"]),
    "connect-src": add(CSP_DIRECTIVES["connect-src"]),
    "frame-src": add(CSP_DIRECTIVES["frame-src"]),
    "media-src": ["'self'", ...origins],
  };
}

/** A year: how long browsers keep to HTTPS once they have seen Strict-Transport-Security. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The nonces of one answer, 128 random bits each, in hex. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module "fastify" {
  interface FastifyReply {
    /**
     * This answer's CSP nonces. The first call draws them and puts them into this answer's
     * Content-Security-Policy; later calls answer the same pair. Only HTML that carries
     * inline scripts or styles needs them.
     */
    cspNonce(): CspNonces;
    /** This answer's policy with the given sources for its inline scripts and styles. */
    cspSources(script: readonly string[], style: readonly string[]): void;
  }
}

/** helmet's options for our headers; its other defaults (COOP, CORP, …) stay. */
function helmetOptions(options: { hsts: boolean }, directives: CspDirectives) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  } satisfies HelmetOptions;
}

/** The headers helmet's middleware sets for these options, names in lower case. */
function headersOf(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
    // It removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

// Stand-ins for the nonces, replaced by each page's own. Sources helmet accepts, and that
// appear nowhere else in the policy.
const SCRIPT_SLOT = "'nonce-script-nonce-slot'";
const STYLE_SLOT = "'nonce-style-nonce-slot'";

/**
 * The security headers of every answer (pages, API, pictures, assets), worked out once:
 * CSP, nosniff, a referrer policy that sends only the origin elsewhere, no framing, and HSTS
 * when `hsts` is on (production, which is served over HTTPS); and the page policy with its
 * nonces, as a template.
 */
export function securityHeaders(options: SecurityHeaderOptions): {
  /** Every header as `[name, value]`, the policy without nonces. */
  headers: [string, string][];
  /** The policy with these nonces in `script-src` and `style-src`. */
  policyWith(nonces: CspNonces): string;
  /**
   * The policy with these sources (`'sha256-…'` hashes of a kept page's inline scripts and
   * styles) in `script-src` and `style-src` instead of nonces (decision 0088).
   */
  policyWithSources(script: readonly string[], style: readonly string[]): string;
} {
  const directives = withProviderOrigins(options.providerOrigins ?? []);
  const headers = headersOf(helmetOptions(options, directives));
  const withSlots = headersOf(
    helmetOptions(options, {
      ...directives,
      "script-src": [...directives["script-src"], SCRIPT_SLOT],
      "style-src": [...directives["style-src"], STYLE_SLOT],
    }),
  ).get("content-security-policy");
  const [head, middle, tail, ...rest] =
    withSlots?.split(/'nonce-(?:script|style)-nonce-slot'/) ?? [];
  if (head === undefined || middle === undefined || tail === undefined || rest.length > 0)
    throw new Error("the page policy must name each nonce once");
  // helmet writes the directives in the order given: script-src before style-src.
  if (!withSlots?.startsWith(`${head}${SCRIPT_SLOT}`))
    throw new Error("script-src must come first");
  return {
    headers: [...headers],
    policyWith: (nonces) =>
      `${head}'nonce-${nonces.script}'${middle}'nonce-${nonces.style}'${tail}`,
    policyWithSources: (script, style) =>
      `${head}${script.join(" ")}${middle}${style.join(" ")}${tail}`.replace(/ +;/g, ";"),
  };
}

/**
 * For the one page the store frames itself (the card frame, decision 0069): framing by the
 * store's own pages (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) instead of by
 * none; every other header of the answer stays as strict.
 */
export function allowSameOriginFraming(reply: FastifyReply): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string" || !policy.includes("frame-ancestors 'none'")) {
    throw new Error("the answer has no policy that forbids framing to relax");
  }
  reply.header(
    "content-security-policy",
    policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
  reply.header("x-frame-options", "SAMEORIGIN");
}

const NONCE_BYTES = 16;
/** Random bytes drawn in blocks: one call to the generator per 256 nonces, not one each. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/**
 * 128 bits from the system's cryptographic generator, in hex. Every nonce takes bytes no other
 * nonce had; the block is filled in this process when first needed (a forked worker is a new
 * process with a block of its own).
 */
export function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("hex", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Puts the security headers on every answer, first among the request hooks so answers refused
 * early (API421, API400) carry them too, and gives pages `reply.cspNonce()`. Decision 0051:
 * helmet's headers worked out once at start, not rebuilt per request as `@fastify/helmet` does.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const { headers, policyWith, policyWithSources } = securityHeaders(options);
    const nonces = new WeakMap<FastifyReply, CspNonces>();

    app.decorateReply("cspNonce", function cspNonce(this: FastifyReply): CspNonces {
      let drawn = nonces.get(this);
      if (!drawn) {
        drawn = { script: newNonce(), style: newNonce() };
        nonces.set(this, drawn);
        this.header("content-security-policy", policyWith(drawn));
      }
      return drawn;
    });

    // Kept pages pass the same arrays on every hit: their policy is worked out once.
    const policies = new WeakMap<readonly string[], Map<readonly string[], string>>();
    app.decorateReply(
      "cspSources",
      function cspSources(this: FastifyReply, script: readonly string[], style: readonly string[]) {
        let byStyle = policies.get(script);
        if (!byStyle) policies.set(script, (byStyle = new Map()));
        let policy = byStyle.get(style);
        if (policy === undefined) byStyle.set(style, (policy = policyWithSources(script, style)));
        this.header("content-security-policy", policy);
      },
    );

    app.addHook("onRequest", (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: "security-headers" },
);

import type { FastifyHelmetOptions } from "@fastify/helmet";

/**
 * The Content-Security-Policy of every answer (decision 0034). `@fastify/helmet` adds a fresh
 * nonce per request to `script-src` and `style-src` (`reply.cspNonce`); pages hand the script
 * nonce to React Router, so no inline script runs without it.
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
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** A year: how long browsers keep to HTTPS once they have seen Strict-Transport-Security. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every answer (pages, API, pictures, assets): CSP with nonces,
 * nosniff, a referrer policy that sends only the origin elsewhere, no framing, and HSTS when
 * `hsts` is on (production, which is served over HTTPS).
 */
export function securityHeaders(options: { hsts: boolean }): FastifyHelmetOptions {
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  };
}

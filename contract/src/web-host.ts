import type { ApiTransport } from "./api-client";

/**
 * What the server hands the web app for each page request: a transport that calls the API in
 * process (no network hop), the web app's own access key, and the request's correlation id.
 */
export interface WebHost {
  transport: ApiTransport;
  accessKey: string;
  correlationId: string;
  /** Whether cookies the web app sets must be Secure (true behind HTTPS). */
  cookieSecure: boolean;
  /**
   * The shop's public origin (PUBLIC_URL, `https://shop.example`): every absolute link a page
   * writes (canonical, hreflang, JSON-LD, sitemap, share links) starts with it, never with the
   * request's Host.
   */
  publicOrigin: string;
  /**
   * This request's Content-Security-Policy nonce for scripts: the page's inline scripts carry
   * it, and the policy the server sent allows no other inline script.
   */
  cspNonce: string;
}

import type { ApiTransport } from "./api-client";
import type { ContentProviders } from "./schemas/content-providers.schema";

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
  /** The brand the store's personalisation engine answers for (`/api/engine/v1/decide/{brand}`). */
  brand: string;
  /**
   * The content blocks' outside services the operator configured (`CONTENT_PROVIDERS`): the same
   * for every page and every shopper; each runs only with the consent it names.
   */
  contentProviders: ContentProviders;
  /**
   * This request's Content-Security-Policy nonce for scripts: the page's inline scripts carry
   * it, and the policy the server sent allows no other inline script.
   */
  cspNonce: string;
  /** This request's render: shared or personal, and its decisions. */
  page: PageRender;
}

/**
 * What may change a page for a group of shoppers (issue 27): decided once per request by the
 * server's one decision point, read by pages and components from the request's render, never
 * from cookies or headers. `site` is the page's locale; `store` the store a shopper chose for
 * store stock (`storeId|name`, or empty); `consent` the consent categories allowed on this page
 * (`C0001,C0003`: the shopper's choice, else the site's region's default, consent.ts);
 * `experiments` the variations the visitor is bucketed into (experiments-decision.ts; empty
 * without targeting consent or a visitor id); `segments` the shopper's segments of 001 §6 and a
 * test context's (segments.ts).
 */
export const DECISION_NAMES = ["site", "store", "consent", "experiments", "segments"] as const;
export type DecisionName = (typeof DECISION_NAMES)[number];

/**
 * How this page is being rendered. A shared render is made once for every shopper with the
 * same decisions and kept in the page cache: it runs without the shopper's cookies and token
 * (its reads see what a guest sees), and what is personal arrives after first paint.
 */
export interface PageRender {
  shared: boolean;
  /** The request's decision; reading it records it as one this page's copy depends on. */
  decision(name: DecisionName): string;
}

/**
 * Query parameters that make any shared page's request personal (rendered for its shopper,
 * never kept): `notice` (a message a redirect asked for after the shopper's own form) and `mine`
 * (the page again right after a form sent without JavaScript, which shows its outcome there:
 * a heart filled, the bag's count).
 */
export const OWN_VIEW_PARAMS = ["notice", "mine", "previewToken"] as const;

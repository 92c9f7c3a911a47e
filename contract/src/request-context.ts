/** Header names and constants of the request context (spec 000 §7 preamble). */
export const HEADERS = {
  accessKey: "x-api-key",
  correlationId: "x-correlation-id",
  transactionId: "x-transaction-id",
  channel: "x-channel",
} as const;

export const CHANNELS = ["ECOMM", "MAPP"] as const;
export type Channel = (typeof CHANNELS)[number];
export const DEFAULT_CHANNEL: Channel = "ECOMM";

/** Path prefixes served by the REST API; everything else is a page or an asset. */
export const API_PREFIXES = [
  "/token/",
  "/cart/",
  "/consumers-v3/",
  "/products/",
  "/wishlists/",
  "/stores/",
  "/fapi/",
] as const;

/** True when `path` (without query) belongs to the REST API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

export const COOKIES = {
  accessToken: "rl_token",
  /** The refresh token, sent only to the token path (httpOnly, Secure in production). */
  refreshToken: "rl_refresh",
  basketId: "rl_basket",
} as const;

/** Default and maximum quantities (spec 000 §9). */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 999999;

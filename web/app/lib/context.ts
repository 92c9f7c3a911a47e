import { ApiClient, HEADERS, type WebHost } from "@ridgeline/contract";
import { createContext } from "react-router";

/** Set by the server for each request: how to reach the API in process. */
export const hostContext = createContext<WebHost>();

/** The shopper's session for this request, set by the session middleware in root.tsx. */
export interface ShopperSession {
  /** Speaks for the shopper; without a token until `ensureToken` has run for a crawler. */
  api: ApiClient;
  /** Makes sure the shopper holds a guest token (issuing one if needed) before a cart write. */
  ensureToken(): Promise<void>;
  /**
   * Whether the session holds a token yet. Without one the shopper owns nothing the API could
   * list (favourites, a bag): a page skips those reads instead of collecting a 401 each time.
   */
  hasToken(): boolean;
  basketId: string | null;
  /** What the bag held when last read (`bagLines` cookie), to make it again if it is lost. */
  bagLines: string | null;
  /** Cookies a loader or action wants set on the response. */
  setCookies: string[];
  /** True when the shopper is signed in (a registered session, not a guest). */
  signedIn: boolean;
  /**
   * True once the answer shows something of this shopper's own (their page, their saved
   * products): it is then sent `Cache-Control: private, no-store`, as signed-in pages are.
   */
  personal: boolean;
  /**
   * Messages of 000 §8 this request's reads gave rise to (a bag that could not be made again:
   * "cartExpired"); the layout shows them with the ones a redirect asked for.
   */
  notices: string[];
  /** Speaks with another token from now on (after sign-in or sign-out). */
  useToken(token: string | null, signedIn: boolean): void;
}

export const sessionContext = createContext<ShopperSession>();

/** An API client that speaks for one shopper (or for nobody, before they hold a token). */
export function apiFor(host: WebHost, token: string | null): ApiClient {
  return new ApiClient(host.transport, {
    [HEADERS.accessKey]: host.accessKey,
    [HEADERS.correlationId]: host.correlationId,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
}

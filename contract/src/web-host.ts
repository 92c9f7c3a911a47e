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
}

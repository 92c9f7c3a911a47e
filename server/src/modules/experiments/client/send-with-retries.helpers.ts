/**
 * One request of the experimentation client (issue 29): aborted after the request timeout
 * (001 §9: 60 s), and for sends, tried again up to 3 times when the store answers 5xx or does
 * not answer at all. A 4xx is the sender's fault and is never repeated.
 */
import { EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS } from "./client-constants.config";
import type { ClientRuntime } from "./client.types";

export interface Answer {
  status: number;
  lastModified: string | null;
  body: string;
}

/** A request aborted after `timeoutMs`; rejects on a network error or the timeout. */
export async function request(
  runtime: ClientRuntime,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number = LIMITS.REQUEST_TIMEOUT_MS,
  /** Ends the request early too (the client stopping). */
  stop?: AbortSignal,
): Promise<Answer> {
  const controller = new AbortController();
  const timer = runtime.setTimeout(
    () => controller.abort(new Error(`${init.method} ${url} took over ${timeoutMs} ms`)),
    timeoutMs,
  );
  const stopped = () => controller.abort(new Error(`${init.method} ${url}: the client stopped`));
  if (stop?.aborted) stopped();
  stop?.addEventListener("abort", stopped, { once: true });
  try {
    const response = await runtime.fetch(url, { ...init, signal: controller.signal });
    const body = await response.text();
    return { status: response.status, lastModified: response.headers.get("last-modified"), body };
  } finally {
    runtime.clearTimeout(timer);
    stop?.removeEventListener("abort", stopped);
  }
}

/**
 * Sends a body, trying again up to SEND_RETRIES times on a 5xx or a network error, after 200,
 * 400 and 800 ms (RETRY_FIRST_WAIT_MS doubled). True when the store took it (2xx); false, with
 * a warning, when it refused it or every try failed.
 */
export async function sendWithRetries(
  runtime: ClientRuntime,
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs?: number,
): Promise<boolean> {
  let failure = "";
  for (let attempt = 0; attempt <= LIMITS.SEND_RETRIES; attempt++) {
    if (attempt > 0) {
      const wait = LIMITS.RETRY_FIRST_WAIT_MS * 2 ** (attempt - 1);
      await new Promise<void>((resolve) => runtime.setTimeout(resolve, wait));
    }
    try {
      const answer = await request(runtime, url, { method: "POST", headers, body }, timeoutMs);
      if (answer.status >= 200 && answer.status < 300) return true;
      failure = `answered ${answer.status}`;
      if (answer.status < 500) break;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  runtime.warn(`POST ${url} failed (${failure}); the events are dropped`);
  return false;
}

/**
 * overload-bench's HTTP over node:http, so that the bench holds exactly the connections it
 * asks for: each caller passes its own keep-alive pool (Agent).
 */
import { request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { sleep } from "../lib/server-processes.mjs";
import { apiHeaders } from "../lib/shop-api.mjs";

/** A client that waited this long gives up, as a browser or a load balancer would. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How long setup keeps asking a server that answers 503 before the run gives up. */
const SETUP_PATIENCE_MS = 60_000;

/**
 * One request; always resolves. `ms` runs from sending to the last byte of the body. The
 * body is read to the end (an unread body would hold the socket).
 */
export function send(agent, base, { method = "GET", path, headers = {}, body }) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - startedAt });
    };
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, "content-length": body.length },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          finish({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (error) => finish({ status: 0, error: String(error) }));
      },
    );
    // The client gives up, closing its connection: what the server does next is its business.
    req.on("timeout", () => {
      req.destroy();
      finish({ status: 0, error: `no answer in ${REQUEST_TIMEOUT_MS} ms` });
    });
    req.on("error", (error) => finish({ status: 0, error: String(error) }));
    req.end(body);
  });
}

/** The headers of a JSON call to the API, as a shopper's app sends them. */
export const jsonHeaders = (token, json) => ({
  accept: "application/json",
  ...apiHeaders(token, json),
});

/**
 * Setup calls must succeed: a broken endpoint stops the run with its answer. A server that
 * sheds (a busy machine, the index still loading) is asked again after its Retry-After.
 */
export async function apiJson(
  agent,
  base,
  path,
  { method = "GET", token, body, status = [200] } = {},
) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const giveUpAt = performance.now() + SETUP_PATIENCE_MS;
  let answer;
  for (;;) {
    answer = await send(agent, base, {
      method,
      path,
      headers: jsonHeaders(token, payload !== undefined),
      body: payload,
    });
    if (answer.status !== 503 || performance.now() > giveUpAt) break;
    await sleep(Math.min(2000, Number(answer.retryAfter || 1) * 1000));
  }
  if (!status.includes(answer.status))
    throw new Error(
      `setup: ${method} ${path} answered ${answer.status}: ${answer.body ?? answer.error}`,
    );
  return JSON.parse(answer.body);
}

/**
 * An open-loop load at a steady rate: request i leaves at start + i / rate, whether or not the
 * earlier ones have answered (autocannon's `overallRate` lets each connection send its share at
 * the start of every second, so "100 requests/s" arrives as a burst of 100 and measures the
 * queue the burst makes). Latency is from each request's scheduled departure to its answer, so
 * a late departure counts against the server, not for it.
 */
import { Agent, request } from "node:http";
import { percentile, round } from "./report.mjs";

/** One request on a keep-alive agent: its status code once its body is read. */
function send(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
      answer.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * @param {{ base: string, rate: number, durationS: number,
 *   make: (i: number) => { path: string, method?: string, headers?: Record<string, string>, body?: string } }} options
 */
export async function paced({ base, rate, durationS, make }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * durationS);
  const latencies = [];
  let failed = 0;
  const start = performance.now() + 50;
  const runs = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, method = "GET", headers = {}, body } = make(i);
    runs.push(
      send(agent, `${base}${path}`, { method, headers, body })
        .then((status) => {
          if (status >= 400) failed += 1;
        })
        .catch(() => {
          failed += 1;
        })
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(runs);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: round(total / elapsed, 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p97_5: round(percentile(latencies, 97.5)),
    p99: round(percentile(latencies, 99)),
    requests: total,
    failed,
  };
}

/**
 * run-bench's load: timed requests over Node's fetch, the closed loop of virtual users that
 * sends a scenario's requests, and the figures of one scenario.
 */
import { performance } from "node:perf_hooks";
import { percentile, round } from "../lib/report.mjs";
import { mib, readCpuMs } from "../lib/resource-usage.mjs";
import { apiHeaders } from "../lib/shop-api.mjs";

/** One request that takes this long is a hang (see the PGlite hang in docs/known-issues.md). */
const REQUEST_TIMEOUT_MS = 10_000;
/** No single scenario may take longer than this, whatever BENCH_REQUESTS says. */
const SCENARIO_TIMEOUT_MS = 120_000;

/**
 * Node's fetch (undici) keeps connections alive by default, so each virtual user reuses its
 * socket as a browser or a load balancer would. The body is always read to the end: the time
 * is "first byte sent to last byte received", and an unread body would block the socket.
 */
async function timedRequest(base, spec) {
  const startedAt = performance.now();
  try {
    const response = await fetch(base + spec.path, {
      method: spec.method ?? "GET",
      headers: spec.headers,
      body: spec.body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - startedAt;
    const expected = spec.status ?? 200;
    if (response.status !== expected) {
      return { ok: false, ms, error: `HTTP ${response.status}: ${body.toString().slice(0, 200)}` };
    }
    const type = response.headers.get("content-type") ?? "";
    if (spec.type && !type.startsWith(spec.type)) {
      return { ok: false, ms, error: `content-type ${type}, expected ${spec.type}` };
    }
    const problem = spec.check ? spec.check(body) : null;
    return problem ? { ok: false, ms, error: problem } : { ok: true, ms };
  } catch (error) {
    const reason = error?.name === "TimeoutError" ? `no answer in ${REQUEST_TIMEOUT_MS} ms` : error;
    return { ok: false, ms: performance.now() - startedAt, error: String(reason) };
  }
}

/** Setup calls must succeed: a broken endpoint should stop the run with its answer. */
export async function apiJson(base, path, { method = "GET", token, body, status = [200] } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: apiHeaders(token, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!status.includes(response.status)) {
    throw new Error(`setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text);
}

/**
 * A closed loop: `concurrency` virtual users each send their next request as soon as the last
 * one is answered, until `total` have been sent or the time budget is spent.
 */
async function drive(base, scenario, vus, total, deadline) {
  const latencies = [];
  const errors = [];
  let issued = 0;
  const startedAt = performance.now();
  await Promise.all(
    vus.map(async (vu) => {
      while (issued < total && performance.now() < deadline) {
        const i = issued++;
        const result = await timedRequest(base, scenario.request(vu, i));
        if (result.ok) latencies.push(result.ms);
        else errors.push(result.error);
      }
    }),
  );
  const wallMs = performance.now() - startedAt;
  const unsent = total - issued;
  if (unsent > 0) errors.push(`time budget spent: ${unsent} of ${total} requests not sent`);
  return { latencies, errors, wallMs, issued, unsent };
}

/** A scenario's warm-up, then its measured requests; answers the scenario's figures. */
export async function runScenario(server, scenario, options, sampler, overallDeadline) {
  const vus = Array.from({ length: options.concurrency }, (_, index) => ({ index }));
  const deadline = Math.min(overallDeadline, performance.now() + SCENARIO_TIMEOUT_MS);

  // The warm-up fills JIT, caches and pools; its timings are dropped but its errors count.
  const warm = await drive(server.base, scenario, vus, options.warmup, deadline);
  sampler.state.scenarioPeakKiB = 0;
  sampler.sample();
  const cpuBefore = readCpuMs(server.pid);
  const run = await drive(server.base, scenario, vus, options.requests, deadline);
  const cpuAfter = readCpuMs(server.pid);
  sampler.sample();
  scenario.finish?.(vus);

  const sorted = [...run.latencies].sort((a, b) => a - b);
  const errors = [...warm.errors.map((e) => `warm-up: ${e}`), ...run.errors];
  return {
    name: scenario.name,
    kind: scenario.kind,
    requests: run.issued,
    ok: run.latencies.length,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    p99Ms: round(percentile(sorted, 99), 2),
    maxMs: round(sorted.at(-1) ?? null, 2),
    meanMs: round(sorted.reduce((sum, ms) => sum + ms, 0) / (sorted.length || 1), 2),
    rps: round(run.latencies.length / (run.wallMs / 1000), 1),
    wallMs: round(run.wallMs),
    // /proc counts in clock ticks (10 ms), so this is only meaningful over hundreds of requests.
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || run.issued === 0
        ? null
        : round((cpuAfter - cpuBefore) / run.issued, 2),
    peakRssMiB: mib(sampler.state.scenarioPeakKiB || null),
  };
}

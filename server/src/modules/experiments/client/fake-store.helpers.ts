/**
 * Test support for the experimentation client's unit tests (issue 29): a fake `fetch` that
 * records each request and answers as the test says (a status, no answer at all, or never),
 * a runtime on the global timers (which the tests replace with vitest's fake ones), and a
 * small datafile with an experiment, a delivery rule, a segment audience and an odp integration.
 */
import {
  abExperiment,
  datafileV4,
  deliveryRule,
  segmentAudience,
} from "../../../../test/optimizely-sdk";
import type { ClientRuntime, FetchLike } from "./client.types";

export interface FakeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  at: number;
  /** The request's abort signal (a timeout, or the client stopping). */
  signal: AbortSignal;
}

/** An answer: a status with a body and headers, a network failure, or no answer ever. */
export type FakeAnswer =
  { status: number; body?: string; headers?: Record<string, string> } | "network-error" | "hang";

export function fakeFetch(answer: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  const fetch: FetchLike = (url, init) => {
    const request = {
      url,
      method: init.method,
      headers: init.headers,
      body: init.body,
      at: Date.now(),
      signal: init.signal,
    };
    requests.push(request);
    const chosen = answer(request);
    if (chosen === "network-error") return Promise.reject(new TypeError("fetch failed"));
    if (chosen === "hang")
      return new Promise((_, reject) =>
        init.signal.addEventListener("abort", () => reject(init.signal.reason as Error)),
      );
    const headers = new Map(
      Object.entries(chosen.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    return Promise.resolve({
      status: chosen.status,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: () => Promise.resolve(chosen.body ?? ""),
    });
  };
  return { fetch, requests };
}

/** A runtime whose timers and clock are the (faked) globals, collecting warnings. */
export function fakeRuntime(
  fetch: FetchLike,
  random = () => 0,
): ClientRuntime & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    fetch,
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random,
    warn: (message) => warnings.push(message),
    warnings,
  };
}

export const ODP_HOST = "https://store.test";
export const ODP_KEY = "test-public-key";

/** A datafile: `hero` (an A/B test, 50/50), `members_banner` (a rollout for `loyalty-member`). */
export function sampleDatafile(parts: Record<string, unknown> = {}): Record<string, unknown> {
  const { events, experiment } = abExperiment("hero_test");
  return datafileV4({
    projectId: "4001",
    accountId: "5001",
    revision: "7",
    events,
    experiments: [experiment],
    attributes: [{ id: "91", key: "site" }],
    typedAudiences: [segmentAudience("61", "members", "loyalty-member")],
    rollouts: [{ id: "71", experiments: [deliveryRule("72", "members_rule", ["61"], "on")] }],
    featureFlags: [
      {
        id: "81",
        key: "hero",
        experimentIds: ["31"],
        rolloutId: "",
        variables: [{ id: "101", key: "headline", type: "string", defaultValue: "Welcome" }],
      },
      { id: "82", key: "members_banner", experimentIds: [], rolloutId: "71", variables: [] },
    ],
    integrations: [{ key: "odp", host: ODP_HOST, publicKey: ODP_KEY }],
    ...parts,
  });
}

/** Lets every settled promise's callbacks run (fake timers do not move promises on). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 20; round++) await Promise.resolve();
}

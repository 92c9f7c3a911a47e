/**
 * The client's datafile manager (issue 29, 001 §9): fetches `{host}/datafiles/{sdkKey}.json`
 * with `If-Modified-Since` (a 304 keeps the datafile it has) every update interval, and after a
 * failure waits the back-off step of its consecutive failures plus up to a second of jitter,
 * so a store that is down is not hammered by every client at once. A datafile that fails the
 * contract's checks is refused with a warning and the previous one kept.
 */
import { EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS } from "./client-constants.config";
import { configOf, type ClientConfig } from "./client-config.helpers";
import type { ClientRuntime } from "./client.types";
import { request } from "./send-with-retries.helpers";

export interface DatafileManagerOptions {
  host: string;
  sdkKey: string;
  updateInterval?: number;
  requestTimeout?: number;
}

export interface DatafileManager {
  /** The datafile in use, or null before the first valid one. */
  current(): ClientConfig | null;
  onUpdate(listener: (config: ClientConfig) => void): () => void;
  status(): "started" | "stopped";
  stop(): void;
}

/** The wait after `failures` consecutive failures: its back-off step plus jitter under 1 s. */
export function backoffDelay(failures: number, random: () => number): number {
  const steps = LIMITS.BACKOFF_STEPS_MS;
  const step = steps[Math.min(Math.max(failures, 1), steps.length) - 1] ?? 0;
  return step + Math.floor(random() * LIMITS.BACKOFF_JITTER_MS);
}

/** The update interval to use: the default when none is given; a short one used, with a warning. */
export function updateIntervalOf(wanted: number | undefined, warn: (message: string) => void) {
  if (wanted === undefined) return LIMITS.DEFAULT_UPDATE_INTERVAL_MS;
  if (!(Number.isFinite(wanted) && wanted > 0)) {
    warn(`updateInterval ${wanted} is not a positive number of ms; using the default`);
    return LIMITS.DEFAULT_UPDATE_INTERVAL_MS;
  }
  if (wanted < LIMITS.MIN_UPDATE_INTERVAL_MS)
    warn(`updateInterval ${wanted} ms is under ${LIMITS.MIN_UPDATE_INTERVAL_MS} ms: polling often`);
  return wanted;
}

/** Starts polling at once; the first try is made before this returns. */
export function startDatafileManager(
  runtime: ClientRuntime,
  options: DatafileManagerOptions,
): DatafileManager {
  const url = `${options.host.replace(/\/+$/, "")}/datafiles/${encodeURIComponent(options.sdkKey)}.json`;
  const interval = updateIntervalOf(options.updateInterval, runtime.warn);
  const listeners = new Set<(config: ClientConfig) => void>();
  let config: ClientConfig | null = null;
  let lastModified: string | null = null;
  let failures = 0;
  let timer: unknown = null;
  let stopped = false;
  // A request still on its way when the manager stops is ended, not waited for.
  const stopping = new AbortController();

  /** One try; true when the store answered with a datafile kept or a 304. */
  async function fetchOnce(): Promise<boolean> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (lastModified) headers["if-modified-since"] = lastModified;
    let answer;
    try {
      answer = await request(
        runtime,
        url,
        { method: "GET", headers },
        options.requestTimeout,
        stopping.signal,
      );
    } catch (error) {
      if (!stopped)
        runtime.warn(`datafile: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    if (answer.status === 304) return config !== null;
    if (answer.status !== 200) {
      runtime.warn(`datafile: the store answered ${answer.status}`);
      return false;
    }
    const read = configOf(answer.body);
    if ("refused" in read) {
      runtime.warn(`datafile refused, the previous one kept: ${read.refused}`);
      return false;
    }
    const changed = config?.datafile.revision !== read.config.datafile.revision;
    config = read.config;
    lastModified = answer.lastModified;
    if (changed) for (const listener of listeners) listener(read.config);
    return true;
  }

  async function poll(): Promise<void> {
    timer = null;
    const succeeded = await fetchOnce();
    if (stopped) return;
    failures = succeeded ? 0 : failures + 1;
    const backoff = failures === 0 ? 0 : backoffDelay(failures, runtime.random);
    const wait = config === null ? backoff : Math.max(interval, backoff);
    timer = runtime.setTimeout(() => void poll(), wait);
  }

  void poll();
  return {
    current: () => config,
    onUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => (stopped ? "stopped" : "started"),
    stop() {
      stopped = true;
      stopping.abort();
      if (timer !== null) runtime.clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * What the store's experimentation client is given (issue 29): every clock, timer, network call
 * and random number comes in through these, so the tests drive the client with fake timers and
 * a fake `fetch`, and nothing in it reads a global it was not handed.
 */
import type { DecideOption } from "./client-constants.config";

/** The parts of `fetch` the client uses. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** Timers, clock, randomness and the warning log the client's pieces share. */
export interface ClientRuntime {
  fetch: FetchLike;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1), for jitter. */
  random: () => number;
  warn: (message: string) => void;
}

/** A visitor's stored placements, as Optimizely's user profile service keeps them. */
export interface UserProfile {
  user_id: string;
  experiment_bucket_map: Record<string, { variation_id: string }>;
}

export interface UserProfileService {
  lookup(userId: string): UserProfile | null | undefined;
  save(profile: UserProfile): void;
}

export interface ExperimentsClientOptions extends Partial<ClientRuntime> {
  sdkKey: string;
  /** The store's origin, e.g. `https://store.example` (no trailing path). */
  host: string;
  /** Or pass both timer functions at once. */
  timers?: Pick<ClientRuntime, "setTimeout" | "clearTimeout">;
  updateInterval?: number;
  requestTimeout?: number;
  batchSize?: number;
  flushInterval?: number;
  maxQueueSize?: number;
  /** Audience data is sent event by event, as in a browser. */
  browser?: boolean;
  userProfileService?: UserProfileService;
  defaultDecideOptions?: readonly DecideOption[];
}

/** Turns the options' runtime parts into one runtime, with the platform's own as defaults. */
export function runtimeOf(options: ExperimentsClientOptions): ClientRuntime {
  const timers = options.timers;
  return {
    fetch: options.fetch ?? (globalThis.fetch as unknown as FetchLike),
    now: options.now ?? (() => Date.now()),
    setTimeout:
      options.setTimeout ?? timers?.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms)),
    clearTimeout:
      options.clearTimeout ??
      timers?.clearTimeout ??
      ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    random: options.random ?? Math.random,
    warn: options.warn ?? ((message) => console.warn(`[experiments] ${message}`)),
  };
}

/**
 * The store's own experimentation client (issue 29): every constant of 001 §9 "Business
 * constants and limits", "Experimentation service", in one object, so a test can name the rule
 * it holds the client to, and the decide and segment options the client understands (as
 * Optimizely's SDK names them, so code written for the SDK reads the same).
 */
export const EXPERIMENTATION_SERVICE_CONSTANTS = {
  /** The datafile is asked for again every 5 minutes by default. */
  DEFAULT_UPDATE_INTERVAL_MS: 5 * 60_000,
  /** A shorter interval is used, with a warning: it loads the store for little. */
  MIN_UPDATE_INTERVAL_MS: 30_000,
  /** Every request is aborted after a minute. */
  REQUEST_TIMEOUT_MS: 60_000,
  /** The wait after the 1st, 2nd, … consecutive failure to fetch the datafile; the last repeats. */
  BACKOFF_STEPS_MS: [0, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000],
  /** Up to this much random wait is added to each back-off step, so clients spread out. */
  BACKOFF_JITTER_MS: 1_000,
  DEFAULT_EVENT_BATCH_SIZE: 10,
  DEFAULT_EVENT_FLUSH_INTERVAL_MS: 1_000,
  /** Decision and conversion events waiting to be sent; beyond, new ones are dropped. */
  MAX_EVENT_QUEUE_SIZE: 10_000,
  /** `onReady` gives up after 30 seconds unless told otherwise. */
  READY_TIMEOUT_MS: 30_000,
  /** Buckets run from 0 to 9,999 (bucketing.helpers.ts does the hashing). */
  TRAFFIC_HASH_RANGE: 10_000,
  /** Audience-data events waiting to be sent; beyond, new ones are dropped. */
  MAX_AUDIENCE_QUEUE_SIZE: 100,
  /** A failed send (a 5xx answer or no answer) is tried again this many times. */
  SEND_RETRIES: 3,
  /**
   * The wait before the first retry, doubled before each next one (200, 400, 800 ms). 001 §9
   * names none; a store shedding load (503) is not sent the same batch again at once.
   */
  RETRY_FIRST_WAIT_MS: 200,
  SEGMENT_CACHE_SIZE: 100,
  SEGMENT_CACHE_TTL_MS: 600_000,
  /** Ids starting so are visitor ids (`vuid`); others are the brand's (`fs_user_id`). */
  VISITOR_ID_PREFIX: "vuid_",
  VISITOR_ID_MAX_LENGTH: 32,
  /** Audience data on a server is batched like decisions; a browser sends each event at once. */
  SERVER_AUDIENCE_BATCH_SIZE: 10,
  SERVER_AUDIENCE_FLUSH_INTERVAL_MS: 1_000,
  BROWSER_AUDIENCE_BATCH_SIZE: 1,
  BROWSER_AUDIENCE_FLUSH_INTERVAL_MS: 0,
} as const;

/** Options of `decide`, `decideAll` and `decideForKeys`, and the client's defaults. */
export const DECIDE_OPTIONS = {
  /** No impression is sent for the decision. */
  DISABLE_DECISION_EVENT: "DISABLE_DECISION_EVENT",
  /** `decideAll` and `decideForKeys` leave out flags that are off. */
  ENABLED_FLAGS_ONLY: "ENABLED_FLAGS_ONLY",
  /** The user profile service is neither read nor written: the visitor is bucketed afresh. */
  IGNORE_USER_PROFILE_SERVICE: "IGNORE_USER_PROFILE_SERVICE",
  /** The decision says why, in `reasons`. */
  INCLUDE_REASONS: "INCLUDE_REASONS",
  /** The decision leaves `variables` empty. */
  EXCLUDE_VARIABLES: "EXCLUDE_VARIABLES",
} as const;
export type DecideOption = (typeof DECIDE_OPTIONS)[keyof typeof DECIDE_OPTIONS];

/** Options of `fetchQualifiedSegments`. */
export const SEGMENT_OPTIONS = {
  /** Ask the audience-data service, and neither read nor fill the cache. */
  IGNORE_CACHE: "IGNORE_CACHE",
  /** Empty the whole cache before asking. */
  RESET_CACHE: "RESET_CACHE",
} as const;
export type SegmentOption = (typeof SEGMENT_OPTIONS)[keyof typeof SEGMENT_OPTIONS];

/** How the client names itself in event batches. */
export const CLIENT_NAME = "ridgeline-experiments-client";
export const CLIENT_VERSION = "1.0.0";

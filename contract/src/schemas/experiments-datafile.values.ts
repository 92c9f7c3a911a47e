/**
 * The constants of an Optimizely-compatible datafile (issue 29, spec 001 §3 and §5): what the
 * official SDK (6.6) knows, and the bounds the store puts on a file an operator publishes, so a
 * limit is stated once for the schema, its checks and the experiments command line.
 */

/** Datafile versions the SDK reads (001 §5): strings, as the SDK compares them. */
export const DATAFILE_VERSIONS = ["2", "3", "4"] as const;
export type DatafileVersion = (typeof DATAFILE_VERSIONS)[number];

/** An experiment's or rule's status; only `Running` ones decide anything. */
export const EXPERIMENT_STATUSES = [
  "Running",
  "Paused",
  "Not started",
  "Archived",
  "Launched",
] as const;

/** `random`: a visitor is in at most one of the group's experiments; `overlapping`: no exclusion. */
export const GROUP_POLICIES = ["random", "overlapping"] as const;

/** A flag variable's type; `json` is also written as `string` with `subType: "json"`. */
export const VARIABLE_TYPES = ["boolean", "double", "integer", "string", "json"] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export const DATAFILE_REGIONS = ["US", "EU"] as const;

/** The operators of a condition tree; a list without one is an `or`. */
export const CONDITION_OPERATORS = ["and", "or", "not"] as const;

/** Match types of a `custom_attribute` leaf the SDK evaluates (no match means `exact`). */
export const ATTRIBUTE_MATCHES = [
  "exact",
  "exists",
  "gt",
  "ge",
  "lt",
  "le",
  "substring",
  "semver_eq",
  "semver_gt",
  "semver_ge",
  "semver_lt",
  "semver_le",
] as const;

/** The only match of a `third_party_dimension` leaf (an audience segment the visitor is in). */
export const SEGMENT_MATCH = "qualified";

/** Attribute keys the SDK keeps for itself (`$opt_bucketing_id`, `$opt_user_agent`, …). */
export const RESERVED_ATTRIBUTE_PREFIX = "$opt_";

/** A traffic range's `endOfRange` runs to 10,000 (hundredths of a percent, 001 §9). */
export const MAX_END_OF_RANGE = 10_000;

/** Numbers beyond ±2^53 lose precision in JSON; the SDK refuses them in conditions. */
export const LARGEST_CONDITION_NUMBER = 2 ** 53;

/**
 * Ids as Optimizely writes them: mostly digits, but rollouts and their default rules carry
 * `rollout-…` and `default-rollout-…` ids and the generated audience `$opt_dummy_audience`.
 */
export const DATAFILE_ID_PATTERN = /^[\w$.-]{1,128}$/;
/** Keys of flags, rules, variations and variables: letters, digits, `_`, `.` and `-`. */
export const DATAFILE_KEY_PATTERN = /^[\w.-]{1,255}$/;
/**
 * Event keys, attribute keys and audience names: any printable text without surrounding white
 * space (the SDK's own test datafile has an event "Total Revenue").
 */
export const DATAFILE_TEXT_PATTERN = /^[^\p{Cc}\s](?:[^\p{Cc}]{0,253}[^\p{Cc}\s])?$/u;

/** Bounds on a datafile an operator publishes: far above any real project, finite for a parser. */
export const DATAFILE_LIMITS = {
  experiments: 2000,
  groups: 200,
  experimentsPerGroup: 200,
  rollouts: 2000,
  rulesPerRollout: 100,
  flags: 2000,
  variablesPerFlag: 200,
  variationsPerRule: 100,
  rangesPerAllocation: 200,
  audiencesPerRule: 200,
  forcedVisitorsPerRule: 1000,
  audiences: 2000,
  attributes: 1000,
  events: 2000,
  /** Experiment ids one flag or event names. */
  experimentIdsPerEntry: 2000,
  integrations: 20,
  /** Longest variable value, in characters (a JSON variable's document included). */
  valueChars: 65_536,
  /** Longest audience condition tree written as JSON text. */
  conditionChars: 50_000,
  /** Longest string a condition leaf compares with. */
  conditionValueChars: 1000,
  /** Deepest nesting of a condition tree, and most items one of its lists holds. */
  treeDepth: 10,
  treeItems: 200,
  urlChars: 2048,
  visitorIdChars: 255,
} as const;

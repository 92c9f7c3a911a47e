import { z } from "zod";
import {
  DATAFILE_ID_PATTERN,
  DATAFILE_KEY_PATTERN,
  DATAFILE_LIMITS as LIMITS,
  DATAFILE_REGIONS,
  DATAFILE_TEXT_PATTERN,
  EXPERIMENT_STATUSES,
  GROUP_POLICIES,
  MAX_END_OF_RANGE,
  VARIABLE_TYPES,
} from "./experiments-datafile.values";

/**
 * An Optimizely-compatible datafile, versions 2 to 4 (issue 29, 001 §3 and §5): what an
 * operator may publish for the official SDK to fetch from the store. At least as strict as the
 * SDK's own JSON schema (`project_config_schema`, which the SDK runs only when asked to), with
 * bounds on everything; the references between its parts are `datafileProblems`' to judge
 * (experiments-datafile.problems.ts).
 *
 * Objects keep fields they do not name (`z.looseObject`) rather than refuse or drop them, unlike
 * the house's `.strict()` request bodies: Optimizely's CDN writes fields this schema does not
 * know (`variables`, `holdouts`, a rule's `type`, …), the SDK ignores or reads them, and a
 * datafile copied from there must reach the SDK as written. The fields named here are checked;
 * the ones the SDK reads and the store does not decide are `datafileProblems`' to refuse.
 */

const ID = z.string().regex(DATAFILE_ID_PATTERN, "must be an id: letters, digits, _ . - or $");
const KEY = z.string().regex(DATAFILE_KEY_PATTERN, "must be 1–255 letters, digits, _ . or -");
const TEXT = z
  .string()
  .regex(DATAFILE_TEXT_PATTERN, "must be 1–255 printable characters, not padded with spaces");
/** Project, account and revision numbers: digits, as strings. */
const DIGITS = z.string().regex(/^\d{1,20}$/, "must be digits");
/** A traffic range may name no entity (`""`): the visitors in it are in nothing. */
const ENTITY_ID = z.union([ID, z.literal("")]);
const VALUE = z.string().max(LIMITS.valueChars);
const URL = z.url({ protocol: /^https?$/ }).max(LIMITS.urlChars);

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** A bounded object of ids to values (forced variations: visitor id → variation key). */
const dictionary = <T extends z.ZodType>(value: T, max: number) =>
  z
    .record(z.string().min(1).max(LIMITS.visitorIdChars), value)
    .refine((entries) => Object.keys(entries).length <= max, `at most ${max} entries`);

/** A tree of conditions, nested at most `depth` deep: lists of `leaf` or of deeper lists. */
function conditionTree<T>(leaf: z.ZodType<T>, depth: number): z.ZodType<ConditionTree<T>> {
  const item = depth <= 1 ? leaf : z.union([leaf, conditionTree(leaf, depth - 1)]);
  return list(item, LIMITS.treeItems) as z.ZodType<ConditionTree<T>>;
}

/** `["and" | "or" | "not", …items]`, or a bare list (an `or`); nested lists are subtrees. */
export type ConditionTree<T> = (T | ConditionTree<T>)[];

/** An experiment's `audienceConditions`: operators and audience ids (`[]`: everyone). */
const AUDIENCE_CONDITIONS = conditionTree(z.string().max(128), LIMITS.treeDepth);

/** A leaf as written: its `type`, `name`, `match` and `value` are judged by datafileProblems. */
const CONDITION_LEAF = z
  .record(
    z.string().max(64),
    z.union([z.string().max(LIMITS.conditionValueChars), z.number(), z.boolean(), z.null()]),
  )
  .refine((leaf) => Object.keys(leaf).length <= 8, "a condition has at most 8 fields");
const TYPED_CONDITIONS = z.union([
  CONDITION_LEAF,
  conditionTree(z.union([z.string().max(16), CONDITION_LEAF]), LIMITS.treeDepth),
]);

const TRAFFIC_RANGE = z.looseObject({
  entityId: ENTITY_ID,
  endOfRange: z.int().min(0).max(MAX_END_OF_RANGE),
});
const TRAFFIC_ALLOCATION = list(TRAFFIC_RANGE, LIMITS.rangesPerAllocation);

const VARIATION = z.looseObject({
  id: ID,
  key: KEY,
  /** Absent before version 4 datafiles: the flag is off in this variation. */
  featureEnabled: z.boolean().optional(),
  variables: list(z.looseObject({ id: ID, value: VALUE }), LIMITS.variablesPerFlag).optional(),
});

/** An experiment, or a rollout's delivery rule: the SDK reads both alike. */
const RULE = z.looseObject({
  id: ID,
  key: KEY,
  status: z.enum(EXPERIMENT_STATUSES),
  layerId: ID,
  audienceIds: list(ID, LIMITS.audiencesPerRule),
  audienceConditions: AUDIENCE_CONDITIONS.optional(),
  variations: list(VARIATION, LIMITS.variationsPerRule).min(1),
  trafficAllocation: TRAFFIC_ALLOCATION,
  forcedVariations: dictionary(KEY, LIMITS.forcedVisitorsPerRule),
  /** The SDK sets it from the group holding the experiment; see datafileProblems. */
  groupId: ID.optional(),
});

const GROUP = z.looseObject({
  id: ID,
  policy: z.enum(GROUP_POLICIES),
  experiments: list(RULE, LIMITS.experimentsPerGroup),
  trafficAllocation: TRAFFIC_ALLOCATION,
});

const VARIABLE = z
  .looseObject({
    id: ID,
    key: KEY,
    type: z.enum(VARIABLE_TYPES),
    /** `json` on a `string` variable: its values are JSON documents (how version 4 says json). */
    subType: z.literal("json").optional(),
    defaultValue: VALUE,
  })
  .refine((variable) => variable.subType === undefined || variable.type === "string", {
    path: ["subType"],
    message: 'subType "json" belongs to a variable of type "string"',
  });

const FLAG = z.looseObject({
  id: ID,
  key: KEY,
  experimentIds: list(ID, LIMITS.experimentIdsPerEntry),
  /** The rollout whose delivery rules follow the experiments; `""` when there is none. */
  rolloutId: z.union([ID, z.literal("")]).optional(),
  variables: list(VARIABLE, LIMITS.variablesPerFlag),
});

const ROLLOUT = z.looseObject({ id: ID, experiments: list(RULE, LIMITS.rulesPerRollout) });

const AUDIENCE = z.looseObject({
  id: ID,
  name: TEXT,
  /** The condition tree written as JSON text (the SDK parses it). */
  conditions: z.string().min(1).max(LIMITS.conditionChars),
});
const TYPED_AUDIENCE = z.looseObject({ id: ID, name: TEXT, conditions: TYPED_CONDITIONS });

const INTEGRATION = z
  .looseObject({
    key: KEY,
    host: URL.optional(),
    publicKey: z.string().min(1).max(255).optional(),
    pixelUrl: URL.optional(),
  })
  .superRefine((integration, context) => {
    // Without them the SDK starts its audience-data client with nothing to call.
    if (integration.key !== "odp") return;
    for (const field of ["host", "publicKey"] as const)
      if (integration[field] === undefined)
        context.addIssue({ code: "custom", path: [field], message: `odp needs a ${field}` });
  });

const EVENT = z.looseObject({
  id: ID,
  key: TEXT,
  experimentIds: list(ID, LIMITS.experimentIdsPerEntry),
});

/** What every version holds, as the SDK's JSON schema requires it. */
const COMMON = {
  projectId: DIGITS,
  accountId: DIGITS,
  revision: DIGITS,
  experiments: list(RULE, LIMITS.experiments),
  groups: list(GROUP, LIMITS.groups),
  events: list(EVENT, LIMITS.events),
  audiences: list(AUDIENCE, LIMITS.audiences),
  attributes: list(z.looseObject({ id: ID, key: TEXT }), LIMITS.attributes),
  typedAudiences: list(TYPED_AUDIENCE, LIMITS.audiences).optional(),
  integrations: list(INTEGRATION, LIMITS.integrations).optional(),
  featureFlags: list(FLAG, LIMITS.flags).optional(),
  rollouts: list(ROLLOUT, LIMITS.rollouts).optional(),
  anonymizeIP: z.boolean().optional(),
  botFiltering: z.boolean().optional(),
  sendFlagDecisions: z.boolean().optional(),
  sdkKey: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  environmentKey: KEY.optional(),
  region: z.enum(DATAFILE_REGIONS).optional(),
};

/**
 * The version decides what must be there, as Optimizely's SDKs read it: version 2 has neither
 * `anonymizeIP` nor flags; version 3 adds `anonymizeIP`; version 4 adds `featureFlags` and
 * `rollouts`. Later additions (`typedAudiences`, `integrations`, `botFiltering`,
 * `sendFlagDecisions`, `sdkKey`, `environmentKey`, `region`) stay optional in every version.
 */
export const DATAFILE = z.discriminatedUnion(
  "version",
  [
    z.looseObject({ ...COMMON, version: z.literal("2") }),
    z.looseObject({ ...COMMON, version: z.literal("3"), anonymizeIP: z.boolean() }),
    z.looseObject({
      ...COMMON,
      version: z.literal("4"),
      anonymizeIP: z.boolean(),
      featureFlags: COMMON.featureFlags.unwrap(),
      rollouts: COMMON.rollouts.unwrap(),
    }),
  ],
  { error: 'version must be "2", "3" or "4" (a string)' },
);

export type Datafile = z.infer<typeof DATAFILE>;
export type DatafileRule = z.infer<typeof RULE>;
export type DatafileVariation = z.infer<typeof VARIATION>;
export type DatafileVariable = z.infer<typeof VARIABLE>;
export type DatafileFlag = z.infer<typeof FLAG>;

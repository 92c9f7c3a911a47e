/**
 * A visitor as the experimentation client decides for them (issue 29): their id, attributes and
 * qualified segments; `decide`, `decideAll` and `decideForKeys` with the store's own decision
 * code (decideFlag, so a decision here is the one the store's pages make), an impression queued
 * for each decision the SDK would report, sticky experiment placements through the user profile
 * service, and conversions for `trackEvent`. The decision reads as the SDK's does.
 */
import { flagOutcome } from "../datafile-index.helpers";
import { decideFlag, type FlagDecision, type StickyBuckets } from "../flag-decision.helpers";
import { DECIDE_OPTIONS, type DecideOption, type SegmentOption } from "./client-constants.config";
import type { ClientConfig } from "./client-config.helpers";
import { validEventTags, type ValidAttributes } from "./client-validation.helpers";
import type { ClientRuntime, UserProfile, UserProfileService } from "./client.types";
import { conversionOf, impressionOf, type QueuedEvent } from "./event-batch.helpers";

export interface Decision {
  flagKey: string;
  enabled: boolean;
  variationKey: string | null;
  ruleKey: string | null;
  variables: Record<string, unknown>;
  reasons: string[];
  userContext: UserContext;
}

export interface UserContext {
  readonly userId: string;
  readonly attributes: ValidAttributes;
  /** Null until fetched, and after a fetch that failed (as in the SDK). */
  readonly qualifiedSegments: string[] | null;
  decide(flagKey: string, options?: readonly DecideOption[]): Decision;
  decideAll(options?: readonly DecideOption[]): Record<string, Decision>;
  decideForKeys(
    keys: readonly string[],
    options?: readonly DecideOption[],
  ): Record<string, Decision>;
  trackEvent(eventKey: string, tags?: Record<string, unknown>): void;
  fetchQualifiedSegments(options?: readonly SegmentOption[]): Promise<boolean>;
  isQualifiedFor(segment: string): boolean;
}

/** What a user context needs of its client. */
export interface UserContextDeps {
  runtime: ClientRuntime;
  config(): ClientConfig | null;
  queueEvent(event: QueuedEvent): void;
  fetchSegments(userId: string, options?: readonly SegmentOption[]): Promise<string[] | null>;
  userProfileService: UserProfileService | undefined;
  defaultDecideOptions: readonly DecideOption[];
}

export const NOT_READY_REASON = "The client has no datafile yet.";
export const unknownFlagReason = (key: string) => `No flag was found for key "${key}".`;

/** The visitor's stored placements for one round of decisions, saved once if any changed. */
function stickyFor(deps: UserContextDeps, userId: string) {
  let stored: UserProfile["experiment_bucket_map"] = {};
  try {
    stored = { ...deps.userProfileService?.lookup(userId)?.experiment_bucket_map };
  } catch (error) {
    deps.runtime.warn(`user profile lookup failed for ${userId}: ${String(error)}`);
  }
  const used = new Set<string>();
  let changed = false;
  const sticky: StickyBuckets = {
    lookup(experimentId) {
      const id = Object.hasOwn(stored, experimentId)
        ? stored[experimentId]?.variation_id
        : undefined;
      if (id !== undefined) used.add(experimentId);
      return id;
    },
    remember(experimentId, variationId) {
      used.delete(experimentId);
      stored = { ...stored, [experimentId]: { variation_id: variationId } };
      changed = true;
    },
  };
  const save = () => {
    if (!changed) return;
    try {
      deps.userProfileService?.save({ user_id: userId, experiment_bucket_map: stored });
    } catch (error) {
      deps.runtime.warn(`user profile save failed for ${userId}: ${String(error)}`);
    }
  };
  return { sticky, used, save };
}

function reasonOf(flagKey: string, decision: FlagDecision, fromProfile: boolean): string {
  if (!decision.variation || !decision.rule)
    return `The visitor is in no rule of flag "${flagKey}".`;
  const kind = decision.source === "feature-test" ? "experiment" : "delivery rule";
  const kept = fromProfile ? ", kept by the user profile service" : "";
  return `The visitor is in variation "${decision.variation.key}" of ${kind} "${decision.rule.key}"${kept}.`;
}

export function createUserContext(
  deps: UserContextDeps,
  userId: string,
  attributes: ValidAttributes,
): UserContext {
  let segments: string[] | null = null;

  const emptyDecision = (flagKey: string, reason: string): Decision => ({
    flagKey,
    enabled: false,
    variationKey: null,
    ruleKey: null,
    variables: {},
    reasons: [reason],
    userContext: context,
  });

  function decideKeys(
    keys: readonly string[] | null,
    options: readonly DecideOption[],
    single: boolean,
  ): Record<string, Decision> {
    const config = deps.config();
    if (!config) {
      deps.runtime.warn("decide: the client has no datafile yet");
      return single && keys?.[0] !== undefined
        ? { [keys[0]]: emptyDecision(keys[0], NOT_READY_REASON) }
        : {};
    }
    const chosen = new Set([...deps.defaultDecideOptions, ...options]);
    if (single) chosen.delete(DECIDE_OPTIONS.ENABLED_FLAGS_ONLY);
    const profile =
      deps.userProfileService && !chosen.has(DECIDE_OPTIONS.IGNORE_USER_PROFILE_SERVICE)
        ? stickyFor(deps, userId)
        : undefined;
    const flags = new Map(config.index.flags.map((flag) => [flag.key, flag]));
    const qualified = new Set(segments ?? []);
    // A Map, not an object: a flag key such as `__proto__` stays a key of the answer.
    const answers = new Map<string, Decision>();
    for (const key of keys ?? flags.keys()) {
      const flag = flags.get(key);
      if (!flag) {
        answers.set(key, emptyDecision(key, unknownFlagReason(key)));
        continue;
      }
      const decision = decideFlag(
        config.index,
        flag,
        userId,
        attributes,
        qualified,
        profile?.sticky,
      );
      const outcome = flagOutcome(
        config.index,
        flag,
        decision,
        !chosen.has(DECIDE_OPTIONS.EXCLUDE_VARIABLES),
      );
      const reported =
        decision.source === "feature-test" || config.datafile.sendFlagDecisions === true;
      if (reported && !chosen.has(DECIDE_OPTIONS.DISABLE_DECISION_EVENT)) {
        const stamp = { uuid: globalThis.crypto.randomUUID(), timestamp: deps.runtime.now() };
        deps.queueEvent(impressionOf(config, userId, attributes, outcome, stamp));
      }
      if (chosen.has(DECIDE_OPTIONS.ENABLED_FLAGS_ONLY) && !decision.enabled) continue;
      const fromProfile = decision.rule !== null && (profile?.used.has(decision.rule.id) ?? false);
      answers.set(key, {
        flagKey: key,
        enabled: outcome.enabled,
        variationKey: outcome.variationKey,
        ruleKey: outcome.ruleKey,
        variables: outcome.variables,
        reasons: chosen.has(DECIDE_OPTIONS.INCLUDE_REASONS)
          ? [reasonOf(key, decision, fromProfile)]
          : [],
        userContext: context,
      });
    }
    profile?.save();
    return Object.fromEntries(answers);
  }

  const context: UserContext = {
    userId,
    attributes,
    get qualifiedSegments() {
      return segments ? [...segments] : null;
    },
    decide: (flagKey, options = []) => decideKeys([flagKey], options, true)[flagKey] as Decision,
    decideAll: (options = []) => decideKeys(null, options, false),
    decideForKeys: (keys, options = []) => decideKeys(keys, options, false),
    trackEvent(eventKey, tags) {
      const checked = validEventTags(tags);
      const config = deps.config();
      if (!config) return deps.runtime.warn(`track ${eventKey}: the client has no datafile yet`);
      const id = config.eventIds.get(eventKey);
      if (id === undefined)
        return deps.runtime.warn(`track: the datafile has no event "${eventKey}"; not tracked`);
      const stamp = { uuid: globalThis.crypto.randomUUID(), timestamp: deps.runtime.now() };
      deps.queueEvent(
        conversionOf(config, userId, attributes, { id, key: eventKey, tags: checked }, stamp),
      );
    },
    async fetchQualifiedSegments(options = []) {
      segments = await deps.fetchSegments(userId, options);
      return segments !== null;
    },
    isQualifiedFor: (segment) => segments?.includes(segment) ?? false,
  };
  return context;
}

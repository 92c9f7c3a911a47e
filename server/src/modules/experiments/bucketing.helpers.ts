import murmurhash from "murmurhash";

/**
 * Bucketing as Optimizely's SDKs do it (issue 29), so a visitor the store places on the server
 * lands in the variation the official SDK would give them from the same datafile: MurmurHash3
 * (32-bit, seed 1) of the bucketing id followed by the experiment's or group's id, scaled to
 * 0–9,999, then the first traffic range whose end lies above that value. The hash is the
 * `murmurhash` package, the one the SDK itself uses.
 */
export const BUCKETING_HASH_SEED = 1;
/** Buckets run from 0 to 9,999: a traffic range's `endOfRange` is in hundredths of a percent. */
export const MAX_TRAFFIC_VALUE = 10_000;
const MAX_HASH_VALUE = 2 ** 32;

/** One range of a traffic allocation: the entity (variation or experiment) up to `endOfRange`. */
export interface TrafficRange {
  entityId: string;
  endOfRange: number;
}

/** What bucketing needs of a datafile's experiment. */
export interface BucketedExperiment {
  id: string;
  trafficAllocation: readonly TrafficRange[];
  /** Set when the experiment belongs to a mutually exclusive group. */
  groupId?: string;
}

/** What bucketing needs of a datafile's group. */
export interface BucketedGroup {
  id: string;
  /** `random`: a visitor is in at most one of its experiments; `overlapping`: no exclusion. */
  policy: string;
  trafficAllocation: readonly TrafficRange[];
}

/** The bucket (0–9,999) of a bucketing id within an experiment or group (`parentId`). */
export function bucketValue(bucketingId: string, parentId: string): number {
  const hash = murmurhash.v3(`${bucketingId}${parentId}`, BUCKETING_HASH_SEED);
  return Math.floor((hash / MAX_HASH_VALUE) * MAX_TRAFFIC_VALUE);
}

/** The entity whose range holds `value`, or null where the allocation leaves it out. */
export function entityInRange(ranges: readonly TrafficRange[], value: number): string | null {
  for (const range of ranges) if (value < range.endOfRange) return range.entityId || null;
  return null;
}

/**
 * The variation id a bucketing id falls into, or null (outside the experiment's traffic, or, in
 * a `random` group, placed in another of the group's experiments). Whether the experiment runs
 * and the visitor is in its audience is decided before this.
 */
export function bucketIntoEntity(
  experiment: BucketedExperiment,
  bucketingId: string,
  groups: ReadonlyMap<string, BucketedGroup> = new Map(),
): string | null {
  const group = experiment.groupId ? groups.get(experiment.groupId) : undefined;
  if (group?.policy === "random") {
    const chosen = entityInRange(group.trafficAllocation, bucketValue(bucketingId, group.id));
    if (chosen !== experiment.id) return null;
  }
  return entityInRange(experiment.trafficAllocation, bucketValue(bucketingId, experiment.id));
}

/**
 * Audience conditions as Optimizely's SDKs evaluate them (issue 29), so an experiment targets on
 * the server exactly the visitors the official SDK would: a tree of `and`, `or` and `not` over
 * leaves, in three values (true, false, and null for "cannot tell": a missing attribute, a value
 * of the wrong type, a number beyond 2^53, a malformed version). A visitor is in an audience
 * only when its tree comes out true.
 */

/** True, false, or null: the condition cannot be evaluated for this visitor. */
export type Verdict = boolean | null;
/** A visitor's attributes, as sent with a decision (JSON values). */
export type Attributes = Readonly<Record<string, unknown>>;
/** A leaf of an audience's conditions (`custom_attribute` is the only type evaluated here). */
export interface LeafCondition {
  type?: unknown;
  name?: unknown;
  match?: unknown;
  value?: unknown;
}
/** `["and" | "or" | "not", ...operands]`, a bare list (an `or`), or a single leaf. */
export type ConditionTree<Leaf> = Leaf | readonly unknown[];

const OPERATORS = new Set(["and", "or", "not"]);
/** Numbers beyond this are refused, as the SDK refuses them: they lose precision in JSON. */
const LARGEST_NUMBER = 2 ** 53;

/**
 * Evaluates a condition tree with `leaf` for its leaves. As the SDK does: a list that does not
 * start with an operator name is an `or` of all its items, but one whose first item is not a
 * string at all is an `or` of the items after it.
 */
export function evaluateTree<Leaf>(tree: unknown, leaf: (item: Leaf) => Verdict): Verdict {
  if (!Array.isArray(tree)) return leaf(tree as Leaf);
  const [head, ...rest] = tree as unknown[];
  const isOperator = typeof head === "string" && OPERATORS.has(head);
  const operator = isOperator ? head : "or";
  const operands = isOperator || typeof head !== "string" ? rest : (tree as unknown[]);
  if (operator === "not") {
    if (operands.length === 0) return null;
    const verdict = evaluateTree(operands[0], leaf);
    return verdict === null ? null : !verdict;
  }
  let unknown = false;
  for (const operand of operands) {
    const verdict = evaluateTree(operand, leaf);
    if (operator === "and" && verdict === false) return false;
    if (operator === "or" && verdict === true) return true;
    if (verdict === null) unknown = true;
  }
  if (unknown) return null;
  return operator === "and";
}

const isBoundedNumber = (value: unknown): value is number =>
  typeof value === "number" && Math.abs(value) <= LARGEST_NUMBER;

/** A number condition's two sides, when both are numbers within ±2^53. */
function numbers(condition: unknown, attribute: unknown): [number, number] | null {
  if (!isBoundedNumber(condition) || !isBoundedNumber(attribute)) return null;
  return [attribute, condition];
}

function exact(condition: unknown, attribute: unknown): Verdict {
  const comparable = (value: unknown) =>
    typeof value === "string" || typeof value === "boolean" || typeof value === "number";
  if (!comparable(condition) || (typeof condition === "number" && !isBoundedNumber(condition)))
    return null;
  if (!comparable(attribute) || typeof attribute !== typeof condition) return null;
  if (typeof attribute === "number" && !isBoundedNumber(attribute)) return null;
  return attribute === condition;
}

/**
 * A version's parts: its dot-separated numbers (at most three), then what follows its first `-`
 * (a pre-release) or `+` (a build), whichever comes first, as one more part. Null for a
 * version with white space, more than three numbers, or a part that is not digits.
 */
function versionParts(version: string): string[] | null {
  if (/\s/.test(version)) return null;
  const cut = version.search(/[-+]/);
  const core = cut < 0 ? version : version.slice(0, cut);
  const suffix = cut < 0 ? "" : version.slice(cut + 1);
  const numbersOf = core.split(".");
  if (numbersOf.length > 3 || !numbersOf.every((part) => /^\d+$/.test(part))) return null;
  return suffix ? [...numbersOf, suffix] : numbersOf;
}

const hasPreRelease = (version: string) => /^[^+]*-/.test(version);
const hasBuild = (version: string) => /^[^-]*\+/.test(version);

/**
 * How the visitor's version compares with the condition's: negative, 0 or positive, or null if
 * either is not a version. A part missing from the visitor's version makes it the lower, unless
 * the condition's is a pre-release or build; a pre-release is below the release it precedes.
 */
export function compareVersions(attribute: string, condition: string): number | null {
  const mine = versionParts(attribute);
  const theirs = versionParts(condition);
  if (!mine || !theirs) return null;
  for (const [index, part] of theirs.entries()) {
    const own = mine[index];
    if (own === undefined) return hasPreRelease(condition) || hasBuild(condition) ? 1 : -1;
    if (/^\d+$/.test(own)) {
      const difference = Number.parseInt(own, 10) - Number.parseInt(part, 10);
      if (difference !== 0 && !Number.isNaN(difference)) return Math.sign(difference);
      continue;
    }
    if (own < part) return hasPreRelease(condition) && !hasPreRelease(attribute) ? 1 : -1;
    if (own > part) return !hasPreRelease(condition) && hasPreRelease(attribute) ? -1 : 1;
  }
  return hasPreRelease(attribute) && !hasPreRelease(condition) ? -1 : 0;
}

type Match = (condition: unknown, attribute: unknown) => Verdict;

const versionMatch =
  (holds: (order: number) => boolean): Match =>
  (condition, attribute) => {
    if (typeof condition !== "string" || typeof attribute !== "string") return null;
    const order = compareVersions(attribute, condition);
    return order === null ? null : holds(order);
  };

const numberMatch =
  (holds: (attribute: number, condition: number) => boolean): Match =>
  (condition, attribute) => {
    const pair = numbers(condition, attribute);
    return pair ? holds(...pair) : null;
  };

const MATCHES: Record<string, Match> = {
  exact,
  exists: (_condition, attribute) => attribute !== undefined && attribute !== null,
  gt: numberMatch((attribute, condition) => attribute > condition),
  ge: numberMatch((attribute, condition) => attribute >= condition),
  lt: numberMatch((attribute, condition) => attribute < condition),
  le: numberMatch((attribute, condition) => attribute <= condition),
  substring: (condition, attribute) =>
    typeof condition === "string" && typeof attribute === "string"
      ? attribute.includes(condition)
      : null,
  semver_eq: versionMatch((order) => order === 0),
  semver_gt: versionMatch((order) => order > 0),
  semver_ge: versionMatch((order) => order >= 0),
  semver_lt: versionMatch((order) => order < 0),
  semver_le: versionMatch((order) => order <= 0),
};

/**
 * One leaf for one visitor. A `custom_attribute` leaf without `match` is `exact` (datafiles
 * before typed audiences); a `third_party_dimension` leaf asks whether the visitor is in an
 * audience segment (`qualified`), which a visitor without segments never is.
 */
export function evaluateLeaf(
  leaf: LeafCondition,
  attributes: Attributes,
  segments: ReadonlySet<string> = new Set(),
): Verdict {
  if (leaf.type === "third_party_dimension") {
    if (leaf.match !== undefined && leaf.match !== "qualified") return null;
    return segments.has(String(leaf.value));
  }
  if (leaf.type !== "custom_attribute") return null;
  const match = leaf.match === undefined ? "exact" : leaf.match;
  const compare = typeof match === "string" ? MATCHES[match] : undefined;
  if (!compare) return null;
  // As the SDK reads it: whatever the name is, as a property name.
  const name = String(leaf.name);
  const present = Object.prototype.hasOwnProperty.call(attributes, name);
  if (!present && match !== "exists") return null;
  return compare(leaf.value, attributes[name]);
}

/** An audience of a datafile: its conditions, parsed (legacy audiences carry them as JSON). */
export interface AudienceConditions {
  conditions: unknown;
}

/**
 * Whether a visitor is in an experiment's or rule's audiences: `audienceConditions` (a tree of
 * audience ids) when given, else any of `audienceIds`; none means everyone. An unknown audience
 * id is "cannot tell"; only a tree that comes out true lets the visitor in.
 */
export function inAudiences(
  target: { audienceConditions?: unknown; audienceIds?: readonly string[] },
  audiences: ReadonlyMap<string, AudienceConditions>,
  attributes: Attributes,
  segments: ReadonlySet<string> = new Set(),
): boolean {
  // `||`, as the SDK reads it: an empty string or none falls back to the ids.
  const tree: unknown = target.audienceConditions || target.audienceIds;
  if (!tree || (Array.isArray(tree) && tree.length === 0)) return true;
  const verdict = evaluateTree<unknown>(tree, (id) => {
    const audience = typeof id === "string" ? audiences.get(id) : undefined;
    if (!audience) return null;
    return evaluateTree<LeafCondition>(audience.conditions, (leaf) =>
      typeof leaf === "object" && leaf !== null ? evaluateLeaf(leaf, attributes, segments) : null,
    );
  });
  return verdict === true;
}

/**
 * The segments a datafile's audiences ask about: every `third_party_dimension` leaf matched as
 * `qualified` (what the SDKs collect to ask the audience-data service), legacy audiences too.
 */
export function audienceSegmentsOf(datafile: unknown): Set<string> {
  const segments = new Set<string>();
  const { audiences = [], typedAudiences = [] } = datafile as {
    audiences?: { conditions?: unknown }[];
    typedAudiences?: { conditions?: unknown }[];
  };
  const collect = (conditions: unknown) =>
    evaluateTree<LeafCondition>(conditions, (leaf) => {
      if (
        typeof leaf === "object" &&
        leaf !== null &&
        leaf.type === "third_party_dimension" &&
        (leaf.match === undefined || leaf.match === "qualified") &&
        typeof leaf.value === "string"
      )
        segments.add(leaf.value);
      // "Cannot tell" walks every operand of every operator.
      return null;
    });
  for (const audience of typedAudiences) collect(audience.conditions);
  for (const audience of audiences) {
    if (typeof audience.conditions !== "string") continue;
    try {
      collect(JSON.parse(audience.conditions));
    } catch {
      // A published datafile's conditions parse; one that does not asks about nothing.
    }
  }
  return segments;
}

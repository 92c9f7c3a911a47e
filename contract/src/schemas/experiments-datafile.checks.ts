import {
  ATTRIBUTE_MATCHES,
  CONDITION_OPERATORS,
  DATAFILE_LIMITS,
  DATAFILE_TEXT_PATTERN,
  LARGEST_CONDITION_NUMBER,
  SEGMENT_MATCH,
  type VariableType,
} from "./experiments-datafile.values";

/**
 * The pieces of a datafile's checks that judge one value on its own: condition trees, variable
 * values, traffic ranges and repeated names (issue 29). They take plain JSON, so an audience's
 * conditions written as text are judged exactly as a typed audience's tree.
 */

/** One thing wrong with a datafile: where (`experiments[2].trafficAllocation[0].entityId`) and what. */
export interface DatafileProblem {
  path: string;
  message: string;
}

const OPERATORS: ReadonlySet<string> = new Set(CONDITION_OPERATORS);
const MATCHES: ReadonlySet<string> = new Set(ATTRIBUTE_MATCHES);
const NUMBER_MATCHES = new Set(["gt", "ge", "lt", "le"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const boundedNumber = (value: unknown): value is number =>
  typeof value === "number" &&
  Number.isFinite(value) &&
  Math.abs(value) <= LARGEST_CONDITION_NUMBER;

/**
 * Whether the SDK reads `version` as a semantic version: no white space, then one to three
 * dot-separated numbers before a pre-release (`-…`) or build (`+…`) part, as its own parser
 * splits them.
 */
export function isSemanticVersion(version: string): boolean {
  if (version === "" || /\s/.test(version)) return false;
  const dash = version.indexOf("-");
  const plus = version.indexOf("+");
  const cut = dash >= 0 && (plus < 0 || dash < plus) ? dash : plus;
  const core = cut >= 0 ? version.slice(0, cut) : version;
  const parts = core.split(".");
  return parts.length <= 3 && parts.every((part) => /^\d+$/.test(part));
}

/** What a `custom_attribute` leaf's value must be for its match, or null when it is that. */
function valueProblem(match: string, value: unknown): string | null {
  if (match === "exists")
    return value === undefined || value === null ? null : "exists compares with no value";
  if (NUMBER_MATCHES.has(match))
    return boundedNumber(value) ? null : `${match} needs a number within ±2^53`;
  if (match === "substring") return typeof value === "string" ? null : "substring needs a string";
  if (match.startsWith("semver_"))
    return typeof value === "string" && isSemanticVersion(value)
      ? null
      : `${match} needs a version of up to three numbers (1.2.3, 2.0-beta), without spaces`;
  const exact = typeof value === "string" || typeof value === "boolean" || boundedNumber(value);
  return exact ? null : "exact needs a string, a boolean or a number within ±2^53";
}

/** What is wrong with one leaf of an audience's conditions, if anything. */
function leafProblem(leaf: unknown): { field: string; message: string } | null {
  if (!isObject(leaf)) return { field: "", message: "a condition must be an object" };
  const { type, name, match, value } = leaf;
  if (typeof name !== "string" || !DATAFILE_TEXT_PATTERN.test(name))
    return { field: ".name", message: "a condition names its attribute (1–255 characters)" };
  if (type === "third_party_dimension") {
    if (match !== undefined && match !== SEGMENT_MATCH)
      return { field: ".match", message: `a segment condition matches "${SEGMENT_MATCH}"` };
    return typeof value === "string" && value !== ""
      ? null
      : { field: ".value", message: "a segment condition names its segment" };
  }
  if (type !== "custom_attribute")
    return { field: ".type", message: "type must be custom_attribute or third_party_dimension" };
  if (match !== undefined && (typeof match !== "string" || !MATCHES.has(match)))
    return { field: ".match", message: `match must be one of ${ATTRIBUTE_MATCHES.join(", ")}` };
  const problem = valueProblem(match ?? "exact", value);
  return problem === null ? null : { field: ".value", message: problem };
}

/**
 * The problems of a condition tree. Every list starts with "and", "or" or "not" (the SDK reads
 * a list that starts with a leaf as an `or` of all but that leaf) and holds at least one item;
 * "not" holds exactly one (the SDK reads only the first). `leaf` judges the rest; depth and
 * width are bounded.
 */
export function treeProblems(
  tree: unknown,
  path: string,
  leaf: (item: unknown, path: string) => DatafileProblem[],
  depth = 1,
): DatafileProblem[] {
  if (!Array.isArray(tree)) return leaf(tree, path);
  if (depth > DATAFILE_LIMITS.treeDepth)
    return [{ path, message: `a condition tree nests at most ${DATAFILE_LIMITS.treeDepth} deep` }];
  if (tree.length > DATAFILE_LIMITS.treeItems)
    return [{ path, message: `a condition list holds at most ${DATAFILE_LIMITS.treeItems} items` }];
  const [operator, ...operands] = tree as unknown[];
  if (typeof operator !== "string" || !OPERATORS.has(operator))
    return [{ path, message: 'a condition list starts with "and", "or" or "not"' }];
  if (operands.length === 0)
    return [{ path, message: `"${operator}" needs at least one condition after it` }];
  if (operator === "not" && operands.length > 1)
    return [{ path, message: '"not" takes exactly one condition' }];
  return operands.flatMap((item, index) =>
    treeProblems(item, `${path}[${index + 1}]`, leaf, depth + 1),
  );
}

/** The problems of an audience's conditions (a tree of leaves, or one leaf). */
export function audienceConditionProblems(tree: unknown, path: string): DatafileProblem[] {
  return treeProblems(tree, path, (item, at) => {
    const problem = leafProblem(item);
    return problem ? [{ path: at + problem.field, message: problem.message }] : [];
  });
}

/** Why `value` is not a value of a variable of `type`, or null when it is one. */
export function variableValueProblem(type: VariableType, value: string): string | null {
  switch (type) {
    case "boolean":
      return value === "true" || value === "false" ? null : 'a boolean is "true" or "false"';
    case "integer":
      return /^[-+]?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))
        ? null
        : "an integer is whole digits within ±2^53";
    case "double":
      return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(value) &&
        Number.isFinite(Number(value))
        ? null
        : "a double is a decimal number";
    case "json":
      try {
        JSON.parse(value);
        return null;
      } catch {
        return "a json value must be JSON text";
      }
    case "string":
      return null;
  }
}

/** Ranges of a traffic allocation, as the checks read them. */
export interface TrafficRange {
  entityId: string;
  endOfRange: number;
}

/**
 * The problems of a traffic allocation: each range's end at least the one before (the SDK takes
 * the first range whose end lies above a visitor's bucket, so a lower end after a higher one is
 * never reached; the schema keeps them within 10,000), each naming an entity `known` holds
 * (`""` names none).
 */
export function allocationProblems(
  ranges: readonly TrafficRange[],
  path: string,
  known: ReadonlySet<string>,
  what: string,
): DatafileProblem[] {
  const problems: DatafileProblem[] = [];
  ranges.forEach((range, index) => {
    const at = `${path}[${index}]`;
    const before = ranges[index - 1];
    if (before && range.endOfRange < before.endOfRange)
      problems.push({
        path: `${at}.endOfRange`,
        message: `ranges ascend: ${range.endOfRange} comes after ${before.endOfRange}`,
      });
    if (range.entityId !== "" && !known.has(range.entityId))
      problems.push({ path: `${at}.entityId`, message: `"${range.entityId}" is not ${what}` });
  });
  return problems;
}

/**
 * A problem for every item whose `field` repeats an earlier one's within `items` (`path` is the
 * list's path, or a function giving each item's).
 */
export function repeatProblems<T>(
  items: readonly T[],
  field: string,
  valueOf: (item: T) => string,
  pathOf: (index: number) => string,
  seen: Map<string, string> = new Map(),
): DatafileProblem[] {
  const problems: DatafileProblem[] = [];
  items.forEach((item, index) => {
    const value = valueOf(item);
    const first = seen.get(value);
    const at = pathOf(index);
    if (first === undefined) seen.set(value, at);
    else
      problems.push({
        path: `${at}.${field}`,
        message: `${field} "${value}" is already ${first}'s`,
      });
  });
  return problems;
}

import { decodePageExperiments } from "@ridgeline/contract";

/**
 * The experiments a page's experience blocks show (issue 29): an experience whose id is a flag
 * the visitor was bucketed into (the request's `experiments` decision) is rendered with that
 * variation from the first response. The decision is read only for content that holds an
 * experience block, so every other page stays kept under fewer decisions.
 */
export interface DecidedExperiment {
  /** The variation's key, which an experience's variant id names (others show the baseline). */
  variantId: string;
}

/** Whether a content answer holds an experience block anywhere (kept per shared answer). */
const holdsExperience = new WeakMap<object, boolean>();

function hasExperience(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const known = holdsExperience.get(value);
  if (known !== undefined) return known;
  const found =
    (value as { type?: unknown }).type === "experience" ||
    (Array.isArray(value) ? value : Object.values(value)).some(hasExperience);
  holdsExperience.set(value, found);
  return found;
}

function annotate(value: unknown, decided: ReadonlyMap<string, string>): unknown {
  if (typeof value !== "object" || value === null || !hasExperience(value)) return value;
  if (Array.isArray(value)) return value.map((item) => annotate(item, decided));
  const record = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, annotate(child, decided)]),
  );
  const { type, experienceId } = value as { type?: unknown; experienceId?: unknown };
  const variantId = typeof experienceId === "string" ? decided.get(experienceId) : undefined;
  if (type === "experience" && variantId !== undefined)
    record["experiment"] = { variantId } satisfies DecidedExperiment;
  return record;
}

/**
 * `answer` with each experience block the visitor's experiments decide marked
 * `experiment: { variantId }`; the same object when it holds no experience block (and then the
 * decision is not read).
 */
export function withDecidedExperiences<T>(answer: T, experiments: () => string): T {
  if (!hasExperience(answer)) return answer;
  const page = decodePageExperiments(experiments());
  if (!page || page.flags.length === 0) return answer;
  const decided = new Map(page.flags.map((flag) => [flag.flagKey, flag.variationKey]));
  return annotate(answer, decided) as T;
}

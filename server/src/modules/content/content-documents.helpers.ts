import {
  CONTENT_DOCUMENT,
  CONTENT_LANGUAGES,
  CONTENT_LIMITS,
  RICH_TEXT_FIELDS,
  type ContentDocument,
  type ContentLanguage,
  type ResolvedChild,
} from "@ridgeline/contract";
import { richTextProblems, sanitizeRichText } from "./rich-text.helpers";

/** Why a document was refused: the document, the field (a dotted path) and the rule broken. */
export interface ContentProblem {
  document: string;
  field: string;
  rule: string;
}

export function describeProblem(problem: ContentProblem): string {
  return `${problem.document}: ${problem.field || "(document)"}: ${problem.rule}`;
}

const RICH = new Set<string>(RICH_TEXT_FIELDS);
const LANGUAGES = new Set<string>(CONTENT_LANGUAGES);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ en: "…", fr: "…" }`: text written per language (a breakpoint map has sm/md/lg keys). */
export function isLocalized(value: unknown): value is Partial<Record<ContentLanguage, string>> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 && keys.every((key) => LANGUAGES.has(key) && typeof value[key] === "string")
  );
}

const isRef = (value: unknown): value is { $ref: string } =>
  isObject(value) && typeof value["$ref"] === "string" && Object.keys(value).length === 1;

/** Every reference a document holds, with the field it stands in (`items.2`, `columns.0.children.1`). */
export function referencesOf(document: unknown): { field: string; to: string }[] {
  const found: { field: string; to: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (isRef(value)) {
      found.push({ field: path, to: value.$ref });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(document, "");
  return found;
}

/** Each rich-text value of a document, with its field and language. */
function richTexts(document: unknown): { field: string; html: string }[] {
  const found: { field: string; html: string }[] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (RICH.has(key)) {
      if (typeof value === "string") found.push({ field: path, html: value });
      else if (isLocalized(value))
        for (const [language, html] of Object.entries(value))
          if (typeof html === "string") found.push({ field: `${path}.${language}`, html });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`, ""));
    else if (isObject(value))
      for (const [name, child] of Object.entries(value))
        walk(child, path ? `${path}.${name}` : name, name);
  };
  walk(document, "", "");
  return found;
}

/**
 * Checks one document as an editor saves it: its content type's schema (every field named),
 * then its rich text (anything the sanitiser would remove is refused, naming why). The parsed
 * document (defaults filled) is what is stored.
 */
export function checkDocument(
  raw: unknown,
  options: { siteHosts?: readonly string[] } = {},
): { document: ContentDocument; problems: [] } | { document: null; problems: ContentProblem[] } {
  const name = isObject(raw) && typeof raw["id"] === "string" ? raw["id"] : "(no id)";
  const parsed = CONTENT_DOCUMENT.safeParse(raw);
  if (!parsed.success) {
    return {
      document: null,
      problems: parsed.error.issues.map((issue) => ({
        document: name,
        field: issue.path.map(String).join("."),
        rule: issue.message,
      })),
    };
  }
  const problems: ContentProblem[] = [];
  for (const { field, html } of richTexts(parsed.data))
    for (const reason of richTextProblems(html, options))
      problems.push({ document: name, field, rule: `rich text: ${reason}` });
  if (problems.length > 0) return { document: null, problems };
  return { document: parsed.data as ContentDocument, problems: [] };
}

/**
 * References that break a site's documents: a target that does not exist, or a circle. `docs`
 * maps every document of the site (with the ones being saved) to its references.
 */
export function referenceProblems(
  saved: readonly string[],
  graph: ReadonlyMap<string, readonly { field: string; to: string }[]>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const id of saved) {
    for (const ref of graph.get(id) ?? []) {
      if (!graph.has(ref.to))
        problems.push({
          document: id,
          field: ref.field,
          rule: `refers to ${ref.to}, which does not exist on this site`,
        });
    }
    // A path back to `id` from any of its references is a circle.
    const circle = findPath(graph, id);
    if (circle) {
      const first = graph.get(id)?.find((ref) => ref.to === circle[1]);
      problems.push({
        document: id,
        field: first?.field ?? "",
        rule: `reference circle: ${circle.join(" → ")}`,
      });
    }
  }
  return problems;
}

/** A path id → … → id through the graph, or null (depth-first, each node once). */
function findPath(
  graph: ReadonlyMap<string, readonly { field: string; to: string }[]>,
  start: string,
): string[] | null {
  const seen = new Set<string>();
  const stack: string[] = [start];
  const visit = (id: string): string[] | null => {
    for (const ref of graph.get(id) ?? []) {
      if (ref.to === start) return [...stack, start];
      if (seen.has(ref.to) || !graph.has(ref.to)) continue;
      seen.add(ref.to);
      stack.push(ref.to);
      const found = visit(ref.to);
      if (found) return found;
      stack.pop();
    }
    return null;
  };
  return visit(start);
}

/** The text of a localised value in `language`, else the site's, else English, else any. */
export function pickLanguage(
  value: Partial<Record<ContentLanguage, string>>,
  language: ContentLanguage,
  siteLanguage: ContentLanguage,
): string {
  return value[language] ?? value[siteLanguage] ?? value.en ?? Object.values(value)[0] ?? "";
}

export interface ResolveOptions {
  language: ContentLanguage;
  siteLanguage: ContentLanguage;
  /** A document of the site by id, as the mode shows it (null: missing or not live). */
  lookup: (id: string) => ContentDocument | null;
  siteHosts?: readonly string[];
  /** The site's locale: store links written `/{locale}/…` become `/en-us/…`. */
  locale: string;
  /** Told of each reference left out (missing, too deep), for the log. */
  onDropped?: (from: string, field: string, to: string, why: string) => void;
}

/**
 * A document as pages read it ("augmented"): text in the page's language, rich text sanitised
 * again, references replaced by their documents at any depth (a missing one is left out, never
 * the answer). Circles were refused at save; a depth limit stands behind that.
 */
export function resolveDocument(document: ContentDocument, options: ResolveOptions): ResolvedChild {
  const { language, siteLanguage, lookup } = options;
  // A store path for every site at once: `/{locale}/c/…`, also inside rich text's links.
  const withLocale = (text: string) =>
    text.includes("/{locale}") ? text.replaceAll("/{locale}", `/${options.locale}`) : text;
  const walk = (
    value: unknown,
    key: string,
    owner: string,
    path: string,
    depth: number,
  ): unknown => {
    if (isRef(value)) {
      const target = depth < CONTENT_LIMITS.depthMax ? lookup(value.$ref) : null;
      if (!target) {
        options.onDropped?.(
          owner,
          path,
          value.$ref,
          depth < CONTENT_LIMITS.depthMax ? "missing or not live" : "too deep",
        );
        return undefined;
      }
      return walk(target, "", target.id, "", depth + 1);
    }
    if (isLocalized(value)) {
      const text = withLocale(pickLanguage(value, language, siteLanguage));
      return RICH.has(key) ? sanitizeRichText(text, options) : text;
    }
    if (typeof value === "string") {
      const text = withLocale(value);
      return RICH.has(key) ? sanitizeRichText(text, options) : text;
    }
    if (Array.isArray(value)) {
      return value
        .map((item, index) => walk(item, "", owner, `${path}.${index}`, depth))
        .filter((item) => item !== undefined);
    }
    if (isObject(value)) {
      // Entries defined, not assigned: a field named `__proto__` stays a field.
      const out: [string, unknown][] = [];
      for (const [name, child] of Object.entries(value)) {
        const resolved = walk(child, name, owner, path ? `${path}.${name}` : name, depth);
        if (resolved !== undefined) out.push([name, resolved]);
      }
      return Object.fromEntries(out);
    }
    return value;
  };
  return walk(document, "", document.id, "", 0) as ResolvedChild;
}

import { ANSWER_QUESTION, ASK_QUESTION, SUBMIT_REVIEW, type Endpoint } from "@ridgeline/contract";

/** A string or a structure of a request the store refuses, and which field it is in. */
export interface BadInput {
  field: string;
  message: string;
}

interface TextRule {
  pattern: RegExp;
  message: string;
  /** Free-text fields (FREE_TEXT_FIELDS) may hold what this rule refuses elsewhere. */
  freeTextAllowed: boolean;
}

/**
 * What no string of a request may hold (decision 0033), checked in order. PostgreSQL text
 * cannot store NUL or a lone surrogate, and no form a shopper fills in produces the other
 * controls; line breaks and tabs belong only in prose, never in names, e-mails, ids or
 * anything that may end up in a mail header or a log line.
 */
const TEXT_RULES: readonly TextRule[] = [
  { pattern: /\0/, message: "must not contain a NUL character", freeTextAllowed: false },
  {
    // C0 controls but tab, LF and CR; DEL; C1 controls.
    // eslint-disable-next-line no-control-regex
    pattern: /[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/,
    message: "must not contain control characters",
    freeTextAllowed: false,
  },
  // With the u flag a well-formed pair is one code point, so only a lone half matches.
  { pattern: /\p{Cs}/u, message: "must not contain a lone surrogate", freeTextAllowed: false },
  {
    pattern: /[\t\n\r\u2028\u2029]/,
    message: "must be a single line without tabs",
    freeTextAllowed: true,
  },
];

/** The body fields shoppers write prose in: the only ones that may hold tabs and line breaks. */
const FREE_TEXT_FIELDS = new Map<Endpoint, readonly string[]>([
  [SUBMIT_REVIEW, ["text"]],
  [ASK_QUESTION, ["text"]],
  [ANSWER_QUESTION, ["text"]],
]);

/** Deeper than any request of the contract by far; a deeper body is refused, not walked. */
const MAX_DEPTH = 32;

/** Any character some rule refuses: most strings have none, and then one test suffices. */
// eslint-disable-next-line no-control-regex
const ANY_RULED = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\t\n\r\u2028\u2029]|\p{Cs}/u;

function textProblem(text: string, freeText: boolean): string | null {
  if (!ANY_RULED.test(text)) return null;
  for (const rule of TEXT_RULES) {
    if (freeText && rule.freeTextAllowed) continue;
    if (rule.pattern.test(text)) return rule.message;
  }
  return null;
}

/** The field name the error envelope gives a path: `address.line1`, `subscriptions.0.type`. */
function fieldName(part: string, path: readonly (string | number)[]): string {
  return path.length > 0 ? path.join(".") : part;
}

function walk(part: string, root: unknown, freeText: ReadonlySet<string>): BadInput | null {
  // A stack, not recursion: a body may nest as deep as its size allows.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      const field = fieldName(part, path);
      const problem = textProblem(value, part === "body" && freeText.has(field));
      if (problem) return { field, message: problem };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_DEPTH)
      return { field: fieldName(part, path), message: "is nested too deeply" };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : Object.entries(value);
    // Pushed in reverse so the first bad field of the request is the one reported.
    for (const [key, item] of entries.reverse()) {
      if (typeof key === "string") {
        const problem = textProblem(key, false);
        if (problem) return { field: fieldName(part, path), message: `a field name ${problem}` };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/**
 * A query string whose percent-encoding does not decode to text (`%E0%A4%A`, `%FF`, an
 * encoded lone surrogate): the parser would keep such a value raw and carry on.
 */
function badQueryEncoding(url: string): BadInput | null {
  const start = url.indexOf("?");
  // Only a `%` sequence can fail to decode.
  if (start < 0 || !url.includes("%", start)) return null;
  for (const pair of url.slice(start + 1).split("&")) {
    const [rawName = "", ...rest] = pair.replace(/\+/g, " ").split("=");
    let name: string;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      return {
        field: "query",
        message: "holds a parameter name that is not valid percent-encoded UTF-8",
      };
    }
    try {
      decodeURIComponent(rest.join("="));
    } catch {
      const field = textProblem(name, false) ? "query" : name;
      return { field, message: "is not valid percent-encoded UTF-8" };
    }
  }
  return null;
}

/** The parts of a request the rules look at, as Fastify parsed them. */
export interface RequestInput {
  url: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Returns a check of every string in a request to `endpoint` (path parameters, query, body,
 * and the names of fields) against the store's rules; null when all is well.
 */
export function inputChecker(endpoint: Endpoint): (input: RequestInput) => BadInput | null {
  const freeText = new Set(FREE_TEXT_FIELDS.get(endpoint) ?? []);
  return (input) =>
    walk("params", input.params, freeText) ??
    badQueryEncoding(input.url) ??
    walk("query", input.query, freeText) ??
    walk("body", input.body, freeText);
}

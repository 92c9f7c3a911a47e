/**
 * What a shopper reads must be in their language and never a code (issue 26 point 18, decision
 * 0082). Shared by the API test of e-mails, PDFs and the provider's pages and by the browser
 * journey over every page template:
 * - English words: the words of the English UI text (the web app's English messages) that the
 *   French (or German) text never uses. A French page holding one of them speaks English.
 * - Raw codes: the contract's enumerated values in SCREAMING_CASE (CREDIT_CARD, TOO_SMALL) and
 *   the codes the one list of words names (PUDO, STANDARD, label_issued).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CODE_WORDS } from "@ridgeline/contract";
import { DICTIONARIES } from "../../web/app/lib/messages/dictionaries.server";

export type CheckedLanguage = "en" | "fr" | "de";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Words of a text, lower case: letters only (accents kept), `{placeholders}` left out. */
export function wordsOf(text: string): string[] {
  return (text.replace(/\{\w+\}/g, " ").match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );
}

function languageWords(language: CheckedLanguage): Set<string> {
  const words = new Set<string>();
  for (const namespace of Object.values(DICTIONARIES)) {
    for (const text of Object.values(namespace[language] as Record<string, string>)) {
      for (const word of wordsOf(text)) words.add(word);
    }
  }
  return words;
}

/**
 * Words French or German really uses that its own UI text happens not to (`"note"`, `"service"`
 * are French; `"hand"`, `"name"` German), and names and units every language writes alike.
 * Each is a word of that language, never an English-only one.
 */
const ALSO_FRENCH = [
  "date",
  "image",
  "note",
  "service",
  "article",
  "code",
  "total",
  "points",
  "style",
  "chose",
  "part",
  // The shop's own French content: "La suite" (what comes next).
  "suite",
];
const ALSO_GERMAN = [
  "hand",
  "name",
  "team",
  "service",
  "code",
  "total",
  "online",
  "plus",
  "also",
  "zip",
  // The shop's own German content: "Trail-Post" (Post is German), "Westend-Store", "unsere
  // Stores", "Sale", "am See" (a lake).
  "post",
  "store",
  "stores",
  "sale",
  "see",
];
/** Carriers and payment brands, named alike in every language. */
const NAMES = [
  ...["ups", "dhl", "colissimo", "klarna", "paypal"],
  ...["visa", "mastercard", "amex", "american", "express", "discover"],
];

/** The catalogue's model names ("Blue Spruce", "Boulder Field"): proper names in every language. */
function seriesNames(): string[] {
  const names = JSON.parse(readFileSync(join(ROOT, "seed/data/names.json"), "utf8")) as {
    series: string[];
  };
  return names.series.flatMap(wordsOf);
}

const DICTIONARY_CACHE = new Map<CheckedLanguage, ReadonlySet<string>>();

/**
 * The English words a French or German text must not hold: words of three letters or more of
 * the English messages that the language's own messages never use.
 */
export function englishOnlyWords(language: "fr" | "de"): ReadonlySet<string> {
  let set = DICTIONARY_CACHE.get(language);
  if (!set) {
    const own = languageWords(language);
    for (const word of language === "fr" ? ALSO_FRENCH : ALSO_GERMAN) own.add(word);
    for (const word of NAMES) own.add(word);
    for (const word of seriesNames()) own.add(word);
    set = new Set([...languageWords("en")].filter((word) => word.length >= 3 && !own.has(word)));
    DICTIONARY_CACHE.set(language, set);
  }
  return set;
}

/** ISO currency codes: written as codes on purpose ("pays in EUR"), never a shopper's puzzle. */
/**
 * Consent categories' ids (C0001–C0004): the privacy notice names them on purpose, since they
 * are what the consent cookie (`OptanonConsent`) and a brand's consent platform show.
 */
const CONSENT_CATEGORY_IDS = ["C0001", "C0002", "C0003", "C0004"];
const NOT_RAW = new Set(["USD", "EUR", "GBP", "CAD", ...CONSENT_CATEGORY_IDS]);

let RAW_CODES: ReadonlySet<string> | null = null;

/**
 * The contract's codes: SCREAMING_CASE values of its enums (`z.enum`, `z.literal`, `as const`
 * lists) and every code of the one list of words, lower-case ones with an underscore included.
 */
export function rawCodes(): ReadonlySet<string> {
  if (RAW_CODES) return RAW_CODES;
  const codes = new Set<string>();
  const dirs = [join(ROOT, "contract/src"), join(ROOT, "contract/src/schemas")];
  for (const dir of dirs) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const source = readFileSync(join(dir, file), "utf8");
      const lists = source.matchAll(
        /z\.enum\(\[([^\]]*)\]|z\.literal\("([^"]*)"\)|=\s*\[([^\]]*)\]\s*as const/g,
      );
      for (const match of lists) {
        const body = match[1] ?? match[3] ?? `"${match[2] ?? ""}"`;
        for (const [, value] of body.matchAll(/"([^"]*)"/g)) {
          if (value && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value) && value.length >= 3) {
            codes.add(value);
          }
        }
      }
    }
  }
  for (const [kind, table] of Object.entries(CODE_WORDS)) {
    // Tax names (VAT, GST) are the words printed beside a rate, not codes.
    if (kind === "taxName") continue;
    for (const code of Object.keys(table)) {
      if (code !== "other" && (/^[A-Z0-9_]{3,}$/.test(code) || code.includes("_"))) {
        codes.add(code);
      }
    }
  }
  for (const allowed of NOT_RAW) codes.delete(allowed);
  RAW_CODES = codes;
  return codes;
}

export interface LanguageProblem {
  kind: "english" | "code";
  token: string;
  /** The text around it, to find it on the page. */
  context: string;
}

/** What is wrong with a text a shopper reads in `language`: English words, raw codes. */
export function languageProblems(given: string, language: CheckedLanguage): LanguageProblem[] {
  // Addresses are not prose: a link's path (/account/gift-cards) and an e-mail address
  // (orders@…example) are the same in every language.
  const text = given
    .replace(/\b(?:https?:\/\/|\/\/)[^\s"'<>]+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ");
  const problems: LanguageProblem[] = [];
  const around = (at: number) => text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, " ");
  const codes = rawCodes();
  for (const match of text.matchAll(/[A-Za-z0-9_]+/g)) {
    if (codes.has(match[0])) {
      problems.push({ kind: "code", token: match[0], context: around(match.index) });
    }
  }
  if (language !== "en") {
    const english = englishOnlyWords(language);
    for (const match of text.matchAll(/\p{L}+(?:['’]\p{L}+)?/gu)) {
      if (english.has(match[0].toLowerCase())) {
        problems.push({ kind: "english", token: match[0], context: around(match.index) });
      }
    }
  }
  return problems;
}

/** The problems as lines for a failing test's message. */
export function describeProblems(where: string, problems: readonly LanguageProblem[]): string {
  return problems
    .map((problem) => `${where}: ${problem.kind} "${problem.token}" in "…${problem.context}…"`)
    .join("\n");
}

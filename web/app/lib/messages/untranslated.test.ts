import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "./dictionaries.server";

/** Words of a text, placeholders left out. */
const wordsOf = (text: string) => text.replace(/\{\w+\}/g, " ").match(/\p{L}+/gu) ?? [];

/**
 * Runs of three words in a row, lower case ("use this card"), leaving out runs of capitalised
 * words only: names (Ridgeline Outfitters, American Express) are the same in every language.
 */
function runsOf(text: string): Set<string> {
  const words = wordsOf(text);
  const runs = new Set<string>();
  for (let at = 0; at + 3 <= words.length; at += 1) {
    const run = words.slice(at, at + 3);
    if (run.every((word) => /^\p{Lu}/u.test(word))) continue;
    runs.add(run.join(" ").toLowerCase());
  }
  return runs;
}

describe("messages (issue 26 point 18)", () => {
  it("no French or German message keeps three English words of its English text in a row", () => {
    const found: string[] = [];
    for (const [namespace, languages] of Object.entries(DICTIONARIES)) {
      const english = languages.en as Record<string, string>;
      for (const language of ["fr", "de"] as const) {
        const own = languages[language] as Record<string, string>;
        for (const [key, text] of Object.entries(own)) {
          const source = runsOf(english[key] ?? "");
          for (const run of runsOf(text)) {
            if (source.has(run))
              found.push(`${namespace} ${language} ${key}: "${run}" in "${text}"`);
          }
        }
      }
    }
    expect(found.join("\n")).toBe("");
  });
});

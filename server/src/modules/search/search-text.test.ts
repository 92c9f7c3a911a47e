import { describe, expect, it } from "vitest";
import {
  closestWords,
  completions,
  createTextIndexBuilder,
  editDistance,
  matchingWords,
  languageWords,
  scoreRows,
} from "./search-text.helpers";

// Three styles with one colour row each (rows 0, 1, 2).
function sample() {
  const builder = createTextIndexBuilder();
  builder.addStyle(0, {
    names: { en: "Alpine Rain Jacket", de: "Alpine Regenjacke" },
    category: "Men Jackets",
    descriptions: { en: "" },
  });
  builder.addStyle(1, {
    names: { en: "Trail Boots" },
    category: "Men Boots",
    descriptions: { en: "A jacket-free day." },
  });
  builder.addStyle(2, {
    names: { en: "Hiking Sock" },
    category: "Men Socks",
    descriptions: { en: "For hikes." },
  });
  builder.addRow(0, "Navy blue");
  builder.addRow(1, "Black black");
  builder.addRow(2, "Navy blue");
  return builder.build();
}
const layout = { rowCount: 3, styleRowStart: Int32Array.from([0, 1, 2, 3]) };
const found = (words: string[]) => Array.from(scoreRows(sample(), words, layout));

describe("editDistance", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("jakc", "jack", 2)).toBe(1);
    expect(editDistance("jaket", "jacket", 2)).toBe(1);
    expect(editDistance("boot", "boot", 2)).toBe(0);
  });

  it("gives up above the limit", () => {
    expect(editDistance("zzqxv", "jacket", 2)).toBe(3);
  });
});

describe("matching and scoring", () => {
  it("finds words by their beginning and by their English stem", () => {
    const index = sample();
    const words = (word: string) => matchingWords(index, word).map((i) => index.words[i]);
    expect(words("jack")).toEqual(expect.arrayContaining(["jacket", "jackets"]));
    expect(words("hiking")).toEqual(expect.arrayContaining(["hiking", "hikes"]));
    expect(words("boot")).toEqual(["boots"]);
  });

  it("weighs a name above a category above a description, and needs every word", () => {
    const [named, described, none] = found(["jacket"]);
    expect(named).toBeGreaterThan(described as number);
    expect(described).toBeGreaterThan(0);
    expect(none).toBe(0);
    expect(found(["navy", "jacket"])).toEqual([expect.any(Number), 0, 0]);
  });

  it("matches colour words on their own colour row only", () => {
    expect(found(["black"]).map((score) => score > 0)).toEqual([false, true, false]);
  });
});

describe("closestWords", () => {
  it("corrects a missing letter and two swapped letters", () => {
    expect(closestWords(sample(), "jaket", 1)).toEqual(["jacket"]);
    expect(closestWords(sample(), "jakc", 1)).toEqual(["jacket"]);
    expect(closestWords(sample(), "bots", 1)).toEqual(["boots"]);
  });

  it("suggests nothing for a word that is far from every word, or too short", () => {
    expect(closestWords(sample(), "zzqxv", 3)).toEqual([]);
    expect(closestWords(sample(), "ja", 3)).toEqual([]);
  });

  it("never suggests words found only in descriptions", () => {
    expect(closestWords(sample(), "fre", 3)).toEqual([]);
  });
});

describe("completions", () => {
  it("lists product, colour and category words starting with the prefix, most used first", () => {
    expect(completions(sample(), "b", 5)).toEqual(["blue", "black", "boots"]);
    expect(completions(sample(), "fo", 5)).toEqual([]);
  });
});

describe("languageWords", () => {
  it("lets a page suggest only words of its language's texts and category names", () => {
    const index = sample();
    const english = languageWords(index, "en", new Set(["men"]));
    const allowed = (words: Uint8Array) =>
      index.words.filter((_, position) => words[position] === 1);
    expect(allowed(english)).toContain("jacket");
    expect(allowed(english)).toContain("men");
    expect(allowed(english)).not.toContain("regenjacke");
    expect(allowed(languageWords(index, "de", new Set()))).toContain("regenjacke");
    expect(completions(index, "re", 5, (p) => english[p] === 1)).not.toContain("regenjacke");
  });
});

// French and German product copy, built from the same word parts as the English names and
// descriptions (seed/data/product-copy-{fr,de}.json hold word tables aligned by index with
// names.json and product-types.json), with each language's grammar applied here.
import frData from "./data/product-copy-fr.json";
import deData from "./data/product-copy-de.json";
import type { SeedStyle, StyleCopy } from "./catalog.types";

export type CopyLanguage = "fr" | "de";
type Gender = SeedStyle["gender"];

/** What a style's English copy was built from: picks by index into the word tables. */
export interface CopyParts {
  typeKey: string;
  gender: Gender;
  series: string;
  modifier: string | null;
  nounIndex: number;
  /** "7" in "Cascade Rain Jacket 7", a large catalogue's way to keep names unique. */
  suffix: string | null;
  introIndex: number;
  adjectiveIndex: number;
  activities: string;
  activityIndex: number;
  materials: string;
  materialIndex: number;
  features: string;
  featureIndexes: readonly number[];
}

/** A template split once into text and placeholders, so filling it is one join. */
type Template = (values: Record<string, string>) => string;

function compile(template: string): Template {
  const parts = template.split(/\{(\w+)\}/);
  return (values) => {
    let out = "";
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? "";
      if (i % 2 === 0) out += part;
      else {
        const value = values[part];
        if (value === undefined) throw new Error(`seed data: no value for {${part}}`);
        out += value;
      }
    }
    return out;
  };
}

function entry<T>(table: Record<string, T>, key: string, what: string): T {
  const found = table[key];
  if (found === undefined) throw new Error(`seed data: no ${what} ${key}`);
  return found;
}

function item<T>(items: readonly T[], index: number, what: string): T {
  const found = items[index];
  if (found === undefined) throw new Error(`seed data: no ${what} number ${index}`);
  return found;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const uncapitalise = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const tail = (value: string | null) => (value ? ` ${value}` : "");

// ---- French: noun first, adjectives after the noun and agreeing with it; le/la/l'/les.

/** Grammatical gender and number: m, f, mp (masculine plural), fp. */
type FrForm = "m" | "f" | "mp" | "fp";
const FR_FORM_INDEX: Record<FrForm, number> = { m: 0, f: 1, mp: 2, fp: 3 };
const FR_VOWEL = /^[aeiouyàâäéèêëîïôöùûü]/i;

function frForm(value: string): number {
  const index = FR_FORM_INDEX[value as FrForm];
  if (index === undefined) throw new Error(`seed data: unknown French form ${value}`);
  return index;
}

function frDefinite(text: string, form: number): string {
  if (form >= 2) return `les ${text}`;
  if (FR_VOWEL.test(text)) return `l'${text}`;
  return `${form === 1 ? "la" : "le"} ${text}`;
}

const FR_INDEFINITE = ["un", "une", "des", "des"];
const FR_IS = ["est", "est", "sont", "sont"];
const FR_INTROS = frData.intros.map(compile);

function french(parts: CopyParts): StyleCopy {
  const type = entry(frData.types, parts.typeKey, "French product type");
  const [nounText = "", nounForm = ""] = item(type.nouns, parts.nounIndex, "French noun");
  const [descriptorText = "", descriptorForm = ""] = type.descriptor;
  const noun = frForm(nounForm);
  const descriptor = frForm(descriptorForm);
  const shortName = `${nounText} ${parts.series}${tail(parts.modifier)}${tail(parts.suffix)}`;
  const name = frDefinite(uncapitalise(shortName), noun);
  const adjective = item(frData.adjectives, parts.adjectiveIndex, "French adjective");
  const intro = item(
    FR_INTROS,
    parts.introIndex,
    "French intro",
  )({
    Name: capitalise(name),
    name,
    is: item(FR_IS, noun, "verb form"),
    aDescriptor: `${item(FR_INDEFINITE, descriptor, "article")} ${descriptorText}`,
    adjective: item(adjective, descriptor, "adjective form"),
    madeD: item(frData.made, descriptor, "participle"),
    MadeN: capitalise(item(frData.made, noun, "participle")),
    activity: item(
      entry(frData.activities, parts.activities, "French activities"),
      parts.activityIndex,
      "activity",
    ),
  });
  return {
    name: `${shortName} ${entry(frData.genders, parts.gender, "French gender")}`,
    description: sentences(intro, frData, parts),
  };
}

// ---- German: series then compound noun; article and adjective ending by gender and case.

/** m, f, n, or p (plural). */
const DE_SLOT: Record<string, number> = { m: 0, f: 1, n: 2, p: 3 };
const DE_NOMINATIVE = ["der", "die", "das", "die"];
const DE_ACCUSATIVE = ["den", "die", "das", "die"];
const DE_INDEFINITE = ["ein ", "eine ", "ein ", ""];
// Adjective endings after ein/eine (mixed declension); plurals without an article are strong.
const DE_ENDING = ["er", "e", "es", "e"];
const DE_IS = ["ist", "ist", "ist", "sind"];
const DE_RELATIVE_DATIVE = ["dem", "der", "dem", "denen"];
const DE_INTROS = deData.intros.map(compile);

function deSlot(value: string): number {
  const slot = DE_SLOT[value];
  if (slot === undefined) throw new Error(`seed data: unknown German gender ${value}`);
  return slot;
}

function german(parts: CopyParts): StyleCopy {
  const type = entry(deData.types, parts.typeKey, "German product type");
  const [nounText = "", nounGender = ""] = item(type.nouns, parts.nounIndex, "German noun");
  const [descriptorText = "", descriptorGender = ""] = type.descriptor;
  const noun = deSlot(nounGender);
  const descriptor = deSlot(descriptorGender);
  const shortName = `${parts.series}${tail(parts.modifier)} ${nounText}${tail(parts.suffix)}`;
  const adjective = item(deData.adjectives, parts.adjectiveIndex, "German adjective");
  const intro = item(
    DE_INTROS,
    parts.introIndex,
    "German intro",
  )({
    Name: `${capitalise(item(DE_NOMINATIVE, noun, "article"))} ${shortName}`,
    nameAcc: `${item(DE_ACCUSATIVE, noun, "article")} ${shortName}`,
    is: item(DE_IS, noun, "verb form"),
    aDescriptor: `${item(DE_INDEFINITE, descriptor, "article")}${adjective}${item(DE_ENDING, descriptor, "ending")} ${descriptorText}`,
    relative: item(DE_RELATIVE_DATIVE, descriptor, "relative pronoun"),
    activity: item(
      entry(deData.activities, parts.activities, "German activities"),
      parts.activityIndex,
      "activity",
    ),
  });
  return {
    name: `${shortName} ${entry(deData.genders, parts.gender, "German gender")}`,
    description: sentences(intro, deData, parts),
  };
}

function sentences(
  intro: string,
  data: { materials: Record<string, string[]>; features: Record<string, string[]> },
  parts: CopyParts,
): string {
  const material = item(
    entry(data.materials, parts.materials, "materials"),
    parts.materialIndex,
    "material",
  );
  const features = entry(data.features, parts.features, "features");
  let text = `${intro} ${material}`;
  for (const index of parts.featureIndexes) text += ` ${item(features, index, "feature")}`;
  return text;
}

/** The French and German name and description of a style, from its English word parts. */
export function translateStyle(parts: CopyParts): Record<CopyLanguage, StyleCopy> {
  return { fr: french(parts), de: german(parts) };
}

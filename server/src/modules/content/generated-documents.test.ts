import { CONTENT_TYPES } from "@ridgeline/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentSeedFor } from "../../../../seed/content/content-files";
import { checkDocument } from "./content-documents.helpers";

/**
 * Generated documents (issue 28): every demo document of every type, changed at random. A valid
 * change (a text rewritten in any language, an optional field left out) keeps it valid; a change
 * that breaks a rule (a wrong kind of value, raw CSS, a script URL, hostile rich text, an unknown
 * field) is refused at save, naming the field it broke.
 */
const DOCUMENTS = contentSeedFor("US");

type Path = (string | number)[];
/** Every leaf of a document with its path (`targets.0.url`). */
function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

function withLeaf(document: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) at[last] = value;
  return copy;
}

const documentArb = fc.constantFrom(...DOCUMENTS);

describe("generated documents", () => {
  it("the demo content holds every content type", () => {
    const types = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === "object" && value !== null) {
        const record = value as Record<string, unknown>;
        if (typeof record["type"] === "string") types.add(record["type"]);
        Object.values(record).forEach(walk);
      }
    };
    walk(DOCUMENTS);
    expect(CONTENT_TYPES.filter((type) => !types.has(type))).toEqual([]);
  });

  it("stay valid with their texts rewritten in any language", () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.nat(),
        fc.string({ maxLength: 80 }),
        fc.constantFrom("en", "fr", "de"),
        (document, pick, text, language) => {
          // Text leaves only: a string under a language key, or a title/subtitle/label string.
          const texts = leaves(document).filter(
            ({ path, value }) =>
              typeof value === "string" &&
              /^(en|fr|de|title|subtitle|text|label|eyebrowText|overline)$/.test(
                String(path.at(-1)),
              ) &&
              !/url|Html|richText|disclaimer|policyText/i.test(path.join(".")),
          );
          if (texts.length === 0) return;
          const { path } = texts[pick % texts.length] ?? { path: [] };
          const changed = withLeaf(
            document,
            [
              ...path.slice(0, -1),
              path.at(-1) === "en" || path.at(-1) === "fr" || path.at(-1) === "de"
                ? language
                : (path.at(-1) ?? ""),
            ],
            text,
          );
          expect(checkDocument(changed).problems).toEqual([]);
        },
      ),
    );
  });

  it("are refused at save when a value breaks its rule, naming the field", () => {
    const hostile = fc.constantFrom<unknown>(
      "red; background: url(javascript:alert(1))",
      "javascript:alert(1)",
      { nested: ["object"] },
      1.5e300,
      null,
      "<script>alert(1)</script>",
    );
    fc.assert(
      fc.property(documentArb, fc.nat(), hostile, (document, pick, value) => {
        const candidates = leaves(document).filter(
          ({ path, value: old }) =>
            path.length > 0 &&
            !["type"].includes(String(path.at(-1))) &&
            // A value the same as the hostile one, or a free text that may hold anything.
            typeof old !== typeof value &&
            !(typeof value === "string" && typeof old === "string"),
        );
        const target = candidates[pick % Math.max(1, candidates.length)];
        if (!target) return;
        const result = checkDocument(withLeaf(document, target.path, value));
        expect(result.document, target.path.join(".")).toBeNull();
        const fields = result.problems.map((problem) => problem.field);
        // The field named is the one changed, or the object holding it (a union's branch).
        expect(
          fields.some(
            (field) =>
              target.path.join(".").startsWith(field) || field.startsWith(target.path.join(".")),
          ),
          `${target.path.join(".")} in ${fields.join(", ")}`,
        ).toBe(true);
      }),
    );
  });

  it("are refused with hostile rich text, CSS or URLs where text or colours are allowed", () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.constantFrom(
          ["richText", '<p onmouseover="steal()">hi</p>'],
          ["titleColor", "expression(alert(1))"],
          ["mediaTarget", "javascript:alert(1)"],
          ["mediaTarget", "//evil.example/path"],
          ["backgroundColor", "url(https://evil.example/x.png)"],
          ["unknownField", "anything"],
        ),
        (document, [field, value]) => {
          if (!["linkedCard", "richTextBlock", "collection", "accordion"].includes(document.type))
            return;
          const result = checkDocument({ ...document, [field]: value });
          expect(result.document).toBeNull();
          // A field the type does not have is named in the rule ("Unrecognized key").
          const named = result.problems
            .map((problem) => `${problem.field} ${problem.rule}`)
            .join(" ");
          expect(named).toContain(field);
        },
      ),
    );
  });
});

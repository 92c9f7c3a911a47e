import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentType,
  type ResolvedChild,
} from "@ridgeline/contract";
import fc from "fast-check";
import { createElement, type ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { contentSeedFor } from "../../../seed/content/content-files";
import { loadIslands } from "../lib/island";
import { loadBlocks, renderBlock } from "./collection/render.fixture";
import { BLOCKS } from "./registry";

/**
 * Every display block renders without an error from generated documents (issue 28): the demo
 * content of a random site, resolved in a random language (as the content service answers it),
 * with random optional fields left out, each rendered as the server renders a page.
 */
const SITES = ["US", "CA", "CA-FR", "GB", "DE", "FR"] as const;
const LOCALES: Record<(typeof SITES)[number], string> = {
  US: "en-us",
  CA: "en-ca",
  "CA-FR": "fr-ca",
  GB: "en-gb",
  DE: "de-de",
  FR: "fr-fr",
};
const DISPLAY = Object.keys(BLOCKS) as ContentType[];

/** A test's stand-in for the content service's resolution: language, references, locale. */
function resolve(
  value: unknown,
  byId: Map<string, unknown>,
  language: ContentLanguage,
  locale: string,
  drop: (path: string) => boolean,
  path = "",
  depth = 0,
): unknown {
  if (typeof value === "string") return value.replaceAll("/{locale}", `/${locale}`);
  if (Array.isArray(value))
    return value
      .map((item, index) => resolve(item, byId, language, locale, drop, `${path}.${index}`, depth))
      .filter((item) => item !== undefined);
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record["$ref"] === "string")
    return depth > 10
      ? undefined
      : resolve(byId.get(record["$ref"]), byId, language, locale, drop, path, depth + 1);
  const keys = Object.keys(record);
  if (
    keys.length > 0 &&
    keys.every((key) => (CONTENT_LANGUAGES as readonly string[]).includes(key))
  )
    return resolve(
      record[language] ?? record["en"] ?? Object.values(record)[0],
      byId,
      language,
      locale,
      drop,
      path,
      depth,
    );
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    const at = `${path}.${key}`;
    // Optional extras left out at random; what identifies a block stays.
    if (!["type", "id"].includes(key) && drop(at) && !REQUIRED.has(key)) continue;
    const resolved = resolve(child, byId, language, locale, drop, at, depth);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}
/** Fields some types require: never dropped (the generator makes valid documents only). */
const REQUIRED = new Set([
  "url",
  "alt",
  "width",
  "height",
  "minimizedTitle",
  "richText",
  "containerId",
  "media",
  "cloudinaryAsset",
  "source",
  "variant",
  "eventId",
  "startDate",
  "endDate",
  "confirmationTitle",
  "successText",
  "policyText",
  "experienceId",
  "text",
  "title",
  "date",
  "picture",
  "slug",
  "captionText",
  "gradientStyle",
  "icon",
  "layout",
  "settings",
  "segments",
  "baselines",
  "items",
  "targets",
  "components",
  "messages",
  "accordions",
  "variants",
  "name",
  "variantId",
  "links",
]);

beforeAll(async () => {
  await loadIslands();
  await loadBlocks(...DISPLAY);
}, 60_000);

describe("every display block", () => {
  it("renders the demo content of any site, in any language, with optional fields left out", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES),
        fc.constantFrom(...CONTENT_LANGUAGES),
        fc.func(fc.boolean()),
        (site, language, dropper) => {
          const documents = contentSeedFor(site);
          const byId = new Map<string, unknown>(
            documents.map((document) => [document.id, document]),
          );
          const shown = new Set<string>();
          for (const document of documents) {
            if (!DISPLAY.includes(document.type)) continue;
            const resolved = resolve(
              document,
              byId,
              language,
              LOCALES[site],
              (path) => dropper(path) && path.split(".").length > 2,
            ) as ResolvedChild;
            // The block's own component, outside the Suspense boundary a page puts around it
            // (which would hide a throw as an empty slot): a throw fails the test.
            const component = BLOCKS[document.type] as ComponentType<{ block: ResolvedChild }>;
            expect(
              () => renderBlock(createElement(component, { block: resolved })),
              `${site} ${language} ${document.id}`,
            ).not.toThrow();
            shown.add(document.type);
          }
          expect(shown.size).toBeGreaterThan(20);
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});

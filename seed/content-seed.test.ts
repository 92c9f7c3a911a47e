import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTENT_LANGUAGES,
  CONTENT_LIMITS,
  CONTENT_TYPES,
  FIXED_PAGES,
  LOCALIZED_RICH_TEXT,
  LOCALIZED_TEXT,
  STORED_SHAPES,
  type ContentDocument,
  type ContentType,
} from "@ridgeline/contract";
import {
  checkDocument,
  describeProblem,
  referenceProblems,
  referencesOf,
} from "../server/src/modules/content/index";
import { generateCatalog } from "./catalog-generator";
import { CONTENT_SEED_FILES, contentSeedFor } from "./content/content-files";
import categoryTree from "./data/categories.json";
import sites from "./data/sites.json";

const files = CONTENT_SEED_FILES;
/** Where the content's own pictures are served from (`/content-media/…`). */
const MEDIA_DIR = fileURLToPath(new URL("../web/public/content-media", import.meta.url));
const styles = new Map(generateCatalog().styles.map((style) => [style.styleId, style]));
const colours = new Set([...styles.values()].flatMap((s) => s.colors.map((c) => c.colorVariantId)));
const SITE_IDS = sites.map((site) => site.siteId);
const bySite = new Map(SITE_IDS.map((siteId) => [siteId, contentSeedFor(siteId)]));

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every value of a document at any depth, with its dotted path and key. */
function* walk(value: unknown, path = "", key = ""): Generator<[string, unknown, string]> {
  yield [path, value, key];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}.${index}`, "");
  } else if (isObj(value)) {
    for (const [name, item] of Object.entries(value)) yield* walk(item, `${path}.${name}`, name);
  }
}

/** The blocks a document holds inline (itself included), at any depth. */
const blocksIn = (document: unknown): Obj[] =>
  [...walk(document)]
    .map(([, value]) => value)
    .filter(
      (value): value is Obj =>
        isObj(value) &&
        (CONTENT_TYPES as readonly unknown[]).includes(value["type"]) &&
        typeof value["id"] === "string",
    );

/** The text fields of a stored document, found by walking its content type's schema. */
function textFields(schema: unknown, value: unknown, path: string, found: [string, unknown][]) {
  if (value === undefined) return;
  if (schema === LOCALIZED_TEXT || schema === LOCALIZED_RICH_TEXT) {
    found.push([path, value]);
    return;
  }
  const def = (schema as { _zod?: { def: Obj } } | undefined)?._zod?.def;
  if (!def) return;
  switch (def["type"]) {
    case "object": {
      const shape = def["shape"] as Obj;
      if (isObj(value))
        for (const [key, item] of Object.entries(value))
          textFields(shape[key], item, `${path}.${key}`, found);
      return;
    }
    case "array":
      if (Array.isArray(value))
        value.forEach((item, index) => textFields(def["element"], item, `${path}.${index}`, found));
      return;
    case "record":
      if (isObj(value))
        for (const [key, item] of Object.entries(value))
          textFields(def["valueType"], item, `${path}.${key}`, found);
      return;
    case "lazy":
      // A child: a reference, or a block written inline (checked by its own type's schema).
      if (isObj(value) && typeof value["type"] === "string")
        textFields(STORED_SHAPES[value["type"] as ContentType], value, path, found);
      return;
    default:
      for (const inner of [def["innerType"], def["in"]])
        if (inner) textFields(inner, value, path, found);
  }
}

/** Each category's slug path (`men-clothing-jackets`), by id. */
interface CategoryNode {
  categoryId: string;
  slug: string;
  children?: CategoryNode[];
}
const categories = new Map<string, string>();
(function index(nodes: readonly CategoryNode[], path: string[]) {
  for (const node of nodes) {
    categories.set(node.categoryId, [...path, node.slug].join("-"));
    index(node.children ?? [], [...path, node.slug]);
  }
})(categoryTree, []);

/** Every string of a site's documents (rich text's links included), with where it stands. */
const stringsOf = (documents: ContentDocument[]) =>
  documents.flatMap((document) =>
    [...walk(document, document.id)].filter(
      (entry): entry is [string, string, string] => typeof entry[1] === "string",
    ),
  );

describe("content seed files", () => {
  it("name every site or '*', and hold documents", () => {
    expect(files.size).toBeGreaterThan(5);
    for (const [name, file] of files) {
      expect(Array.isArray(file.documents), name).toBe(true);
      for (const site of file.sites) expect(["*", ...SITE_IDS], name).toContain(site);
    }
  });

  it("hold documents that validate, each as an editor would save it", () => {
    const problems = [...files].flatMap(([name, file]) =>
      file.documents.flatMap((document) =>
        checkDocument(document).problems.map((problem) => `${name}: ${describeProblem(problem)}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("write every shopper-visible text in English, French and German", () => {
    const missing: string[] = [];
    for (const [name, file] of files) {
      for (const document of file.documents) {
        const found: [string, unknown][] = [];
        textFields(STORED_SHAPES[document.type], document, document.id, found);
        for (const [path, text] of found) {
          const ok =
            isObj(text) &&
            CONTENT_LANGUAGES.every((language) => {
              const value = text[language];
              return typeof value === "string" && value.trim() !== "";
            });
          if (!ok) missing.push(`${name}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each(SITE_IDS)("the content of site %s", (siteId) => {
  const documents = bySite.get(siteId) ?? [];
  const ids = new Map(documents.map((document) => [document.id, document]));

  it("refers only to documents of the site, without circles", () => {
    expect(ids.size).toBe(documents.length);
    const graph = new Map(documents.map((document) => [document.id, referencesOf(document)]));
    expect(referenceProblems([...ids.keys()], graph).map(describeProblem)).toEqual([]);
  });

  it("gives every block, referenced or inline, its own id", () => {
    const all = documents.flatMap((document) => blocksIn(document).map((block) => block["id"]));
    expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
  });

  it("nests references no deeper than a page resolves", () => {
    const depth = new Map<string, number>();
    const depthOf = (id: string): number => {
      const known = depth.get(id);
      if (known !== undefined) return known;
      const refs = referencesOf(ids.get(id));
      const deepest = 1 + Math.max(0, ...refs.map((ref) => depthOf(ref.to)));
      depth.set(id, deepest);
      return deepest;
    };
    const tooDeep = [...ids.keys()].filter((id) => depthOf(id) > CONTENT_LIMITS.depthMax);
    expect(tooDeep).toEqual([]);
  });

  it("has a page for every fixed page", () => {
    const slugs = new Set(
      documents.filter((document) => document.type === "page").map((page) => page["slug"]),
    );
    expect(FIXED_PAGES.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("uses every content type, and shows every display block on a page", () => {
    const used = new Set(documents.flatMap((document) => blocksIn(document).map((b) => b["type"])));
    expect(CONTENT_TYPES.filter((type) => !used.has(type))).toEqual([]);

    // What a page shows: its blocks, inline or referenced, at any depth.
    const onPages = new Set<string>();
    const seen = new Set<string>();
    const visit = (value: unknown) => {
      for (const block of blocksIn(value)) onPages.add(block["type"] as string);
      for (const { to } of referencesOf(value)) {
        if (seen.has(to)) continue;
        seen.add(to);
        visit(ids.get(to));
      }
    };
    for (const page of documents.filter((document) => document.type === "page")) visit(page);
    const notBlocks: string[] = [
      "page",
      "menu",
      "megaMenuL1",
      "megaMenuL2",
      "megaMenuL3",
      "footer",
      "component",
      "locationSelector",
      "categoryContent",
      "productContent",
      "modal",
      "article",
      "popup",
    ];
    const blocks = CONTENT_TYPES.filter((type) => !notBlocks.includes(type));
    expect(blocks.filter((type) => !onPages.has(type))).toEqual([]);
  });

  it("links to categories that exist, by their slug path", () => {
    const wrong: string[] = [];
    for (const [path, text] of stringsOf(documents)) {
      for (const match of text.matchAll(
        /\/\{locale\}\/c\/([a-z0-9-]+)-(\d{4,10})(?=[?#"'\s]|$)/g,
      )) {
        if (categories.get(match[2] ?? "") !== match[1]) wrong.push(`${path}: ${match[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("links to its own pages, articles, modals and pictures", () => {
    const pages = new Set(documents.filter((d) => d.type === "page").map((d) => d["slug"]));
    const articles = new Set(documents.filter((d) => d.type === "article").map((d) => d["slug"]));
    const modals = new Set(documents.filter((d) => d.type === "modal").map((d) => d["modalId"]));
    const wrong: string[] = [];
    for (const [path, text, key] of stringsOf(documents)) {
      for (const [, slug] of text.matchAll(/\/\{locale\}\/pages\/([a-z0-9/-]+)/g))
        if (!pages.has(slug)) wrong.push(`${path}: page ${slug}`);
      for (const [, slug] of text.matchAll(/\/\{locale\}\/articles\/([a-z0-9-]+)/g))
        if (!articles.has(slug)) wrong.push(`${path}: article ${slug}`);
      for (const [, modal] of text.matchAll(/#modal-([a-z0-9-]+)/g))
        if (!modals.has(modal)) wrong.push(`${path}: modal ${modal}`);
      for (const [, file] of text.matchAll(/\/content-media\/([\w.-]+)/g))
        if (!existsSync(join(MEDIA_DIR, file ?? ""))) wrong.push(`${path}: ${file}`);
      // A store link is written for every site: /{locale}/…, never one site's locale.
      if (key !== "paths" && /(^|href=")\/[a-z]{2}-[a-z0-9]{2,3}(\/|"|$)/.test(text))
        wrong.push(`${path}: ${text.slice(0, 60)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("names products of the demo catalogue", () => {
    const wrong: string[] = [];
    for (const [path, text] of stringsOf(documents)) {
      for (const [, slug, id] of text.matchAll(/\/\{locale\}\/p\/([a-z0-9-]+)-([A-Z0-9]{8,11})/g))
        if (styles.get(id ?? "")?.slug !== slug) wrong.push(`${path}: ${slug}-${id}`);
      for (const [, id] of text.matchAll(/\/images\/products\/([A-Z0-9]+)\.svg/g))
        if (!colours.has(id ?? "")) wrong.push(`${path}: picture ${id}`);
      if (/\.productIds\.\d+$/.test(path) && !styles.has(text)) wrong.push(`${path}: ${text}`);
    }
    for (const document of documents.filter((d) => d.type === "productContent")) {
      const id = document["productId"] as string;
      if (id !== "default" && !styles.has(id)) wrong.push(`${document.id}: ${id}`);
    }
    expect(wrong).toEqual([]);
  });
});

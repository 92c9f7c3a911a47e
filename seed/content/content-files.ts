import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentDocument } from "@ridgeline/contract";

/**
 * The demo brand's content (issue 28): `seed/content/<topic>.json` files, each
 * `{ "sites": ["*"] | ["US", …], "documents": [stored documents] }`. Pictures drawn for content
 * alone are in `media/`, served as `/content-media/<file>`.
 */
export interface ContentSeedFile {
  sites: string[];
  documents: ContentDocument[];
}

/** This folder (a bundled build must ship it beside the code that reads it). */
export const CONTENT_SEED_DIR = fileURLToPath(new URL(".", import.meta.url));

/** Every content file of the folder, by file name, in name order. */
export function contentSeedFiles(dir: string = CONTENT_SEED_DIR): Map<string, ContentSeedFile> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return new Map(
    files.map((name) => [
      name,
      JSON.parse(readFileSync(join(dir, name), "utf8")) as ContentSeedFile,
    ]),
  );
}

/**
 * One site's documents: those of every `"*"` file, where a file naming the site replaces the
 * `"*"` document of the same id. An id written twice at the same level is a mistake.
 */
export function contentSeedFor(siteId: string, dir: string = CONTENT_SEED_DIR): ContentDocument[] {
  const shared = new Map<string, ContentDocument>();
  const own = new Map<string, ContentDocument>();
  for (const [name, file] of contentSeedFiles(dir)) {
    const into = file.sites.includes("*") ? shared : file.sites.includes(siteId) ? own : null;
    for (const document of into ? file.documents : []) {
      if (into?.has(document.id)) throw new Error(`${name}: ${document.id} is written twice`);
      into?.set(document.id, document);
    }
  }
  return [...new Map([...shared, ...own]).values()];
}

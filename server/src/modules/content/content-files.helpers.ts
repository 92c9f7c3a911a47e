import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Content files (seed/content/, and what `npm run content -- export` writes): JSON of
 * `{ "sites": ["*"] | ["US", …], "documents": [ … ] }`. A site's documents are those of every
 * file naming it or "*", a file naming the site replacing a "*" document of the same id.
 */
interface ContentFile {
  file: string;
  sites: string[];
  documents: { id?: unknown }[];
}

function readFiles(dir: string): ContentFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${file}: not JSON (${(error as Error).message})`, { cause: error });
      }
      const value = parsed as Partial<ContentFile>;
      if (!Array.isArray(value.sites) || !Array.isArray(value.documents))
        throw new Error(`${file}: must be { "sites": [...], "documents": [...] }`);
      return { file, sites: value.sites.map(String), documents: value.documents };
    });
}

/** The sites the files name ("*" stands for `allSites`). */
export function contentSitesIn(dir: string, allSites: readonly string[] = []): string[] {
  const named = new Set<string>();
  for (const file of readFiles(dir))
    for (const site of file.sites)
      for (const one of site === "*" ? allSites : [site]) named.add(one);
  return [...named].sort();
}

/** One site's documents from the files, in file order, site files overriding "*" ones by id. */
export function contentDocumentsIn(dir: string, siteId: string): unknown[] {
  const files = readFiles(dir);
  const byId = new Map<string, unknown>();
  const anonymous: unknown[] = [];
  for (const pass of ["*", "site"] as const)
    for (const file of files) {
      const applies = pass === "*" ? file.sites.includes("*") : file.sites.includes(siteId);
      if (!applies) continue;
      for (const document of file.documents) {
        if (typeof document?.id === "string") byId.set(document.id, document);
        else anonymous.push(document);
      }
    }
  return [...byId.values(), ...anonymous];
}

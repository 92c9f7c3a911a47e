import type { ContentDocument } from "@ridgeline/contract";
import articles from "./articles.json";
import categories from "./categories.json";
import contentPages from "./content-pages.json";
import galleryBlocks from "./gallery-blocks.json";
import gallery from "./gallery.json";
import home from "./home.json";
import menu from "./menu.json";
import pages from "./pages.json";
import shell from "./shell.json";
import siteCaFr from "./site-ca-fr.json";
import siteCa from "./site-ca.json";
import siteDe from "./site-de.json";
import siteFr from "./site-fr.json";
import siteGb from "./site-gb.json";
import siteUs from "./site-us.json";

/**
 * The demo brand's content (issue 28): `seed/content/<topic>.json` files, each
 * `{ "sites": ["*"] | ["US", …], "documents": [stored documents] }`, bundled with the code that
 * loads them (as seed/data is). Pictures drawn for content alone are in
 * `web/public/content-media/`, served as `/content-media/<file>`.
 */
export interface ContentSeedFile {
  sites: string[];
  documents: ContentDocument[];
}

/** Every content file, by file name, in name order (a new file is added here too). */
export const CONTENT_SEED_FILES: ReadonlyMap<string, ContentSeedFile> = new Map(
  (
    [
      ["articles.json", articles],
      ["categories.json", categories],
      ["content-pages.json", contentPages],
      ["gallery-blocks.json", galleryBlocks],
      ["gallery.json", gallery],
      ["home.json", home],
      ["menu.json", menu],
      ["pages.json", pages],
      ["shell.json", shell],
      ["site-ca-fr.json", siteCaFr],
      ["site-ca.json", siteCa],
      ["site-de.json", siteDe],
      ["site-fr.json", siteFr],
      ["site-gb.json", siteGb],
      ["site-us.json", siteUs],
    ] as [string, unknown][]
  ).map(([name, file]) => [name, file as ContentSeedFile]),
);

/**
 * One site's documents: those of every `"*"` file, where a file naming the site replaces the
 * `"*"` document of the same id. An id written twice at the same level is a mistake.
 */
export function contentSeedFor(siteId: string): ContentDocument[] {
  const shared = new Map<string, ContentDocument>();
  const own = new Map<string, ContentDocument>();
  for (const [name, file] of CONTENT_SEED_FILES) {
    const into = file.sites.includes("*") ? shared : file.sites.includes(siteId) ? own : null;
    for (const document of into ? file.documents : []) {
      if (into?.has(document.id)) throw new Error(`${name}: ${document.id} is written twice`);
      into?.set(document.id, document);
    }
  }
  return [...new Map([...shared, ...own]).values()];
}

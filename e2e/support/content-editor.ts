import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { E2E_CONTENT_SECRET } from "../../scripts/journey-server.mjs";

const run = promisify(execFile);

/** The web access key the journeys' server takes (playwright.config.ts `ACCESS_KEYS`). */
const ACCESS_KEY = "e2e-web-access-key";

/** A content document as the content files hold it (text per language, references as `$ref`). */
export type ContentFileDocument = { type: string; id: string } & Record<string, unknown>;

/**
 * What an editor types: `npm run content -- <args> --url <the journeys' server>`, signed with the
 * server's content secret, its standard output as the answer. It runs the same program as the
 * npm script (`tsx server/src/cli/content.ts`) without npm in front, which saves a second a call.
 */
export async function contentCommand(baseURL: string, ...args: string[]): Promise<string> {
  const port = new URL(baseURL).port;
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "server/src/cli/content.ts", ...args, "--url", baseURL, "--by", "e2e"],
    {
      env: {
        ...process.env,
        NODE_ENV: "development",
        CONTENT_SECRET: E2E_CONTENT_SECRET,
        ACCESS_KEYS: ACCESS_KEY,
        DATA_DIR: `.cache/e2e-data-${port}`,
      },
      timeout: 30_000,
    },
  );
  return stdout.trim();
}

/** A signed preview link of a site (`preview-link`), to its preview page or to `path`. */
export async function previewLink(baseURL: string, site: string, path?: string): Promise<string> {
  const link = await contentCommand(
    baseURL,
    "preview-link",
    "--site",
    site,
    ...(path ? ["--path", path] : []),
  );
  if (!link.startsWith(baseURL)) throw new Error(`preview-link answered ${link}`);
  return link;
}

/**
 * Saves documents to a site as drafts through `import --dir`, from a content file written in a
 * directory of its own, and publishes them when asked (`--publish`: every changed draft).
 */
export async function importDocuments(
  baseURL: string,
  site: string,
  documents: readonly ContentFileDocument[],
  options: { publish: boolean },
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "e2e-content-"));
  try {
    await writeFile(join(dir, "changes.json"), JSON.stringify({ sites: [site], documents }));
    await contentCommand(
      baseURL,
      "import",
      "--dir",
      dir,
      "--site",
      site,
      ...(options.publish ? ["--publish"] : []),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A document of the demo content the journeys' server was seeded with (seed/content/<file>). */
export async function seededDocument(file: string, id: string): Promise<ContentFileDocument> {
  const content = JSON.parse(await readFile(join("seed/content", file), "utf8")) as {
    documents: ContentFileDocument[];
  };
  const document = content.documents.find((one) => one.id === id);
  if (!document) throw new Error(`seed/content/${file} has no document ${id}`);
  return document;
}

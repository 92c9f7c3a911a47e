/**
 * Which database each API test file (`server/src/**\/*.routes.test.ts`) runs on, read from a
 * marker among its first lines (decision 0084):
 *
 *   // databases: postgres — two server processes share one database
 *   // databases: pglite — plain business rules through the API
 *   // databases: pglite, postgres — row locks decide the race
 *
 * A file without a marker runs on both: a new file is tested everywhere until someone decides
 * otherwise. A marker that names no known database, or is misspelt, stops the run (a file that
 * silently ran nowhere would prove nothing).
 *
 * `// app: shared` (same place) puts a read-only file in the `api-shared` project, where one app
 * per worker serves every such file (server/test/shared-app.ts checks it writes nothing).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const DATABASES = /** @type {const} */ (["pglite", "postgres"]);
export const API_GLOB = "server/src/**/*.routes.test.ts";
/** How many lines at the top of a file may carry markers (a licence or a comment may precede). */
const HEAD_LINES = 8;

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * @param {string} source a test file's text
 * @returns {{ databases: ("pglite" | "postgres")[], shared: boolean, error?: string }}
 */
export function markersOf(source) {
  const head = source.split("\n", HEAD_LINES);
  const lines = head.filter((line) => /^\/\/\s*databases\b/i.test(line));
  /** @type {("pglite" | "postgres")[]} */
  let databases = [...DATABASES];
  let error;
  if (lines.length > 1) error = "more than one `// databases:` line";
  else if (lines.length === 1) {
    const match = /^\/\/ databases: ([a-z]+(?:, [a-z]+)*)(?: — \S.*)?$/.exec(lines[0].trimEnd());
    const names = match?.[1].split(", ") ?? [];
    const unknown = names.filter((name) => !DATABASES.includes(/** @type {never} */ (name)));
    if (!match)
      error = `malformed marker "${lines[0]}" (form: // databases: pglite, postgres — why)`;
    else if (unknown.length > 0) error = `unknown database(s) ${unknown.join(", ")}`;
    else if (new Set(names).size !== names.length) error = "a database named twice";
    else databases = DATABASES.filter((name) => names.includes(name));
  }
  const appLines = head.filter((line) => /^\/\/\s*app\b/i.test(line));
  const shared = appLines.length === 1 && /^\/\/ app: shared(?: — \S.*)?$/.test(appLines[0]);
  if (appLines.length > 0 && !shared)
    error ??= `malformed marker "${appLines[0]}" (form: // app: shared)`;
  return { databases, shared, ...(error ? { error } : {}) };
}

/**
 * Every API test file with its markers, paths relative to the repository root and sorted.
 * @param {string} [base] the repository root
 */
export function apiFiles(base = root) {
  const files = readdirSync(join(base, "server/src"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".routes.test.ts"))
    .map((name) => `server/src/${name.split(sep).join("/")}`)
    .sort();
  return files.map((file) => ({ file, ...markersOf(readFileSync(join(base, file), "utf8")) }));
}

/**
 * The include lists of the API projects for one database: `api` (a fresh app per file) and
 * `api-shared` (one app per worker). Throws on any malformed marker.
 * @param {"pglite" | "postgres"} database
 * @param {string} [base]
 */
export function apiIncludes(database, base = root) {
  const files = apiFiles(base);
  const broken = files.filter((f) => f.error);
  if (broken.length > 0) {
    throw new Error(
      `API test markers: ${broken.map((f) => `${f.file}: ${f.error}`).join("; ")} (decision 0084)`,
    );
  }
  const on = files.filter((f) => f.databases.includes(database));
  return {
    fresh: on.filter((f) => !f.shared).map((f) => f.file),
    shared: on.filter((f) => f.shared).map((f) => f.file),
  };
}

/**
 * The production build the benchmarks measure. They build nothing themselves: a missing build
 * stops the run, and one older than the sources is measured with a warning.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { UsageError } from "./options.mjs";

export const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const SERVER_ENTRY = join(ROOT, "server", "dist", "main.js");
export const WEB_ENTRY = join(ROOT, "web", "build", "server", "index.js");

/** Newest modification time under a folder, to warn when the build is older than the code. */
function newestMtime(dir, budget = { files: 20_000 }) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (budget.files-- <= 0) break;
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path, budget));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Throws UsageError without a build; warns and names the folders newer than the build. */
export function checkBuild() {
  const missing = [SERVER_ENTRY, WEB_ENTRY].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new UsageError(
      `no production build (${missing.map((f) => relative(ROOT, f)).join(", ")} missing).\n` +
        "Run `npm run build` in the repository root first; the benchmark measures the build " +
        "on disk and does not build anything itself.",
    );
  }
  const built = Math.min(statSync(SERVER_ENTRY).mtimeMs, statSync(WEB_ENTRY).mtimeMs);
  const sources = ["server/src", "web/app", "contract/src", "seed"].map((d) => join(ROOT, d));
  const stale = sources.filter((dir) => newestMtime(dir) > built);
  if (stale.length > 0) {
    console.warn(
      `bench: warning: ${stale.map((d) => relative(ROOT, d)).join(", ")} changed after the ` +
        "last build; the figures are for the build on disk (run `npm run build` to refresh).",
    );
  }
  return stale.map((dir) => relative(ROOT, dir));
}

/**
 * No import cycle in contract/, server/src, web/app or seed/ (issue 10, decision 0040); part of
 * `npm run lint`. Type-only imports count: a type cycle between two areas is still a design
 * cycle, and it turns into a runtime one the day someone needs a value.
 *
 * A script beside ESLint rather than import-x's `no-cycle` rule: that rule cannot count
 * `import type` (it skips them by design), and it doubled ESLint's rule time on this repository,
 * while dpdm reads each file once with the TypeScript parser (two to five seconds here).
 */
import { parseCircular, parseDependencyTree } from "dpdm";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The source the check covers; imports that lead elsewhere are followed too. */
export const CHECKED = [
  "contract/src/**/*.ts",
  "server/src/**/*.ts",
  "seed/**/*.ts",
  "web/app/**/*.{ts,tsx}",
];

/**
 * The import cycles among the files `globs` match under `root`, each as paths from `root`,
 * starting at its first path in name order so that the same cycle always reads the same.
 */
export async function findCycles(root, globs = CHECKED) {
  const tree = await parseDependencyTree(globs, { cwd: root, context: root, transform: false });
  return parseCircular(tree)
    .map((cycle) => {
      const start = cycle.indexOf([...cycle].sort()[0]);
      return [...cycle.slice(start), ...cycle.slice(0, start)];
    })
    .sort((a, b) => a.join().localeCompare(b.join()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = await findCycles(ROOT);
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" -> ")}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what both sides need to a third file.`);
    process.exitCode = 1;
  } else {
    console.log("no import cycles");
  }
}

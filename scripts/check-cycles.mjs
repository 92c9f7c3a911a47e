/**
 * No import cycle in contract/, server/src, web/app or seed/ (issue 10, decision 0040), and none
 * among the web app's features (decision 0087); part of `npm run lint`. Type-only imports count:
 * a type cycle between two areas is still a design cycle, and it turns into a runtime one the
 * day someone needs a value.
 *
 * A script beside ESLint rather than import-x's `no-cycle` rule: that rule cannot count
 * `import type` (it skips them by design), and it doubled ESLint's rule time on this repository,
 * while dpdm reads each file once with the TypeScript parser (two to five seconds here). Feature
 * cycles need the whole graph too, so they are found here from the same reading.
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

/** The web feature a file belongs to (web/app/features/<feature>/…), or undefined. */
const FEATURE = /^web\/app\/features\/([^/]+)\//;

function readTree(root, globs) {
  return parseDependencyTree(globs, { cwd: root, context: root, transform: false });
}

/** Rotates a cycle to start at its first member in name order, so it always reads the same. */
function fromFirst(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)];
}

function fileCycles(tree) {
  return parseCircular(tree)
    .map(fromFirst)
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/**
 * Feature → feature it imports → the first import (in name order) that says so, as
 * [importer, imported]. Only files inside a feature count: lib/ and ui/ import no feature
 * (lint), and React Router's generated route types, which name a page's parent layout, are
 * its wiring rather than a feature's import.
 */
function featureGraph(tree) {
  const graph = new Map();
  for (const [importer, dependencies] of Object.entries(tree)) {
    const from = FEATURE.exec(importer)?.[1];
    if (from === undefined) continue;
    for (const { id } of dependencies ?? []) {
      const to = id === null ? undefined : FEATURE.exec(id)?.[1];
      if (to === undefined || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      graph.set(from, edges);
      const known = edges.get(to);
      if (!known || `${importer} ${id}` < known.join(" ")) edges.set(to, [importer, id]);
    }
  }
  return graph;
}

/** The shortest chain of features from `start` to `goal` (both included), or null. */
function shortestPath(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const feature = queue[i];
    if (feature === goal) {
      const path = [goal];
      while (cameFrom.get(path[0]) !== null) path.unshift(cameFrom.get(path[0]));
      return path;
    }
    for (const next of [...(graph.get(feature)?.keys() ?? [])].sort()) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, feature);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The cycles among web features: for each import of one feature by another that leads back to
 * it, the shortest cycle through that import (so every pair that imports each other is named).
 * Each is its features in order, the last importing the first again, and for each step an
 * import that makes it.
 */
function featureCycles(tree) {
  const graph = featureGraph(tree);
  const cycles = new Map();
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      const back = shortestPath(graph, to, from);
      if (back === null) continue;
      const features = fromFirst([from, ...back.slice(0, -1)]);
      const imports = features.map((feature, i) =>
        graph.get(feature).get(features[(i + 1) % features.length]),
      );
      cycles.set(features.join(), { features, imports });
    }
  }
  return [...cycles.values()].sort((x, y) => x.features.join().localeCompare(y.features.join()));
}

/**
 * The import cycles among the files `globs` match under `root`, each as paths from `root`,
 * starting at its first path in name order so that the same cycle always reads the same.
 */
export async function findCycles(root, globs = CHECKED) {
  return fileCycles(await readTree(root, globs));
}

/** The cycles among the web features that the files `globs` match under `root` belong to. */
export async function findFeatureCycles(root, globs = CHECKED) {
  return featureCycles(await readTree(root, globs));
}

/** One feature cycle as the check prints it: the chain, then the import behind each step. */
export function describeFeatureCycle({ features, imports }) {
  const steps = imports.map(([importer, imported]) => `  ${importer} imports ${imported}`);
  return [`feature cycle: ${[...features, features[0]].join(" -> ")}`, ...steps].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tree = await readTree(ROOT, CHECKED);
  const cycles = fileCycles(tree);
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(" -> ")}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what both sides need to a third file.`);
    process.exitCode = 1;
  }
  const features = featureCycles(tree);
  for (const cycle of features) console.error(describeFeatureCycle(cycle));
  if (features.length > 0) {
    console.error(
      `${features.length} feature cycle(s) in web/app/features: move what both sides need into the more general feature, or into web/app/lib or web/app/ui (decision 0087).`,
    );
    process.exitCode = 1;
  }
  if (cycles.length === 0 && features.length === 0) console.log("no import cycles");
}

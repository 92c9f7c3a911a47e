/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: the top functions
 * by self time, and self time per place (a package under node_modules, the server bundle, the web
 * build, Node itself). Usage: `node bench/lib/profile-top.mjs <file.cpuprofile> [top=20]`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Which package or part of the shop a script URL belongs to. */
export function placeOf(url) {
  if (!url) return "(native, GC, idle)";
  if (url.startsWith("node:")) return "node core";
  if (url.startsWith("wasm://")) return "@electric-sql/pglite (wasm)";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "/node_modules/".length).split("/");
    const name = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    // Which build of React Router and React ran is the point of the summary.
    const build = rest.find((part) => part === "development" || part === "production");
    const cjs = rest.find((part) => /\.(development|production)\.js$/.test(part));
    const flavour = build ?? cjs?.match(/(development|production)/)?.[1];
    return flavour ? `${name} (${flavour})` : name;
  }
  if (url.includes("/server/dist/")) return "server (bundle)";
  if (url.includes("/web/build/")) return "web (build)";
  return url.replace(/^file:\/\//, "");
}

/** Self time per function and per place, as fractions of the profile's sampled time. */
export function summarise(profile, top = 20) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[index] ?? 0));
  });
  let total = 0;
  let idle = 0;
  const functions = new Map();
  const places = new Map();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    if (frame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    const place = placeOf(frame.url);
    const name = `${frame.functionName || "(anonymous)"} · ${place}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    places.set(place, (places.get(place) ?? 0) + us);
  }
  const busy = total - idle;
  const rank = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: us / busy }));
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    functions: rank(functions),
    places: rank(places),
  };
}

const pct = (share) => `${(share * 100).toFixed(1)}%`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, topArg] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node bench/lib/profile-top.mjs <file.cpuprofile> [top]");
    process.exit(2);
  }
  const summary = summarise(JSON.parse(readFileSync(file, "utf8")), Number(topArg ?? 20));
  console.log(`busy ${summary.busyMs} ms, idle ${summary.idleMs} ms\n`);
  console.log("| place | self | share of busy |\n|---|---|---|");
  for (const row of summary.places)
    console.log(`| ${row.name} | ${row.ms} ms | ${pct(row.share)} |`);
  console.log("\n| function | self | share of busy |\n|---|---|---|");
  for (const row of summary.functions)
    console.log(`| ${row.name.replace(/\|/g, "\\|")} | ${row.ms} ms | ${pct(row.share)} |`);
}

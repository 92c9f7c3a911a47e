/**
 * Search engine benchmark (issue 11): the in-memory search index at 5,000 and 50,000 styles,
 * in-process, without a database or HTTP, so the engine's own cost is what is measured.
 *
 *   node --import tsx bench/search-engine-bench.mjs
 *   BENCH_SIZES=5000,50000 BENCH_ITERATIONS=300 BENCH_PROFILE=1 node --import tsx bench/search-engine-bench.mjs
 *   ENGINE_DIR=.cache/search-before node --import tsx bench/search-engine-bench.mjs   # another engine
 *   COMPARE_DIR=.cache/search-before node --import tsx bench/search-engine-bench.mjs  # both, interleaved
 *
 * COMPARE_DIR names another checkout's root (e.g. main's search module extracted with
 * `git archive main server/src/modules/search | tar -x -C .cache/search-before`): its engine
 * is timed in the same process, interleaved with this one, so "before" and "after" share the
 * machine's load.
 *
 * Each catalogue size runs in its own child process, so its figures are that process's own:
 * index build time, heap and RSS after the build, and peak RSS (the process's high-water mark).
 * Catalogues are generated deterministically (3 top categories of 8 leaves, ~3 colours and 6
 * sizes per style, names in 3 languages, descriptions of ~30 words).
 *
 * Scenarios, each answered as productSearch answers it (runQuery, then one page of 24):
 * - fresh: every answer computed (the answer cache off): a price bound unique to each request;
 * - warm: the same few requests repeated through an answer cache as the service keeps it.
 * The goal of issue 11: 50,000 styles at most 2× slower than 5,000 (10× the catalogue).
 * With BENCH_PROFILE=1 the fresh scenarios at the largest size are CPU-profiled
 * (node:inspector) and the functions with the most self time are listed.
 * Figures: Markdown on stdout and bench/results/<timestamp>-search-engine.json.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { ROOT } from "./lib/build.mjs";
import { envInt } from "./lib/options.mjs";
import { writeResult } from "./lib/report.mjs";

const SIZES = (process.env["BENCH_SIZES"] ?? "5000,50000").split(",").map(Number);
const ITERATIONS = envInt("BENCH_ITERATIONS", 300, 10, 100_000);
const WARMUP = envInt("BENCH_WARMUP", 50, 0, 10_000);
const PROFILE = process.env["BENCH_PROFILE"] === "1";
const engineDir = (root) => resolve(ROOT, root, "server/src/modules/search");
const ENGINE_DIR = engineDir(process.env["ENGINE_DIR"] ?? ".");
const COMPARE_DIR = process.env["COMPARE_DIR"] ? engineDir(process.env["COMPARE_DIR"]) : null;
const CURRENCY_COUNT = 4;
const PAGE = 24;

// ---- a deterministic catalogue -------------------------------------------------------------

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const TYPES = [
  ["jacket", "veste", "jacke"],
  ["parka", "parka", "parka"],
  ["fleece", "polaire", "fleece"],
  ["boot", "botte", "stiefel"],
  ["sock", "chaussette", "socke"],
  ["tee", "tshirt", "tshirt"],
  ["short", "short", "shorts"],
  ["pant", "pantalon", "hose"],
  ["vest", "gilet", "weste"],
  ["hoodie", "sweat", "kapuzenpulli"],
  ["shoe", "chaussure", "schuh"],
  ["pack", "sac", "rucksack"],
];
const ADJECTIVES = ["alpine", "summit", "trail", "ridge", "storm", "down", "merino", "rain"];
const COLORS = [
  ["Navy", "blue", "#1F2A44"],
  ["Chestnut", "brown", "#6B3F23"],
  ["Coal", "black", "#222222"],
  ["Rust", "red", "#A0402A"],
  ["Moss", "green", "#4F6B3A"],
  ["Sand", "beige", "#D8C7A3"],
  ["Rose", "pink", "#D98CA3"],
  ["Slate", "grey", "#6B7280"],
];
const FILLER = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}`);
const CLOTHING = ["XS", "S", "M", "L", "XL", "XXL"];
const SHOES = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "11"];

function catalogue(count) {
  const next = random(count);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const styles = [];
  const variants = [];
  for (let s = 0; s < count; s += 1) {
    const top = [1000, 2000, 3000][s % 3];
    const leaf = `${top / 10}00${Math.floor(next() * 8) + 1}`;
    const type = pick(TYPES);
    const styleId = `S${String(s).padStart(7, "0")}`;
    const name = `${pick(ADJECTIVES)} ${type[0]}`;
    const words = (n) => Array.from({ length: n }, () => pick(FILLER)).join(" ");
    const sizes = type[0] === "boot" || type[0] === "shoe" ? SHOES : CLOTHING;
    const colors = 1 + Math.floor(next() * 5);
    const base = 1500 + Math.floor(next() * 30_000);
    const low = [];
    const high = [];
    for (let c = 0; c < colors; c += 1) {
      const [colorName, family, hex] = pick(COLORS);
      const current = next() < 0.2 ? Math.round(base * 0.7) : base;
      low.push(current);
      high.push(base);
      variants.push({
        color_variant_id: `${styleId}${c}`,
        style_id: styleId,
        color_name: colorName,
        color_family: family,
        hex,
        is_default: c === 0,
        sizes,
        upcs: sizes.map((_, k) => String(100_000_000_000 + s * 100 + c * 10 + k)),
        stock_sizes: sizes.filter(() => next() < 0.7),
        current_minor: Array.from({ length: CURRENCY_COUNT }, () => current),
        original_minor: Array.from({ length: CURRENCY_COUNT }, () => base),
        color_names: { fr: colorName, de: colorName },
      });
    }
    const prices = (value) => Array.from({ length: CURRENCY_COUNT }, () => value);
    styles.push({
      style_id: styleId,
      name,
      slug: name.replace(/ /g, "-"),
      badge: null,
      category_id: leaf,
      gender: pick(["men", "women", "kids"]),
      rating_score: Math.round(next() * 50) / 10,
      reviews_count: Math.floor(next() * 200),
      created_epoch: 1_700_000_000 + Math.floor(next() * 10_000_000),
      low_current: prices(Math.min(...low)),
      high_current: prices(Math.max(...high)),
      low_original: prices(base),
      high_original: prices(base),
      category_words: `men women kids ${type[0]}s ${type[1]}s ${type[2]}n`,
      description: words(30),
      translations: {
        fr: { name: `${type[1]} ${pick(ADJECTIVES)}`, description: words(10) },
        de: { name: `${type[2]} ${pick(ADJECTIVES)}`, description: words(10) },
      },
    });
  }
  styles.sort((a, b) =>
    a.category_id === b.category_id
      ? a.style_id.localeCompare(b.style_id)
      : a.category_id.localeCompare(b.category_id),
  );
  return { styles, variants };
}

// ---- one size, in a child process ----------------------------------------------------------

const QUERY = {
  currency: 0,
  categoryIds: null,
  words: null,
  genders: [],
  colors: [],
  sizes: [],
  priceMin: null,
  priceMax: null,
  rating: null,
  onSale: false,
  inStock: false,
  storeMask: null,
};
const categoryOf = (top) =>
  Array.from({ length: 8 }, (_, i) => `${top / 10}00${i + 1}`).concat(String(top));
const SCENARIOS = {
  "category (top level)": { ...QUERY, categoryIds: categoryOf(1000) },
  "category + colour + sizes": {
    ...QUERY,
    categoryIds: categoryOf(2000),
    colors: ["brown"],
    sizes: ["M", "L"],
  },
  "q=jacket": { ...QUERY, words: ["jacket"] },
  "q=rain jacket + filters": {
    ...QUERY,
    words: ["rain", "jacket"],
    colors: ["blue", "black"],
    inStock: true,
  },
  "whole catalogue, on sale, newest": { ...QUERY, onSale: true, sort: "newest" },
  "category, page 10": { ...QUERY, categoryIds: categoryOf(3000), start: 240 },
};

/**
 * Times several runs interleaved (one request of each in turn), so a busy machine slows them
 * alike and their ratio stays fair.
 */
function timeLoops(runs) {
  for (let i = 0; i < WARMUP; i += 1) for (const run of runs) run(i);
  const times = runs.map(() => []);
  for (let i = 0; i < ITERATIONS; i += 1)
    runs.forEach((run, r) => {
      const started = performance.now();
      run(WARMUP + i);
      times[r].push(performance.now() - started);
    });
  return times.map((list) => {
    list.sort((x, y) => x - y);
    const at = (p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
    return { p50Ms: round(at(50)), p95Ms: round(at(95)) };
  });
}
const round = (value) => Number(value.toFixed(3));

async function profiled(run) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  for (let i = 0; i < ITERATIONS; i += 1) run(i);
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  const self = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").slice(-1)[0]}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
    total += node.hitCount ?? 0;
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, hits]) => `${((hits / total) * 100).toFixed(1)}% ${name}`);
}

async function engine(dir = ENGINE_DIR) {
  const load = (file) => import(pathToFileURL(join(dir, file)).href);
  const { buildMemoryIndex } = await load("search-memory.helpers.ts");
  const query = await load("search-query.helpers.ts");
  // An engine from before the split (COMPARE_DIR) has pageOf beside runQuery.
  const { pageOf } = existsSync(join(dir, "search-order.helpers.ts"))
    ? await load("search-order.helpers.ts")
    : query;
  return { buildMemoryIndex, runQuery: query.runQuery, pageOf };
}

/** One size's index in this process alone: build time and memory. */
async function memoryOf(styles) {
  const { buildMemoryIndex } = await engine();
  global.gc?.();
  const before = process.memoryUsage();
  const data = catalogue(styles);
  const started = performance.now();
  const index = buildMemoryIndex(1, data.styles, data.variants);
  const buildMs = Math.round(performance.now() - started);
  data.styles.length = 0;
  data.variants.length = 0;
  global.gc?.();
  const after = process.memoryUsage();
  const mib = (bytes) => Math.round(bytes / 1024 / 1024);
  const held = after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers;
  return {
    styles,
    rows: index.rowCount,
    buildMs,
    indexMiB: mib(held),
    bytesPerStyle: Math.round(held / styles),
    rssMiB: mib(after.rss),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/** Every size's index in one process, each scenario timed on all sizes interleaved. */
async function timings(sizes) {
  const engines = [["this", ENGINE_DIR]];
  if (COMPARE_DIR) engines.unshift(["before", COMPARE_DIR]);
  // One entry per engine and size, all timed interleaved.
  const setups = [];
  for (const [label, dir] of engines) {
    const { buildMemoryIndex, runQuery, pageOf } = await engine(dir);
    for (const styles of sizes) {
      const data = catalogue(styles);
      const index = buildMemoryIndex(1, data.styles, data.variants);
      setups.push({ label, styles, index, runQuery, pageOf });
    }
  }
  const answer = (setup, query, sort, start) => {
    const result = setup.runQuery(setup.index, query);
    setup.pageOf(setup.index, result, {
      sort,
      start,
      count: PAGE,
      currency: 0,
      text: query.words !== null,
    });
    return result.total;
  };
  const scenarios = {};
  const profiles = {};
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    const { sort = "relevance", start = 0, ...query } = scenario;
    // Fresh: a price bound unique to each request, so no two answers are the same.
    const fresh = setups.map(
      (setup) => (i) => answer(setup, { ...query, priceMax: 1_000_000 + i }, sort, start),
    );
    // Warm: four requests repeated, answered from a cache keyed like the service's.
    const warm = setups.map((setup) => {
      const cache = new Map();
      return (i) => {
        const key = JSON.stringify([i % 4, sort, start, query.words, query.categoryIds]);
        let found = cache.get(key);
        if (found === undefined) cache.set(key, (found = answer(setup, query, sort, start)));
        return found;
      };
    });
    const freshTimes = timeLoops(fresh);
    const warmTimes = timeLoops(warm);
    scenarios[name] = setups.map((setup, i) => ({
      engine: setup.label,
      styles: setup.styles,
      total: answer(setup, query, sort, start),
      fresh: freshTimes[i],
      warm: warmTimes[i],
    }));
    if (PROFILE) {
      profiles[name] = { this: await profiled(fresh.at(-1)) };
      if (COMPARE_DIR) profiles[name].before = await profiled(fresh[sizes.length - 1]);
    }
  }
  return { scenarios, profiles };
}

const childRun = (args) => {
  const ran = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", import.meta.filename, ...args],
    { cwd: ROOT, env: process.env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (ran.status !== 0) {
    console.error(ran.stderr);
    process.exit(1);
  }
  return JSON.parse(ran.stdout.trim().split("\n").at(-1));
};

if (process.argv[2] === "--memory") {
  process.stdout.write(`${JSON.stringify(await memoryOf(Number(process.argv[3])))}\n`);
  process.exit(0);
}

const memory = [];
for (const styles of SIZES) {
  const run = childRun(["--memory", String(styles)]);
  memory.push(run);
  console.log(
    `\n## ${styles} styles (${run.rows} colour rows): index built in ${run.buildMs} ms, ` +
      `index ${run.indexMiB} MiB (~${run.bytesPerStyle} B per style), process RSS ${run.rssMiB} MiB, ` +
      `peak RSS ${run.peakRssMiB} MiB`,
  );
}
const { scenarios, profiles } = await timings(SIZES);
const lines = [
  `| scenario | engine | matches ${SIZES.join(" / ")} | fresh p50 ms | fresh p95 ms | fresh ratio (p50) | warm p50 ms | warm ratio |`,
  "| --- | --- | --: | --: | --: | --: | --: | --: |",
];
const ratio = (x, y) => (x > 0 ? `${(y / x).toFixed(2)}×` : "n/a");
for (const [name, runs] of Object.entries(scenarios))
  for (const label of [...new Set(runs.map((r) => r.engine))]) {
    const bySize = runs.filter((r) => r.engine === label);
    const [a, b] = [bySize[0], bySize.at(-1)];
    const all = (pick) => bySize.map(pick).join(" / ");
    lines.push(
      `| ${name} | ${label} | ${all((r) => r.total)} | ${all((r) => r.fresh.p50Ms)} | ${all((r) => r.fresh.p95Ms)} | ${ratio(a.fresh.p50Ms, b.fresh.p50Ms)} | ${all((r) => r.warm.p50Ms)} | ${ratio(a.warm.p50Ms, b.warm.p50Ms)} |`,
    );
  }
console.log(`\n${lines.join("\n")}`);
if (PROFILE)
  for (const [name, byEngine] of Object.entries(profiles))
    for (const [label, top] of Object.entries(byEngine))
      console.log(`\n${name} (${label}, fresh, ${SIZES.at(-1)} styles):\n  ${top.join("\n  ")}`);
const file = writeResult(new Date(), "search-engine", {
  iterations: ITERATIONS,
  engine: ENGINE_DIR,
  compared: COMPARE_DIR,
  memory,
  scenarios,
  profiles,
});
console.log(`\nresults: ${file}`);

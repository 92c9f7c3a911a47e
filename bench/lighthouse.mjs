/**
 * Lighthouse 12 (mobile, simulated throttling) on Debian's Chromium against the production
 * build: home, a category, a product, search results and the bag, each run LIGHTHOUSE_RUNS
 * times (3), medians reported. Exit 1 when a goal of issue 11 is missed (decision 0047).
 *
 *   npm run build && node bench/lighthouse.mjs               # starts its own server
 *   BASE_URL=http://127.0.0.1:3306 node bench/lighthouse.mjs # measures a running one
 *   node bench/lighthouse.mjs --write                        # also writes bench/README.md
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium-flags.mjs";
import { checkBuild } from "./lib/build.mjs";
import { writeReadmeSection } from "./lib/readme-section.mjs";
import { envInt, runMain } from "./lib/options.mjs";
import { round, table, writeResult } from "./lib/report.mjs";
import { NO_SHEDDING, serverProcesses } from "./lib/server-processes.mjs";
import { ACCESS_KEY } from "./lib/shop-api.mjs";
import { templates } from "./page-weight.mjs";

/** Issue 11's goals for every template. */
export const GOALS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.02 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
    .filter((a) => a.score === 0)
    .map((a) => a.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: audit("first-contentful-paint").numericValue,
    lcpMs: audit("largest-contentful-paint").numericValue,
    tbtMs: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    siMs: audit("speed-index").numericValue,
    renderBlocking: audit("render-blocking-resources")?.details?.items?.length ?? null,
    renderBlockingMs: audit("render-blocking-resources")?.numericValue ?? null,
    lcpElement:
      audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
    failedA11y,
  };
}

function readmeSection(rows, date, runs) {
  return [
    `Measured ${date.slice(0, 10)} by \`node bench/lighthouse.mjs --write\`: Lighthouse 12, mobile`,
    `(simulated throttling), Debian's Chromium, the production build, median of ${runs} runs per`,
    `template. Goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility},`,
    `LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}.`,
    "",
    table(
      [
        "template",
        "performance",
        "accessibility",
        "FCP s",
        "LCP s",
        "TBT ms",
        "CLS",
        "render-blocking",
        "failed a11y audits",
      ],
      rows,
    ),
  ].join("\n");
}

async function main() {
  const write = process.argv.includes("--write");
  const runs = envInt("LIGHTHOUSE_RUNS", 3, 1, 9);
  let base = process.env.BASE_URL;
  const servers = serverProcesses();
  if (!base) {
    checkBuild();
    const server = await servers.start(
      {
        DATA_DIR: servers.dataDir("ridgeline-lh-"),
        ...NO_SHEDDING,
        SHED_MAX_IN_FLIGHT: "0",
        ACCESS_KEYS: ACCESS_KEY,
      },
      "lighthouse",
    );
    base = server.base;
  }
  const paths = await templates(base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: true,
  });
  const results = {};
  try {
    // Rounds interleave the templates, so a busy moment of the machine is shared among them.
    for (let run = 0; run < runs; run += 1) {
      for (const [name, path] of Object.entries(paths)) {
        const { lhr } = await lighthouse(base + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
        (results[name] ??= []).push(figures(lhr));
        console.error(`lighthouse: ${name} run ${run + 1}/${runs} done`);
      }
    }
  } finally {
    await chrome.kill();
    servers.killAll();
  }

  const now = new Date();
  const date = now.toISOString();
  const misses = [];
  const rows = [];
  const medians = {};
  for (const [name, list] of Object.entries(results)) {
    const m = Object.fromEntries(
      ["performance", "accessibility", "fcpMs", "lcpMs", "tbtMs", "cls", "renderBlocking"].map(
        (key) => [key, median(list.map((r) => r[key] ?? 0))],
      ),
    );
    const failedA11y = [...new Set(list.flatMap((r) => r.failedA11y))];
    medians[name] = { ...m, failedA11y, lcpElement: list[0]?.lcpElement ?? null };
    if (m.performance < GOALS.performance) misses.push(`${name}: performance ${m.performance}`);
    if (m.accessibility < GOALS.accessibility)
      misses.push(`${name}: accessibility ${m.accessibility} (${failedA11y.join(", ")})`);
    if (m.lcpMs > GOALS.lcpMs) misses.push(`${name}: LCP ${round(m.lcpMs / 1000, 2)} s`);
    if (m.cls > GOALS.cls) misses.push(`${name}: CLS ${round(m.cls, 3)}`);
    rows.push([
      name,
      m.performance,
      m.accessibility,
      round(m.fcpMs / 1000, 2),
      round(m.lcpMs / 1000, 2),
      Math.round(m.tbtMs),
      round(m.cls, 3),
      m.renderBlocking,
      failedA11y.join(", ") || "none",
    ]);
  }
  console.log(
    table(
      ["template", "perf", "a11y", "FCP s", "LCP s", "TBT ms", "CLS", "blocking", "a11y failures"],
      rows,
    ),
  );
  writeResult(now, "lighthouse", {
    date,
    base,
    runs,
    paths,
    goals: GOALS,
    medians,
    results,
    misses,
  });
  if (write) await writeReadmeSection("lighthouse", "Lighthouse", readmeSection(rows, date, runs));
  for (const miss of misses) console.error(`goal missed: ${miss}`);
  return misses.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) runMain(main);

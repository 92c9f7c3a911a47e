/**
 * The two reference servers of the ratio bench, unchanged from the shared baselines folder
 * (`../shared/baselines`, or BENCH_BASELINES): a bare Fastify JSON route and a bare React Router
 * page. They are copied to a scratch folder outside the repository (BENCH_REF_DIR), installed
 * there with the store's Fastify version, built once, and started for each run.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { ROOT } from "../lib/build.mjs";
import { UsageError } from "../lib/options.mjs";
import { sleep } from "../lib/server-processes.mjs";

export const BASELINES = process.env["BENCH_BASELINES"] ?? join(ROOT, "..", "shared", "baselines");
export const REF_DIR = process.env["BENCH_REF_DIR"] ?? join(os.tmpdir(), "ridgeline-ratio-refs");

/** The references' addresses, as their sources fix them. */
export const FASTIFY_URL = "http://127.0.0.1:3901/hello";
export const REACT_ROUTER_URL = "http://127.0.0.1:3902/p/summit-jacket";

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stderr}`);
}

/** A scratch npm project of ES modules in `dir`, with `packages` installed. */
function npmProject(dir, packages) {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, "package.json"))) run("npm", ["init", "-y"], dir);
  run("npm", ["pkg", "set", "type=module"], dir);
  run("npm", ["install", "--no-audit", "--no-fund", "--legacy-peer-deps", ...packages], dir);
}

/** The version of `name` the store itself has installed. */
function storeVersion(name) {
  return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
}

/** Copies, installs and builds the references unless REF_DIR already holds them. */
export function prepareReferences(log) {
  if (!existsSync(join(BASELINES, "fastify-route.mjs")))
    throw new UsageError(`no reference servers in ${BASELINES} (set BENCH_BASELINES)`);
  const fastifyDir = join(REF_DIR, "fastify");
  if (!existsSync(join(fastifyDir, "node_modules", "fastify"))) {
    log(`bench: installing the Fastify reference in ${fastifyDir}`);
    mkdirSync(fastifyDir, { recursive: true });
    cpSync(join(BASELINES, "fastify-route.mjs"), join(fastifyDir, "fastify-route.mjs"));
    const version = JSON.parse(
      readFileSync(join(ROOT, "node_modules", "fastify", "package.json"), "utf8"),
    ).version;
    npmProject(fastifyDir, [`fastify@${version}`]);
  }
  const pageDir = join(REF_DIR, "react-router-page");
  if (!existsSync(join(pageDir, "build", "server", "index.js"))) {
    log(`bench: installing and building the React Router reference in ${pageDir}`);
    cpSync(join(BASELINES, "react-router-page"), pageDir, { recursive: true });
    // Every React Router package at the store's own version: "@7" of each can resolve to
    // different patch releases whose exact peer ranges refuse each other (ERESOLVE), and the
    // build's own `npm install` of its default entry's packages then fails. isbot is that entry's.
    const rr = storeVersion("react-router");
    npmProject(pageDir, [
      `react@${storeVersion("react")}`,
      `react-dom@${storeVersion("react-dom")}`,
      `react-router@${rr}`,
      `@react-router/dev@${rr}`,
      `@react-router/node@${rr}`,
      `@react-router/serve@${rr}`,
      `isbot@${storeVersion("isbot")}`,
      "vite@7",
    ]);
    run("npx", ["react-router", "build"], pageDir);
  }
  return { fastifyDir, pageDir };
}

async function waitFor(url, child, label) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  throw new Error(`${label} did not answer ${url} within 30 s (is its port taken?)`);
}

/** Starts both references; answers them with `stop()`. */
export async function startReferences(dirs) {
  const children = [];
  const start = (args, cwd, env) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: "ignore",
    });
    children.push(child);
    return child;
  };
  const fastify = start(["fastify-route.mjs"], dirs.fastifyDir, {});
  const page = start(
    ["node_modules/@react-router/serve/bin.js", "build/server/index.js"],
    dirs.pageDir,
    { PORT: "3902", HOST: "127.0.0.1", NODE_ENV: "production" },
  );
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
  try {
    await waitFor(FASTIFY_URL, fastify, "the Fastify reference");
    await waitFor(REACT_ROUTER_URL, page, "the React Router reference");
  } catch (error) {
    stop();
    throw error;
  }
  return { stop, pids: { fastify: fastify.pid, page: page.pid } };
}

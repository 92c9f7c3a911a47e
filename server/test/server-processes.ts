import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, vi } from "vitest";
import { TEST_ACCESS_KEY } from "./test-app";

// Real server processes of the shop for tests that start, stop and kill them.

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** What the server's bundle is made of (server/build.mjs): its sources and its migrations. */
const BUILT_FROM = ["server/src", "contract/src", "seed"];

/**
 * Whether `server/dist` holds the sources as they are: built after the last change to any file
 * it is made from (tests are not in it; a folder counts, since removing a file changes only its
 * folder). Then the servers start from the bundle, which loads in a fraction of the CPU `tsx`
 * takes to compile the sources at each start (the SIGKILL test starts dozens: 130 s → 19 s);
 * else, on a developer's machine between builds, from the sources.
 */
export function builtServerIsFresh(root = ROOT): boolean {
  let built: number;
  try {
    built = statSync(join(root, "server/dist/serve.js")).mtimeMs;
  } catch {
    return false;
  }
  for (const folder of BUILT_FROM) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" });
    for (const file of files) {
      if (file.includes("node_modules") || /\.test\.tsx?$/.test(file)) continue;
      if (statSync(join(root, folder, file)).mtimeMs > built) return false;
    }
  }
  return true;
}

/** The built server when it is up to date (as CI's test step has it), else the sources. */
const ENTRY = builtServerIsFresh()
  ? ["server/dist/main.js"]
  : ["--import", "tsx", "server/src/main.ts"];

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Every process a test started and has not seen exit: `afterAll` kills what is left. */
export const running = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** `node` on the server's entry with only the settings given (and PATH, to find tsx's needs). */
export function spawnServer(env: Record<string, string>): Omit<ServerProcess, "base"> {
  const child = spawn(process.execPath, ENTRY, {
    cwd: ROOT,
    env: { PATH: process.env["PATH"] ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk.toString("utf8"));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

/** A server of the shop on its own port of 127.0.0.1 (or `port`), once its readiness answers 200. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const server = spawnServer({ HOST: "127.0.0.1", PORT: String(chosen), ...env });
  const base = `http://127.0.0.1:${chosen}`;
  await vi.waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`exited:\n${server.output()}`);
      const response = await fetch(`${base}/readyz`);
      expect(response.status).toBe(200);
    },
    { timeout: 50_000, interval: 200 },
  );
  return { ...server, base };
}

/** SIGTERM, and the exit code once it is gone. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = (await exited) as [number | null];
  return code;
}

/** An API call over a connection of its own (a cluster hands each connection to a server). */
export function call(
  base: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: () => unknown }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method: options.method ?? "GET",
        agent: false,
        headers: {
          "x-api-key": TEST_ACCESS_KEY,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => done({ status: res.statusCode ?? 0, json: () => JSON.parse(text) }));
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

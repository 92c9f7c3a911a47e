import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, vi } from "vitest";
import { TEST_ACCESS_KEY } from "./test-app";

// Real server processes of the shop for tests that start, stop and kill them.

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The servers run from the sources, as `npm run dev` does; no build is needed. */
const ENTRY = ["--import", "tsx", "server/src/main.ts"];

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

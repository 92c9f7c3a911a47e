// databases: pglite, postgres — behaviour that differs by database (db.kind, waiting queries, the adapter)
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, inject } from "vitest";
import { freePort, ROOT, running, spawnServer } from "../../../test/server-processes";
import { openTestDatabase, TEST_ACCESS_KEY } from "../../../test/test-app";
import { openPglite } from "../database/pglite.adapter";

/**
 * Issue 26 point 16: right after a start, /readyz said 200 while the search index was still
 * being built on the event loop, and every page answered 503 for seconds. A real server
 * process, with the default load shedding: once /readyz answers 200, its first requests are
 * served, the search's included, and the warm-up was done before it listened (decision 0080).
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  for (const cleanup of cleanups) await cleanup();
});

/** The settings that point a server process at a fresh copy of the seeded test database. */
async function databaseSettings(): Promise<Record<string, string>> {
  const database = await openTestDatabase();
  if (database.url) {
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  // PGlite: the same template, written to a directory a server process can open.
  await database.drop();
  const dir = await mkdtemp(join(tmpdir(), "ridgeline-start-"));
  const template = inject("pgliteTemplate");
  if (!template) throw new Error("no PGlite template");
  const db = await openPglite({ dataDir: dir, loadDataDir: new Blob([await readFile(template)]) });
  await db.close();
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

describe("a server's start", () => {
  it("listens only once warm, and serves its first requests, search included, once ready", async () => {
    const port = await freePort();
    const server = spawnServer({
      ...(await databaseSettings()),
      HOST: "127.0.0.1",
      PORT: String(port),
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      ACCESS_KEYS: TEST_ACCESS_KEY,
      SEED_ON_START: "false",
      WEB_BUILD_DIR: join(ROOT, "no-web-build"),
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 100_000;
    let ready = false;
    while (!ready) {
      if (server.child.exitCode !== null) throw new Error(`exited:\n${server.output()}`);
      if (Date.now() > deadline) throw new Error(`never ready:\n${server.output()}`);
      ready = await fetch(`${base}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (!ready) await new Promise((done) => setTimeout(done, 20));
    }
    const headers = { "x-api-key": TEST_ACCESS_KEY };
    const first = await Promise.all(
      [
        "/products/v2/search/productSearch?locale=en-us&q=jacket",
        "/products/v2/search/productSearch?locale=de-de&q=schuh",
        "/products/v2/catalog?locale=en-us",
        "/products/v2/catalog?locale=fr-fr",
      ].map((url) => fetch(`${base}${url}`, { headers })),
    );
    expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const output = server.output();
    expect(output).toContain("warmed up");
    expect(output.indexOf("warmed up")).toBeLessThan(output.indexOf("Server listening"));
  }, 120_000);
});

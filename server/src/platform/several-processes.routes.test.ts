// databases: postgres — real server processes share one PostgreSQL database
import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProductInventory, ProductSearchResult } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  call,
  ROOT,
  running,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from "../../test/server-processes";
import { openTestDatabase, TEST_ACCESS_KEY } from "../../test/test-app";
import { createServices } from "../app";
import { solveChallenge } from "./bot/bot-check";
import { loadConfig } from "./config";
import type { Db } from "./database/db.types";
import { openPostgres } from "./database/postgres.adapter";

const SYNC_INTERVAL_MS = 1000;
const BOT_SECRET = "several-processes-bot-secret-0123456789";
/** Only the PostgreSQL run can test several processes: PGlite is one process's database. */
const POSTGRES = Boolean(process.env["TEST_DATABASE_URL"]);

/** A sign-up bot challenge from `base`, solved as a browser would. */
async function solvedChallenge(base: string): Promise<string> {
  const response = await call(base, "/consumers-v3/auth/challenge?action=register");
  expect(response.status).toBe(200);
  const { challenge, difficulty } = response.json() as { challenge: string; difficulty: number };
  expect(difficulty).toBeLessThanOrEqual(8);
  return solveChallenge(challenge, difficulty);
}

const errorIdOf = (response: { json: () => unknown }) =>
  (response.json() as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId;

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
});

describe("WEB_CONCURRENCY on the embedded database", () => {
  it("refuses to start with a message that names PostgreSQL", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "ridgeline-cluster-"));
    try {
      const server = spawnServer({ WEB_CONCURRENCY: "2", DATA_DIR: dataDir, NODE_ENV: "test" });
      const [code] = (await once(server.child, "exit")) as [number | null];
      expect(code).toBe(1);
      expect(server.output()).toContain(
        "WEB_CONCURRENCY: more than one server process needs PostgreSQL (set DATABASE_URL)",
      );
      // It stopped before opening anything: the data directory is as it was.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!POSTGRES)(
  "two server processes on one PostgreSQL database (skipped without TEST_DATABASE_URL: the PGlite run has no server to share)",
  // Real server processes start, die and restart here, beside other test files on two cores:
  // each test's own waits say how long a step may take, and the test as a whole gets their sum.
  { timeout: 150_000 },
  () => {
    let db: Db;
    let url: string;
    let drop: () => Promise<void>;
    let a: ServerProcess;
    let b: ServerProcess;
    const settings = () => ({
      NODE_ENV: "test",
      DATABASE_URL: url,
      SEED_ON_START: "false",
      ACCESS_KEYS: TEST_ACCESS_KEY,
      BOT_SECRET,
      BOT_DIFFICULTY_BITS: "4",
      PASSWORD_HASH_LOG_N: "10",
      SIGNIN_ATTEMPTS_PER_ADDRESS: "3",
      SEARCH_SYNC_INTERVAL_MS: String(SYNC_INTERVAL_MS),
      // API only: pages are not what is shared here.
      WEB_BUILD_DIR: join(ROOT, "no-web-build"),
      // No line in front of these requests (load shedding has its own tests).
      SHED_MAX_IN_FLIGHT: "0",
    });
    beforeAll(async () => {
      const database = await openTestDatabase();
      if (!database.url) throw new Error("the PostgreSQL run gave no database URL");
      ({ db, drop } = database);
      url = database.url;
      [a, b] = await Promise.all([startServer(settings()), startServer(settings())]);
    });
    afterAll(async () => {
      await Promise.all([a, b].map((server) => server && stopServer(server.child)));
      await drop?.();
    });

    it("share the per-address sign-in limit: the fourth attempt is refused, on either", async () => {
      const attempt = (server: ServerProcess, n: number) =>
        call(server.base, "/consumers-v3/auth/signin", {
          method: "POST",
          body: {
            username: `nobody.${n}@example.com`,
            password: "Wrong-password1",
            codeChallenge: "x".repeat(43),
            recaptcha_response: "unsolved",
          },
        });
      // Three attempts split over both processes are within the limit (the bot check fails).
      for (const [n, server] of [a, b, a].entries()) {
        const response = await attempt(server, n);
        expect(response.status).toBe(403);
        expect(errorIdOf(response)).toBe("AUT403");
      }
      const fourth = await attempt(b, 4);
      expect(fourth.status).toBe(423);
      expect(errorIdOf(fourth)).toBe("AUT441");
      expect(errorIdOf(await attempt(a, 5))).toBe("AUT441");
    });

    it("accept a bot-check answer once: solved for one, spent on the other", async () => {
      const answer = await solvedChallenge(a.base);
      const signUp = (server: ServerProcess, email: string) =>
        call(server.base, "/consumers-v3/auth/signup?locale=en-us", {
          method: "POST",
          body: {
            firstName: "Ada",
            lastName: "Lovelace",
            email,
            password: "Trailhead42",
            isTermsConfirmed: true,
            recaptcha_response: answer,
          },
        });
      const first = await signUp(b, "ada.first@example.com");
      expect(first.status).toBe(201);
      const again = await signUp(a, "ada.again@example.com");
      expect(again.status).toBe(403);
      expect(errorIdOf(again)).toBe("AUT403");
      expect(
        (again.json() as { errorDetails: { message: string }[] }).errorDetails[0]?.message,
      ).toContain("already used");
    });

    it("see a stock change made elsewhere: stock at once, search within the sync interval", async () => {
      const [style] = await db.query<{ style_id: string }>(
        `select s.style_id from styles s where s.category_id = '110001'
            and exists (select 1 from skus k join inventory i on i.upc = k.upc
                         where k.style_id = s.style_id and i.location_id = 'online'
                           and i.quantity > 0)
          order by s.style_id limit 1`,
      );
      if (!style) throw new Error("the seed has no stocked jacket");
      const styleId = style.style_id;
      const onlineStock = async (server: ServerProcess) =>
        (
          (
            await call(server.base, `/products/v2/products/${styleId}/inventory`)
          ).json() as ProductInventory
        ).inventory.reduce((sum, line) => sum + line.quantity, 0);
      const inStockResults = async (server: ServerProcess) =>
        (
          (
            await call(
              server.base,
              "/products/v2/search/productSearch?categoryId=110001&inStock=true&count=100",
            )
          ).json() as ProductSearchResult
        ).products.map((tile) => tile.productId);
      for (const server of [a, b]) {
        expect(await onlineStock(server)).toBeGreaterThan(0);
        expect(await inStockResults(server)).toContain(styleId);
      }

      // A third process of the shop sells the style out, as `npm run restock` would.
      const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url });
      const { inventory } = createServices(config, db);
      const upcs = await db.query<{ upc: string }>(
        "select upc from skus where style_id = $1 order by upc",
        [styleId],
      );
      for (const { upc } of upcs) await inventory.setOnlineStock(upc, 0);
      const soldOutAt = Date.now();
      for (const server of [a, b]) expect(await onlineStock(server)).toBe(0);
      // Each process asks for changes at most every SYNC_INTERVAL_MS; a busy test machine
      // gets some slack on top.
      const withinSync = { timeout: SYNC_INTERVAL_MS * 3 + 2000, interval: 100 };
      await vi.waitFor(async () => {
        expect(await inStockResults(a)).not.toContain(styleId);
        expect(await inStockResults(b)).not.toContain(styleId);
      }, withinSync);
      expect(Date.now() - soldOutAt).toBeLessThan(withinSync.timeout);

      await inventory.restock(upcs[0]?.upc as string, 3);
      for (const server of [a, b]) expect(await onlineStock(server)).toBe(3);
      await vi.waitFor(async () => {
        expect(await inStockResults(a)).toContain(styleId);
        expect(await inStockResults(b)).toContain(styleId);
      }, withinSync);
    });

    it("purge one at a time: a second process skips the round while one purges", async () => {
      const other = await openPostgres({ url, poolMax: 2 });
      try {
        let finish: () => void = () => undefined;
        const purging = db.runAlone?.(
          "housekeeping",
          () => new Promise<string>((done) => (finish = () => done("first"))),
        );
        await vi.waitFor(async () => {
          const [row] = await db.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted",
          );
          expect(row?.n).toBeGreaterThan(0);
        });
        expect(await other.runAlone?.("housekeeping", async () => "second")).toBeNull();
        finish();
        expect(await purging).toBe("first");
        expect(await other.runAlone?.("housekeeping", async () => "second")).toBe("second");
      } finally {
        await other.close();
      }
    });

    it("run as WEB_CONCURRENCY workers that share a secret, restart one that dies and drain on SIGTERM", async () => {
      const settingsWithoutSecret: Record<string, string> = { ...settings(), WEB_CONCURRENCY: "2" };
      delete settingsWithoutSecret["BOT_SECRET"];
      // The primary's own lines say when each server listens.
      const primary = await startServer({ ...settingsWithoutSecret, LOG_LEVEL: "info" });
      const workers = async () => childrenOf(primary.child.pid as number);
      const listening = () => primary.output().split('"msg":"server process listening"').length - 1;
      await vi.waitFor(() => expect(listening()).toBe(2), { timeout: 50_000, interval: 200 });
      expect(await workers()).toHaveLength(2);

      // Connections go to the workers in turn: a challenge signed by one is checked by another.
      for (let i = 0; i < 4; i += 1) {
        const answer = await solvedChallenge(primary.base);
        const response = await call(primary.base, "/consumers-v3/auth/signup?locale=en-us", {
          method: "POST",
          body: {
            firstName: "Grace",
            lastName: "Hopper",
            email: `grace.${i}@example.com`,
            password: "Trailhead42",
            isTermsConfirmed: true,
            recaptcha_response: answer,
          },
        });
        expect(response.status).toBe(201);
      }

      const [dying, staying] = await workers();
      process.kill(dying as number, "SIGKILL");
      await vi.waitFor(
        async () => {
          const now = await workers();
          expect(now).toHaveLength(2);
          expect(now).toContain(staying);
          expect(now).not.toContain(dying);
        },
        { timeout: 40_000, interval: 200 },
      );
      await vi.waitFor(() => expect(listening()).toBe(3), { timeout: 50_000, interval: 200 });
      expect((await fetch(`${primary.base}/readyz`)).status).toBe(200);

      const last = await workers();
      expect(await stopServer(primary.child), primary.output()).toBe(0);
      for (const pid of last) expect(alive(pid)).toBe(false);
    });
  },
);

/** The live child processes of `pid`, from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // Fields after the command's closing parenthesis: state, then the parent's pid.
    const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(parent) === pid && state !== "Z") children.push(Number(entry));
  }
  return children.sort((x, y) => x - y);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

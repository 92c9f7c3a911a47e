// databases: postgres — server processes share one PostgreSQL database and hear its NOTIFY
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Services } from "../../app";
import {
  NO_SHEDDING,
  openTestDatabase,
  TEST_ACCESS_KEY,
  webBuildForTests,
} from "../../../test/test-app";
import { loadConfig } from "../config";
import type { Db } from "../database/db.types";
import { openPostgres } from "../database/postgres.adapter";

/**
 * Two processes of one shop (decision 0088): a change made through one purges the pages the
 * other keeps, through PostgreSQL's NOTIFY, so the next view there shows it within a second.
 */
const POSTGRES = Boolean(process.env["TEST_DATABASE_URL"]);

describe.skipIf(!POSTGRES)(
  "a page kept by two processes (skipped without TEST_DATABASE_URL: PGlite serves one process)",
  () => {
    let drop: () => Promise<void>;
    let otherDb: Db;
    const apps: { app: FastifyInstance; services: Services }[] = [];
    let url = "";
    let upc = "";

    beforeAll(async () => {
      const database = await openTestDatabase();
      if (!database.url) throw new Error("the PostgreSQL run gave no database URL");
      drop = database.drop;
      otherDb = await openPostgres({ url: database.url, poolMax: 4 });
      const config = loadConfig({
        NODE_ENV: "test",
        ACCESS_KEYS: TEST_ACCESS_KEY,
        PAGE_CACHE_ENTRIES: "100",
        ...NO_SHEDDING,
      });
      const web = await webBuildForTests();
      for (const db of [database.db, otherDb]) {
        let services: Services | undefined;
        const app = await buildApp({ config, db, web, onServices: (built) => (services = built) });
        await app.ready();
        if (!services) throw new Error("no services");
        apps.push({ app, services });
      }
      const [row] = await database.db.query<{ upc: string; style_id: string }>(
        `select k.upc, k.style_id from skus k
           join inventory i on i.upc = k.upc and i.location_id = 'online'
          where i.quantity > 0 order by k.style_id desc, k.upc limit 1`,
      );
      if (!row) throw new Error("no SKU in stock");
      upc = row.upc;
      const details = await apps[0]?.app.inject({
        method: "GET",
        url: `/products/v2/products/${row.style_id}/details?locale=en-us`,
        headers: { "x-api-key": TEST_ACCESS_KEY },
      });
      url = (details?.json() as { url: string }).url;
    }, 120_000);
    afterAll(async () => {
      for (const { app } of apps) await app.close();
      await otherDb?.close();
      await drop?.();
    });

    it("shows a stock change made through one process on the other's next view within a second", async () => {
      const [a, b] = apps;
      if (!a || !b) throw new Error("two processes");
      const view = (app: FastifyInstance) => app.inject({ method: "GET", url });
      await view(b.app);
      const kept = await view(b.app);
      expect(kept.headers["x-page-cache"]).toBe("hit");

      const [row] = await otherDb.query<{ quantity: number }>(
        "select quantity from inventory where upc = $1 and location_id = 'online'",
        [upc],
      );
      const started = Date.now();
      await a.services.inventory.restock(upc, -(row?.quantity ?? 0));
      await a.services.events.idle();
      let seen: Awaited<ReturnType<typeof view>> | null = null;
      while (Date.now() - started < 1000) {
        const next = await view(b.app);
        if (next.headers["x-page-cache"] === "miss") {
          seen = next;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen, "the other process still served its kept page after a second").not.toBeNull();
      expect(seen?.body).not.toBe(kept.body);
    });
  },
);

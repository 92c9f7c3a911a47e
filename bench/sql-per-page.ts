/**
 * SQL statements one product page runs: `node --import tsx bench/sql-per-page.ts [path]` with
 * the settings of a server (DATA_DIR or DATABASE_URL, ACCESS_KEYS, PUBLIC_URL) after
 * `npm run build`. Renders the page through the whole app (web build included) on a database
 * handle that counts what reaches it: a first view, a second at once, and a third after the
 * caches' one-second check. Prints each view's count and statements.
 */
import { seedOnFirstStart } from "../seed/seed-loader";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/platform/config";
import type { Db, Queryable } from "../server/src/platform/database/db.types";
import { openDatabase } from "../server/src/platform/database/open-database";
import { prepareDatabase } from "../server/src/platform/database/prepare-database";
import { loadWebBuild } from "../server/src/platform/web-build";

const path = process.argv[2] ?? "/en-us/p/mens-ridgeback-flannel-shirt-FS3GCYIX";
const config = loadConfig(process.env);
const db = await openDatabase(config.database);
await prepareDatabase(db, { seed: seedOnFirstStart });

let seen: string[] = [];
const counting = (target: Queryable): Queryable => ({
  query<Row>(sql: string, params?: readonly unknown[]) {
    seen.push(sql.replace(/\s+/g, " ").slice(0, 90));
    return target.query<Row>(sql, params);
  },
});
const counted: Db = Object.assign(Object.create(db) as Db, {
  ...counting(db),
  transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction((tx) => work(counting(tx))),
});

const web = await loadWebBuild(config.webBuildDir);
if (!web) throw new Error(`no web build in ${config.webBuildDir}: run npm run build`);
const app = await buildApp({ config, db: counted, web, logger: false });
await app.ready();

async function view(label: string): Promise<void> {
  seen = [];
  const response = await app.inject({ method: "GET", url: path });
  console.log(`${label}: status ${response.statusCode}, ${seen.length} statements`);
  for (const sql of seen) console.log(`  ${sql}`);
}

await view("first view");
await view("second view, at once");
await new Promise((resolve) => setTimeout(resolve, 1_100));
await view("third view, after a second");
await app.close();
await db.close();

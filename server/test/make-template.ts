/**
 * Makes a run's migrated, seeded test database template, in a process of its own (started by
 * `global-setup.ts`): `node --import tsx server/test/make-template.ts pglite FILE` writes a PGlite
 * data directory dump to FILE; `… postgres NAME` (with TEST_DATABASE_URL) creates the database
 * NAME on that server. It exits 0 when the template is whole, else non-zero with the reason on
 * stderr.
 */
import { writeFile } from "node:fs/promises";
import { loadSeed } from "../../seed/seed-loader";
import { migrate } from "../src/platform/database/migrate";
import { openPglite } from "../src/platform/database/pglite.adapter";
import { openPostgres } from "../src/platform/database/postgres.adapter";

async function makePostgresTemplate(url: string, name: string): Promise<void> {
  const admin = await openPostgres({ url, poolMax: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres({ url: target.toString(), poolMax: 2 });
  await migrate(db);
  await db.transaction((tx) => loadSeed(tx));
  await db.close();
}

async function makePgliteTemplate(file: string): Promise<void> {
  const db = await openPglite({});
  await migrate(db);
  await db.transaction((tx) => loadSeed(tx));
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
}

const [kind, target] = process.argv.slice(2);
const url = process.env["TEST_DATABASE_URL"];
if (kind === "postgres" && url && target) await makePostgresTemplate(url, target);
else if (kind === "pglite" && target) await makePgliteTemplate(target);
else
  throw new Error("usage: make-template.ts pglite FILE | postgres NAME (with TEST_DATABASE_URL)");

import { randomBytes } from "node:crypto";
import { writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadSeed } from "../../seed/seed-loader";
import { migrate } from "../src/platform/database/migrate";
import { openPglite } from "../src/platform/database/pglite.adapter";
import { openPostgres } from "../src/platform/database/postgres.adapter";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory dump, for PGlite runs. */
    pgliteTemplate: string | null;
    /** A migrated, seeded database on the server of TEST_DATABASE_URL, for PostgreSQL runs. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrating and seeding once per run, then copying the result per test file, keeps every file
 * on a fresh database without paying for the seed each time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env["TEST_DATABASE_URL"];
  if (url) {
    const template = `ridgeline_template_${randomBytes(4).toString("hex")}`;
    const admin = await openPostgres({ url, poolMax: 1 });
    await admin.exec(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const db = await openPostgres({ url: target.toString(), poolMax: 2 });
    await migrate(db);
    await db.transaction((tx) => loadSeed(tx));
    await db.close();
    project.provide("pgliteTemplate", null);
    project.provide("postgresTemplate", template);
    return async () => {
      await admin.exec(`drop database if exists ${template} with (force)`);
      await admin.close();
    };
  }
  const db = await openPglite({});
  await migrate(db);
  await db.transaction((tx) => loadSeed(tx));
  const file = join(
    tmpdir(),
    `ridgeline-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`,
  );
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", null);
  return async () => {
    await rm(file, { force: true });
  };
}

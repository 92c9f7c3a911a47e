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

/** The run's template and how to remove it. */
interface Template {
  pgliteTemplate: string | null;
  postgresTemplate: string | null;
  remove: () => Promise<void>;
}

/**
 * Migrating and seeding once per run, then copying the result per test file, keeps every file
 * on a fresh database without paying for the seed each time. The two API projects (`api` and
 * `api-shared`, decision 0084) each run this setup in the one main process: the first makes the
 * template, both use it, and the last to finish removes it.
 */
const KEY = Symbol.for("ridgeline.testTemplate");
const holder = globalThis as { [KEY]?: { template: Promise<Template>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { template: makeTemplate(), users: 0 });
  shared.users += 1;
  const template = await shared.template;
  project.provide("pgliteTemplate", template.pgliteTemplate);
  project.provide("postgresTemplate", template.postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder[KEY] = undefined;
    await template.remove();
  };
}

async function makeTemplate(): Promise<Template> {
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
    return {
      pgliteTemplate: null,
      postgresTemplate: template,
      async remove() {
        // Every copy made from it: the shared apps keep theirs to the end of the run.
        const copies = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like $1",
          [`${template}\\_%`],
        );
        for (const { datname } of copies)
          await admin.exec(`drop database if exists ${datname} with (force)`);
        await admin.exec(`drop database if exists ${template} with (force)`);
        await admin.close();
      },
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
  return {
    pgliteTemplate: file,
    postgresTemplate: null,
    remove: () => rm(file, { force: true }),
  };
}

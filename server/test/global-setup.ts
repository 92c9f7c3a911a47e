import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../src/platform/database/postgres.adapter";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where a migrated, seeded PGlite data directory dump will be, for PGlite runs. */
    pgliteTemplate: string | null;
    /** A migrated, seeded database on the server of TEST_DATABASE_URL, for PostgreSQL runs. */
    postgresTemplate: string | null;
    /** A file that appears when the template is whole: `ok`, or why it could not be made. */
    templateReady: string;
  }
}

/** The run's template, the file that says when it is ready, and how to remove it. */
interface Template {
  pgliteTemplate: string | null;
  postgresTemplate: string | null;
  ready: string;
  /** Settles when the maker has ended, whichever way. */
  made: Promise<void>;
  remove: () => Promise<void>;
}

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/**
 * Runs `make-template.ts` in a process of its own and writes `ready` when it ends: `ok`, or its
 * exit and error output. The marker is written whole (a rename), so a reader never sees half.
 */
function startMaker(args: string[], ready: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(root, "server/test/make-template.ts"), ...args],
      { cwd: root, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const settle = async (text: string) => {
      await writeFile(`${ready}.part`, text);
      await rename(`${ready}.part`, ready);
      resolve();
    };
    child.on("error", (error) => void settle(`could not start the maker: ${error.message}`));
    child.on(
      "close",
      (code, signal) =>
        void settle(code === 0 ? "ok" : `make-template ended (${signal ?? code}):\n${errors}`),
    );
  });
}

/**
 * Migrating and seeding once per run, then copying the result per test file, keeps every file
 * on a fresh database without paying for the seed each time. The two API projects (`api` and
 * `api-shared`, decision 0084) each run this setup in the one main process: the first starts
 * the template, both use it, and the last to finish removes it.
 *
 * Vitest starts no test file before every project's global setup has returned, the unit tests'
 * too, so the template is made in a process of its own while the files load their modules (and
 * the unit tests run): nine seconds of one core at the start of each run were otherwise idle on
 * the other. A file waits for it only when it opens a database (`openTestDatabase`).
 */
const KEY = Symbol.for("ridgeline.testTemplate");
const holder = globalThis as { [KEY]?: { template: Template; users: number } };

export default function setup(project: TestProject): () => Promise<void> {
  const shared = (holder[KEY] ??= { template: startTemplate(), users: 0 });
  shared.users += 1;
  const { template } = shared;
  project.provide("pgliteTemplate", template.pgliteTemplate);
  project.provide("postgresTemplate", template.postgresTemplate);
  project.provide("templateReady", template.ready);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder[KEY] = undefined;
    await template.made;
    await template.remove();
  };
}

function startTemplate(): Template {
  const tag = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const ready = join(tmpdir(), `ridgeline-template-${tag}.ready`);
  const url = process.env["TEST_DATABASE_URL"];
  if (url) {
    const template = `ridgeline_template_${randomBytes(4).toString("hex")}`;
    return {
      pgliteTemplate: null,
      postgresTemplate: template,
      ready,
      made: startMaker(["postgres", template], ready),
      async remove() {
        await rm(ready, { force: true });
        const admin = await openPostgres({ url, poolMax: 1 });
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
  const file = join(tmpdir(), `ridgeline-template-${tag}.tar`);
  return {
    pgliteTemplate: file,
    postgresTemplate: null,
    ready,
    made: startMaker(["pglite", file], ready),
    remove: async () => {
      await rm(ready, { force: true });
      await rm(file, { force: true });
    },
  };
}

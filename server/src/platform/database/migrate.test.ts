import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectMigrations, findMigrationsRoot, migrate, splitStatements } from "./migrate";
import type { PgliteDb } from "./pglite.adapter";
import { openEmptyPglite } from "../../../test/empty-pglite";

describe("splitStatements", () => {
  it("splits a script on semicolons that end a line", () => {
    const sql =
      "create table a (id int);\ncreate index a_idx on a (id);  \n\ninsert into a values (1);";
    expect(splitStatements(sql)).toEqual([
      "create table a (id int)",
      "create index a_idx on a (id)",
      "insert into a values (1)",
    ]);
  });

  it("keeps a statement that spans lines in one piece", () => {
    const sql = "create table a (\n  id int,\n  name text\n);\nselect 1;";
    expect(splitStatements(sql)).toEqual([
      "create table a (\n  id int,\n  name text\n)",
      "select 1",
    ]);
  });

  it("drops comments, whole-line and trailing, and the empty pieces they leave", () => {
    const sql = "-- header\n-- more\ncreate table a (id int); -- why a\n-- done\n";
    expect(splitStatements(sql)).toEqual(["create table a (id int)"]);
  });

  it("does not split on a semicolon inside a line", () => {
    expect(splitStatements("select ';' as x;")).toEqual(["select ';' as x"]);
  });

  it("keeps a last statement that has no semicolon", () => {
    expect(splitStatements("select 1;\nselect 2")).toEqual(["select 1", "select 2"]);
  });

  it("gives nothing for an empty or comment-only script", () => {
    expect(splitStatements("")).toEqual([]);
    expect(splitStatements("-- nothing yet\n\n")).toEqual([]);
  });
});

describe("findMigrationsRoot", () => {
  it("finds the areas' migrations folders from the sources", async () => {
    const root = findMigrationsRoot();
    expect(basename(root)).toBe("src");
    expect((await collectMigrations(root)).some((m) => m.version.endsWith(".sql"))).toBe(true);
  });

  it("finds the copies beside the bundle when it runs from server/dist", () => {
    const server = dirname(findMigrationsRoot());
    expect(findMigrationsRoot(join(server, "dist"))).toBe(join(server, "dist", "migrations"));
    expect(findMigrationsRoot(join(server, "dist", "cli"))).toBe(
      join(server, "dist", "migrations"),
    );
  });
});

describe("migrate", () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openEmptyPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("applies every migration once, and nothing on a second run", async () => {
    const files = (await collectMigrations(findMigrationsRoot())).map((m) => m.version);
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      "select version from schema_migrations order by version",
    );
    expect(recorded.map((row) => row.version)).toEqual(files);
  });

  it("leaves a schema the store's tables can be used in", async () => {
    await db.query(
      "insert into sites (site_id, locale, country, language, currency, name) values ('T', 'xx-yy', 'XX', 'xx', 'USD', 'Test')",
    );
    const rows = await db.query<{ locale: string; is_default: boolean }>(
      "select locale, is_default from sites",
    );
    expect(rows).toEqual([{ locale: "xx-yy", is_default: false }]);
  });
});

describe("migrate with a failing migration", () => {
  let db: PgliteDb;
  let root: string;
  let dir: string;
  beforeAll(async () => {
    db = await openEmptyPglite();
    root = await mkdtemp(join(tmpdir(), "ridgeline-migrate-"));
    dir = join(root, "migrations");
    await mkdir(dir);
    await writeFile(join(dir, "0001_first.sql"), "create table first_table (id int);\n");
    await writeFile(
      join(dir, "0002_second.sql"),
      "create table second_table (id int);\ninsert into missing_table values (1);\n",
    );
    await writeFile(join(dir, "notes.txt"), "not a migration");
  });
  afterAll(async () => {
    await db?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const tables = async () =>
    (
      await db.query<{ tablename: string }>(
        "select tablename from pg_tables where tablename in ('first_table', 'second_table') order by tablename",
      )
    ).map((row) => row.tablename);

  it("keeps the migrations before it and rolls the failing one back whole", async () => {
    await expect(migrate(db, root)).rejects.toThrow(/missing_table/);
    expect(await tables()).toEqual(["first_table"]);
    const recorded = await db.query<{ version: string }>("select version from schema_migrations");
    expect(recorded.map((row) => row.version)).toEqual(["0001_first.sql"]);
  });

  it("applies only the repaired migration on the next run", async () => {
    await writeFile(join(dir, "0002_second.sql"), "create table second_table (id int);\n");
    expect(await migrate(db, root)).toEqual(["0002_second.sql"]);
    expect(await tables()).toEqual(["first_table", "second_table"]);
  });
});

describe("migrations in several areas' folders", () => {
  let root: string;
  let db: PgliteDb;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "ridgeline-migrate-areas-"));
    db = await openEmptyPglite();
  });
  afterAll(async () => {
    await db?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const write = async (folder: string, name: string, sql: string) => {
    await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, folder, name), sql);
  };

  it("orders them by file name across folders, the parts of a split file by their area name", async () => {
    await write("modules/b/migrations", "0002_two.sql", "select 2;\n");
    await write("modules/b/migrations", "0001_one.b.sql", "select 1;\n");
    await write("modules/a/migrations", "0001_one.a.sql", "select 1;\n");
    await write("platform/c/migrations", "0003_three.sql", "select 3;\n");
    await write("modules/a/notes", "0000_not_a_migration.sql", "select 0;\n");
    const migrations = await collectMigrations(root);
    expect(migrations.map((m) => m.version)).toEqual([
      "0001_one.a.sql",
      "0001_one.b.sql",
      "0002_two.sql",
      "0003_three.sql",
    ]);
    expect(migrations[0]?.path).toBe(join(root, "modules/a/migrations/0001_one.a.sql"));
  });

  it("refuses two files of the same name, naming both", async () => {
    await write("modules/d/migrations", "0002_two.sql", "select 2;\n");
    const refusal = collectMigrations(root);
    await expect(refusal).rejects.toThrow("Two migrations are named 0002_two.sql");
    await expect(refusal).rejects.toThrow(join(root, "modules/b/migrations/0002_two.sql"));
    await expect(refusal).rejects.toThrow(join(root, "modules/d/migrations/0002_two.sql"));
    await rm(join(root, "modules/d"), { recursive: true });
  });

  it("refuses a whole file beside parts of a file of the same name", async () => {
    await write("modules/d/migrations", "0001_one.sql", "select 1;\n");
    await expect(collectMigrations(root)).rejects.toThrow(
      `${join(root, "modules/a/migrations/0001_one.a.sql")} is a part of 0001_one.sql, but ${join(root, "modules/d/migrations/0001_one.sql")}`,
    );
    await rm(join(root, "modules/d"), { recursive: true });
  });

  it("stops the migration before anything runs when two files have the same name", async () => {
    await write("modules/d/migrations", "0003_three.sql", "create table never_made (id int);\n");
    await expect(migrate(db, root)).rejects.toThrow("Two migrations are named 0003_three.sql");
    const tables = await db.query(
      "select 1 from pg_tables where tablename in ('never_made', 'schema_migrations')",
    );
    expect(tables).toEqual([]);
  });
});

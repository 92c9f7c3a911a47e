import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMigrationsDir, migrate, splitStatements } from "./migrate";
import { openPglite, type PgliteDb } from "./pglite.adapter";

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

describe("findMigrationsDir", () => {
  it("finds server/migrations from the sources", async () => {
    const dir = findMigrationsDir();
    expect(basename(dir)).toBe("migrations");
    expect((await readdir(dir)).some((file) => file.endsWith(".sql"))).toBe(true);
  });
});

describe("migrate", () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPglite({});
  });
  afterAll(async () => {
    await db?.close();
  });

  it("applies every migration once, and nothing on a second run", async () => {
    const files = (await readdir(findMigrationsDir()))
      .filter((file) => file.endsWith(".sql"))
      .sort();
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
  let dir: string;
  beforeAll(async () => {
    db = await openPglite({});
    dir = await mkdtemp(join(tmpdir(), "ridgeline-migrate-"));
    await writeFile(join(dir, "0001_first.sql"), "create table first_table (id int);\n");
    await writeFile(
      join(dir, "0002_second.sql"),
      "create table second_table (id int);\ninsert into missing_table values (1);\n",
    );
    await writeFile(join(dir, "notes.txt"), "not a migration");
  });
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const tables = async () =>
    (
      await db.query<{ tablename: string }>(
        "select tablename from pg_tables where tablename in ('first_table', 'second_table') order by tablename",
      )
    ).map((row) => row.tablename);

  it("keeps the migrations before it and rolls the failing one back whole", async () => {
    await expect(migrate(db, dir)).rejects.toThrow(/missing_table/);
    expect(await tables()).toEqual(["first_table"]);
    const recorded = await db.query<{ version: string }>("select version from schema_migrations");
    expect(recorded.map((row) => row.version)).toEqual(["0001_first.sql"]);
  });

  it("applies only the repaired migration on the next run", async () => {
    await writeFile(join(dir, "0002_second.sql"), "create table second_table (id int);\n");
    expect(await migrate(db, dir)).toEqual(["0002_second.sql"]);
    expect(await tables()).toEqual(["first_table", "second_table"]);
  });
});

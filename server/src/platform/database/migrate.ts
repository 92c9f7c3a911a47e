import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.types";

/**
 * A SQL file in a `migrations` folder of an area (`modules/<area>/migrations`) or of a platform
 * part (`platform/<part>/migrations`). Its file name is its version: unique across the server,
 * recorded in schema_migrations once applied, and what orders it among all the others.
 */
export interface Migration {
  version: string;
  path: string;
}

/**
 * Where the migrations are from wherever this code runs: the sources (server/src, for tests,
 * tsx and `npm run migrate`) or, for the bundle, the copies its build put beside it
 * (server/dist/migrations, server/build.mjs), so a built server applies what it was built with.
 */
export function findMigrationsRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) {
      const bundled = relative(dir, start).split(sep)[0] === "dist";
      return bundled ? join(dir, "dist", "migrations") : join(dir, "src");
    }
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/**
 * The version a part of a split migration was recorded under before the split: the parts of
 * 0001_foundation.sql are 0001_foundation.<area>.sql, one per area that owns some of its tables.
 * Null for a whole file (no middle name).
 */
export function wholeVersionOf(version: string): string | null {
  const match = /^([^.]+)\.[^.]+\.sql$/.exec(version);
  return match ? `${match[1]}.sql` : null;
}

/**
 * Every migration under `root`, in version (file name) order across all folders. The parts of
 * one split file share their whole file's name and number, so they run in the order of their
 * area names: a part whose foreign keys need another's tables is named to come after it.
 * Versions compare by code unit, not by locale, so the order is the same on every machine.
 * Stops with the paths of both when two files have the same name, or when a file and parts of
 * a file of that name both exist (the parts would be taken as applied wherever the file was).
 */
export async function collectMigrations(root: string): Promise<Migration[]> {
  if (!existsSync(root)) throw new Error(`No migrations under ${root}`);
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith(".sql") && basename(dirname(file)) === "migrations")
    .sort();
  const byVersion = new Map<string, string>();
  for (const file of files) {
    const version = basename(file);
    const path = join(root, file);
    const same = byVersion.get(version);
    if (same)
      throw new Error(
        `Two migrations are named ${version}: ${same} and ${path}. A migration's file name is its version; rename one.`,
      );
    byVersion.set(version, path);
  }
  for (const [version, path] of byVersion) {
    const whole = wholeVersionOf(version);
    const wholePath = whole && byVersion.get(whole);
    if (wholePath)
      throw new Error(
        `${path} is a part of ${whole}, but ${wholePath} is a whole migration of that name; rename one.`,
      );
  }
  if (byVersion.size === 0) throw new Error(`No migrations under ${root}`);
  return [...byVersion]
    .map(([version, path]) => ({ version, path }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/**
 * Applies the migrations that have not run yet, in version order, each in its own transaction.
 * An advisory lock keeps two starting servers from racing. A part of a split file whose whole
 * file was applied before the split is only recorded: a database migrated before the areas kept
 * their own migrations moves forward without running anything twice. Answers the versions run.
 */
export async function migrate(db: Db, root = findMigrationsRoot()): Promise<string[]> {
  const migrations = await collectMigrations(root);
  await db.exec(
    "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
  );
  const applied: string[] = [];
  for (const { version, path } of migrations) {
    const sql = await readFile(path, "utf8");
    const whole = wholeVersionOf(version);
    const done = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(7262010)");
      const seen = await tx.query<{ version: string }>(
        "select version from schema_migrations where version = any($1::text[])",
        [whole ? [version, whole] : [version]],
      );
      if (seen.some((row) => row.version === version)) return false;
      if (seen.length === 0)
        for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version) values ($1)", [version]);
      return seen.length === 0;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/** Splits a migration script on semicolons that end a line; our migrations hold no function bodies. */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

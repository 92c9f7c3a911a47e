import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.types";

/** Finds server/migrations from wherever this code runs (sources, tests or the bundle). */
export function findMigrationsDir(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, "migrations");
    if (existsSync(join(dir, "package.json")) && existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`No migrations folder above ${start}`);
  }
}

/**
 * Applies the SQL files of the migrations folder that have not run yet, in name order, each
 * in its own transaction. An advisory lock keeps two starting servers from racing.
 */
export async function migrate(db: Db, dir = findMigrationsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  await db.exec(
    "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
  );
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(join(dir, file), "utf8");
    const done = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(7262010)");
      const seen = await tx.query("select 1 from schema_migrations where version = $1", [file]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version) values ($1)", [file]);
      return true;
    });
    if (done) applied.push(file);
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

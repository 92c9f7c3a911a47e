import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// "An area never reads another's tables" (docs/architecture.md), checked on the SQL itself: a
// table belongs to the area whose migrations create it, and an area's code names only its own.
const MODULES = dirname(fileURLToPath(import.meta.url));

/** Reads the documented exceptions: area → tables of others it may name, and why. */
const EXCEPTIONS: Record<string, { tables: readonly string[]; why: string }> = {
  search: {
    tables: ["styles", "colors", "skus", "prices", "categories", "inventory"],
    why: "the indexing job copies the catalogue and stock into the search index (decision 0010)",
  },
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "migrations" ? [] : filesUnder(path);
    return [path];
  });

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const area of readdirSync(MODULES)) {
    const migrations = join(MODULES, area, "migrations");
    let files: string[];
    try {
      files = readdirSync(migrations);
    } catch {
      continue;
    }
    for (const file of files) {
      const sql = readFileSync(join(migrations, file), "utf8");
      const creates = sql.matchAll(
        /create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi,
      );
      for (const [, table = ""] of creates) owners.set(table.toLowerCase(), area);
    }
  }
  return owners;
}

/**
 * Production code only: test fixtures (`*.test.ts`, `*-test.helpers.ts`, `*-fixture.helpers.ts`)
 * set up other areas' rows directly, as a test of the whole app may.
 */
const isProductionCode = (file: string) =>
  /\.tsx?$/.test(file) && !/(\.test\.tsx?|-test\.helpers\.ts|-fixture\.helpers\.ts)$/.test(file);

describe("areas and their tables", () => {
  const owners = tableOwners();

  it("finds the tables of the areas' migrations", () => {
    expect(owners.get("orders")).toBe("orders");
    expect(owners.get("order_returns")).toBe("aftersales");
    expect(owners.size).toBeGreaterThan(50);
  });

  it("no area's code names a table another area owns, beyond the documented exceptions", () => {
    const crossings: string[] = [];
    for (const area of readdirSync(MODULES)) {
      if (!statSync(join(MODULES, area)).isDirectory()) continue;
      const allowed = new Set(EXCEPTIONS[area]?.tables ?? []);
      for (const file of filesUnder(join(MODULES, area)).filter(isProductionCode)) {
        // Comments are prose ("shoppers come into stores"), not SQL.
        const source = readFileSync(file, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, "");
        for (const [, , name = ""] of source.matchAll(
          /\b(from|join|update|into)\s+([a-z_][a-z0-9_]*)\b/gi,
        )) {
          const table = name.toLowerCase();
          const owner = owners.get(table);
          if (owner && owner !== area && !allowed.has(table))
            crossings.push(`${relative(MODULES, file)} names ${table}, which ${owner} owns`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});

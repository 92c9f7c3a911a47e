import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiFiles, apiIncludes, DATABASES, markersOf } from "./test-databases.mjs";

const ROOT = join(import.meta.dirname, "..");

describe("the API files' database markers (decision 0084)", () => {
  it("are valid in every API file", () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f.error).map((f) => `${f.file}: ${f.error}`)).toEqual([]);
  });

  it("put every API file in the lists of exactly the databases it names, and no file twice", () => {
    const lists = Object.fromEntries(
      DATABASES.map((database) => {
        const { fresh, shared } = apiIncludes(database);
        expect(fresh.filter((file) => shared.includes(file))).toEqual([]);
        return [database, [...fresh, ...shared]];
      }),
    );
    const covered = new Set(Object.values(lists).flat());
    for (const { file, databases } of apiFiles()) {
      expect(covered.has(file), file).toBe(true);
      for (const database of DATABASES)
        expect(lists[database]?.includes(file), `${file} on ${database}`).toBe(
          databases.includes(database),
        );
    }
  });

  it("run a file without a marker on both databases", () => {
    expect(markersOf('import { it } from "vitest";\n')).toEqual({
      databases: ["pglite", "postgres"],
      shared: false,
    });
  });

  it("read one database, both in any order, a reason, and the shared app", () => {
    expect(markersOf("// databases: postgres — two processes\n").databases).toEqual(["postgres"]);
    expect(markersOf("// databases: postgres, pglite\n").databases).toEqual(["pglite", "postgres"]);
    expect(markersOf("// databases: pglite\n// app: shared — reads the catalogue\n")).toEqual({
      databases: ["pglite"],
      shared: true,
    });
  });

  it.each([
    "// databases: mysql",
    "// databases: postgres,pglite",
    "// databases: ",
    "// databases: pglite, pglite",
    "// Databases: postgres",
    "// databases: postgres - a hyphen, not a dash",
    "// databases: pglite\n// databases: postgres",
    "// app: shard",
  ])("refuse the malformed marker %j instead of running the file nowhere", (head) => {
    expect(markersOf(`${head}\nimport { it } from "vitest";\n`).error).toBeTruthy();
  });

  it("give the shared app only to files marked for it, and those files no app of their own", () => {
    for (const { file, shared } of apiFiles()) {
      const source = readFileSync(join(ROOT, file), "utf8");
      expect(source.includes("sharedTestApp("), file).toBe(shared);
      if (shared) expect(source.includes("createTestApp("), file).toBe(false);
    }
  });
});

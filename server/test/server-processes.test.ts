import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtServerIsFresh } from "./server-processes";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with the given files, each written at the given second. */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), "ridgeline-fresh-"));
  roots.push(root);
  for (const folder of ["server/src", "contract/src", "seed"])
    mkdirSync(join(root, folder), { recursive: true });
  for (const [file, second] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), "");
    utimesSync(join(root, file), second, second);
  }
  // Folders count too (a file removed changes only its folder): made before the build.
  for (const folder of ["server/src", "contract/src", "seed"])
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }))
      if (statSync(join(root, folder, entry)).isDirectory())
        utimesSync(join(root, folder, entry), 50, 50);
  return root;
}

describe("which server the tests start", () => {
  it("the bundle when it was built after every source, migration and seed file", () => {
    const root = checkout({
      "server/src/app.ts": 100,
      "server/src/modules/cart/migrations/0001_cart.sql": 100,
      "contract/src/index.ts": 100,
      "seed/content/pages.json": 100,
      "server/dist/serve.js": 200,
    });
    expect(builtServerIsFresh(root)).toBe(true);
  });

  it.each(["server/src/app.ts", "contract/src/index.ts", "seed/content/pages.json"])(
    "the sources when %s changed after the build",
    (changed) => {
      const root = checkout({
        "server/src/app.ts": 100,
        "server/dist/serve.js": 200,
        [changed]: 300,
      });
      expect(builtServerIsFresh(root)).toBe(false);
    },
  );

  it("the bundle when only a test changed since (tests are not in it)", () => {
    const root = checkout({
      "server/src/app.ts": 100,
      "server/dist/serve.js": 200,
      "server/src/cart.routes.test.ts": 300,
    });
    expect(builtServerIsFresh(root)).toBe(true);
  });

  it("the sources when there is no build", () => {
    expect(builtServerIsFresh(checkout({ "server/src/app.ts": 100 }))).toBe(false);
  });
});

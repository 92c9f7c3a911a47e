import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findCycles } from "./check-cycles.mjs";

let dir: string | undefined;

/** A throwaway source tree: file name → contents. */
function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the import cycle check (npm run lint)", () => {
  it("reports two files that import each other", async () => {
    const root = tree({
      "a.ts": `import { b } from "./b";\nexport const a = () => b();`,
      "b.ts": `import { a } from "./a";\nexport const b = () => a();`,
    });
    expect(await findCycles(root, ["*.ts"])).toEqual([["a.ts", "b.ts"]]);
  });

  it("counts type-only imports, since a type cycle is still a design cycle", async () => {
    const root = tree({
      "cart.ts": `import type { Order } from "./order";\nexport type Cart = { order?: Order };`,
      "order.ts": `import type { Cart } from "./cart";\nexport type Order = { cart: Cart };`,
    });
    expect(await findCycles(root, ["*.ts"])).toEqual([["cart.ts", "order.ts"]]);
  });

  it("reports a longer loop and a .tsx file in it", async () => {
    const root = tree({
      "page.tsx": `import { helper } from "./helper";\nexport const Page = () => helper();`,
      "helper.ts": `import { shared } from "./shared";\nexport const helper = () => shared;`,
      "shared.ts": `import type { Page } from "./page";\nexport const shared: typeof Page | null = null;`,
    });
    expect(await findCycles(root, ["*.{ts,tsx}"])).toEqual([
      ["helper.ts", "shared.ts", "page.tsx"],
    ]);
  });

  it("passes a tree whose imports only go one way", async () => {
    const root = tree({
      "a.ts": `import { b } from "./b";\nexport const a = () => b();`,
      "b.ts": `import { c } from "./c";\nexport const b = () => c;`,
      "c.ts": `export const c = 1;`,
    });
    expect(await findCycles(root, ["*.ts"])).toEqual([]);
  });
});

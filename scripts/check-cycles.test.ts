import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeFeatureCycle, findCycles, findFeatureCycles } from "./check-cycles.mjs";

let dir: string | undefined;

/** A throwaway source tree: file path → contents. */
function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
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

describe("the feature cycle check (npm run lint)", () => {
  const WEB = ["web/app/**/*.{ts,tsx}"];
  const features = "web/app/features";

  it("reports two features that import each other, though no file imports itself back", async () => {
    const root = tree({
      [`${features}/catalog/ProductTile.tsx`]: `import { QuickShop } from "../product";\nexport const Tile = QuickShop;`,
      [`${features}/product/index.ts`]: `export { QuickShop } from "./QuickShop";`,
      [`${features}/product/QuickShop.tsx`]: `export const QuickShop = () => null;`,
      [`${features}/product/product.route.tsx`]: `import { Rail } from "../catalog/Rail";\nexport default Rail;`,
      [`${features}/catalog/Rail.tsx`]: `export const Rail = () => null;`,
    });
    expect(await findCycles(root, WEB)).toEqual([]);
    const cycles = await findFeatureCycles(root, WEB);
    expect(cycles).toEqual([
      {
        features: ["catalog", "product"],
        imports: [
          [`${features}/catalog/ProductTile.tsx`, `${features}/product/index.ts`],
          [`${features}/product/product.route.tsx`, `${features}/catalog/Rail.tsx`],
        ],
      },
    ]);
    expect(cycles.map(describeFeatureCycle)).toEqual([
      [
        "feature cycle: catalog -> product -> catalog",
        `  ${features}/catalog/ProductTile.tsx imports ${features}/product/index.ts`,
        `  ${features}/product/product.route.tsx imports ${features}/catalog/Rail.tsx`,
      ].join("\n"),
    ]);
  });

  it("names a chain of features that comes back, type-only imports counted", async () => {
    const root = tree({
      [`${features}/account/AccountPage.tsx`]: `import { Checklist } from "../auth";\nexport const Page = Checklist;`,
      [`${features}/auth/index.ts`]: `export { Checklist } from "./Checklist";`,
      [`${features}/auth/Checklist.tsx`]: `export const Checklist = () => null;`,
      [`${features}/auth/sign-in.server.ts`]: `import { merge } from "../cart/cart.server";\nexport const signIn = merge;`,
      [`${features}/cart/cart.server.ts`]: `export const merge = () => null;`,
      [`${features}/cart/CartLine.tsx`]: `import type { Problem } from "../account/account.types";\nexport type Line = Problem;`,
      [`${features}/account/account.types.ts`]: `export interface Problem { code: string }`,
    });
    const cycles = await findFeatureCycles(root, WEB);
    expect(cycles.map((cycle) => cycle.features)).toEqual([["account", "auth", "cart"]]);
    expect(cycles.map((cycle) => describeFeatureCycle(cycle).split("\n")[0])).toEqual([
      "feature cycle: account -> auth -> cart -> account",
    ]);
  });

  it("passes features that import one way, their own files, lib/ and ui/", async () => {
    const root = tree({
      [`${features}/catalog/ProductTile.tsx`]: `import { QuickShop } from "../product";\nimport { tileView } from "./tile-view";\nimport { money } from "../../lib/format";\nexport const Tile = [QuickShop, tileView, money];`,
      [`${features}/catalog/tile-view.ts`]: `export const tileView = (tile: string) => tile;`,
      [`${features}/product/QuickShop.tsx`]: `import { money } from "../../lib/format";\nexport const QuickShop = money;`,
      "web/app/lib/format.ts": `export const money = () => "";`,
    });
    expect(await findFeatureCycles(root, WEB)).toEqual([]);
  });
});

import { ESLint } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The real eslint.config.js, so a rule switched off or scoped to the wrong folder fails here.
// The files are virtual: the rules resolve imports by path, not on disk.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: ROOT });

const isBoundaryRule = (ruleId: string | null) =>
  ruleId === null || ruleId.startsWith("ridgeline/") || ruleId === "no-restricted-syntax";

/** The boundary rules (and parse errors, as null) that report `code` written at `filePath`. */
async function boundaryReports(filePath: string, code: string): Promise<(string | null)[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((r) => r.messages.map((m) => m.ruleId)).filter(isBoundaryRule);
}

/** The messages of the boundary rules that report `code` written at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((r) =>
    r.messages.filter((m) => isBoundaryRule(m.ruleId)).map((m) => m.message),
  );
}

type Case = [file: string, code: string];

const title = ([file, code]: Case) => `${file}: ${code.replaceAll("\n", " ")}`;

/** Each case is reported by `rule`, and by no other boundary rule unless listed in `also`. */
function rejects(rule: string, cases: Case[], also: string[] = []) {
  for (const [file, code] of cases) {
    it(`${rule} rejects ${title([file, code])}`, async () => {
      expect((await boundaryReports(file, code)).sort()).toEqual([rule, ...also].sort());
    });
  }
}

/** Each case is reported once, with `message` (which names what to do instead). */
function says(cases: [...Case, message: string][]) {
  for (const [file, code, message] of cases) {
    it(`says why it rejects ${title([file, code])}`, async () => {
      expect(await boundaryMessages(file, code)).toEqual([message]);
    });
  }
}

function accepts(cases: Case[]) {
  for (const [file, code] of cases) {
    it(`accepts ${title([file, code])}`, async () => {
      expect(await boundaryReports(file, code)).toEqual([]);
    });
  }
}

describe("the architecture's boundaries", { timeout: 60_000 }, () => {
  describe("1. an area uses another only through its front door", () => {
    const cart = "server/src/modules/cart/cart.service.ts";
    rejects("ridgeline/front-door", [
      [cart, `import { x } from "../catalog/catalog.service";\nexport const y = x;`],
      [cart, `import type { X } from "../catalog/catalog.tables";\nexport type Y = X;`],
      [cart, `export * from "../catalog/catalog.tables";`],
      [cart, `export const load = () => import("../catalog/catalog.service");`],
      [cart, `export type T = typeof import("../catalog/catalog.service");`],
      [cart, `import { x } from "../catalog/helpers/index";\nexport const y = x;`],
      [
        "server/src/modules/cart/cart.routes.test.ts",
        `import { vi } from "vitest";\nvi.mock("../identity/identity.tables");`,
      ],
      [
        "server/src/modules/cart/cart.routes.test.ts",
        `import { x } from "../identity/identity.tables";\nexport const y = x;`,
      ],
    ]);
    accepts([
      [cart, `import { x } from "../catalog";\nexport const y = x;`],
      [cart, `import { x } from "../catalog/index";\nexport const y = x;`],
      [cart, `import { x } from "../catalog/index.js";\nexport const y = x;`],
      [cart, `import { x } from "./cart.tables";\nexport const y = x;`],
      [cart, `import { x } from "../../platform/database/db";\nexport const y = x;`],
      [
        "server/src/modules/cart/checkout/place-order.ts",
        `import { x } from "../cart.tables";\nexport const y = x;`,
      ],
    ]);
  });

  describe("2. composition and harness open areas only through their front doors", () => {
    rejects("ridgeline/front-door", [
      ["server/src/app.ts", `import { x } from "./modules/cart/cart.routes";\nexport const y = x;`],
      [
        "server/src/main.ts",
        `import { x } from "./modules/cart/cart.service";\nexport const y = x;`,
      ],
      ["server/src/cli/seed.ts", `import { x } from "../modules/search/search.service";\nx();`],
      ["server/test/test-app.ts", `import { x } from "../src/modules/cart/cart.tables";\nx();`],
      [
        "seed/seed-loader.ts",
        `import { x } from "../server/src/modules/search/search.service";\nx();`,
      ],
    ]);
    accepts([
      ["server/src/app.ts", `import { cart } from "./modules/cart";\nexport const y = cart;`],
      ["server/src/cli/seed.ts", `import { x } from "../modules/search/index";\nx();`],
      ["server/test/test-app.ts", `import { x } from "../src/modules/cart/index.ts";\nx();`],
      ["seed/seed-loader.ts", `import { x } from "../server/src/modules/search";\nx();`],
    ]);
  });

  describe("3. platform imports no area and no seed data", () => {
    const platform = "server/src/platform/database/prepare-database.ts";
    rejects("ridgeline/layers", [
      [platform, `import { x } from "../../modules/cart";\nx();`],
      [platform, `import type { X } from "../../modules/cart/index";\nexport type Y = X;`],
      [platform, `import { x } from "../../../../seed/seed-loader";\nx();`],
    ]);
    // An area's internals break two rules at once.
    rejects(
      "ridgeline/layers",
      [[platform, `import { x } from "../../modules/cart/cart.tables";\nx();`]],
      ["ridgeline/front-door"],
    );
    accepts([
      [platform, `import { x } from "./migrate";\nx();`],
      [platform, `import { x } from "../http/errors";\nx();`],
      [platform, `import { x } from "@ridgeline/contract";\nx();`],
    ]);
  });

  describe("4. seed/ writes only through the areas' front doors and runs no SQL", () => {
    const loader = "seed/seed-loader.ts";
    const dbTypes = "../server/src/platform/database/db.types";
    rejects("ridgeline/seed-imports", [
      [loader, `import { x } from "../server/src/platform/database/db";\nx();`],
      [loader, `import { x } from "../contract/src/url-patterns";\nx();`],
      [loader, `import { DB } from "${dbTypes}";\nexport const y = DB;`],
    ]);
    rejects("ridgeline/front-door", [
      [loader, `import { x } from "../server/src/modules/catalog/catalog.tables";\nx();`],
    ]);
    rejects("no-restricted-syntax", [
      [loader, `export const load = (db) => db.query("analyze");`],
      [loader, `export const load = (db) => db.exec(script);`],
      [loader, `export const load = (db, work) => db.transaction(work);`],
      ["seed/seed-loader.test.ts", `export const count = (db) => db?.query(sql);`],
    ]);
    rejects("ridgeline/no-sql-text", [
      [loader, `export const sql = "insert into products (id) values ($1)";`],
      [loader, "export const sql = (table) => `insert into ${table} (id) values ($1)`;"],
      [loader, "export const sql = (table) => `delete from ${table}`;"],
      [loader, `export const sql = "DELETE FROM reviews WHERE consumer_no IS NULL";`],
      [loader, "export const sql = (t) => `update ${t} set stock = 0`;"],
      [loader, `export const sql = "truncate table styles cascade";`],
      [loader, `export const sql = "create table demo (id int)";`],
    ]);
    accepts([
      [loader, `import type { Db } from "${dbTypes}";\nexport type D = Db;`],
      [loader, `import { type Db } from "${dbTypes}";\nexport type D = Db;`],
      [
        loader,
        `import { importCatalogSeed } from "../server/src/modules/catalog/index";\nimportCatalogSeed();`,
      ],
      [
        loader,
        `import { x } from "./product-sets";\nimport { y } from "@ridgeline/contract";\nx(y);`,
      ],
      [loader, `import { readFile } from "node:fs/promises";\nreadFile("seed/data/styles.json");`],
      [
        loader,
        `export const copy = ["Update the set list", "Insert into the box", "Select a size from the chart"];`,
      ],
      [loader, `export const find = (list) => list.find((x) => x.set);`],
    ]);
  });

  describe("5. contract/ imports nothing from server/, web/ or seed/", () => {
    const file = "contract/src/money.ts";
    rejects("ridgeline/layers", [
      [file, `import { x } from "../../server/src/platform/config";\nx();`],
      [file, `import { x } from "../../web/app/lib/format";\nx();`],
      [file, `import { x } from "../../seed/seed-random";\nx();`],
      [file, `import { x } from "@ridgeline/web";\nx();`],
    ]);
    accepts([
      [file, `import { x } from "./url-patterns";\nx();`],
      [file, `import { z } from "zod";\nz.string();`],
    ]);
  });

  describe("6. web: route modules are imported only by routes.ts and their own feature's routes", () => {
    const product = "web/app/features/product";
    rejects("ridgeline/route-modules", [
      [
        `${product}/QuickShop.tsx`,
        `import type { loader } from "./product.route";\nexport type L = typeof loader;`,
      ],
      [
        `${product}/QuickShop.tsx`,
        `import type { Route } from "./+types/product.route";\nexport type P = Route.ComponentProps;`,
      ],
      [
        `${product}/product.server.ts`,
        `import { loader } from "./product.route";\nexport const l = loader;`,
      ],
      [
        "web/app/features/catalog/ProductTile.tsx",
        `import type { loader } from "../product/product.route";\nexport type L = typeof loader;`,
      ],
      [
        "web/app/features/catalog/category.route.tsx",
        `import type { loader } from "../shell/locale-layout.route";\nexport type L = typeof loader;`,
      ],
    ]);
    rejects("ridgeline/layers", [
      ["web/app/ui/Price.tsx", `import { x } from "../features/catalog";\nx();`],
      [
        "web/app/lib/page-auth-host.ts",
        `import { AuthDialog } from "../features/auth/index";\nexport const a = AuthDialog;`,
      ],
    ]);
    // A feature's insides break two rules at once.
    rejects(
      "ridgeline/layers",
      [["web/app/ui/Price.tsx", `import { x } from "../features/catalog/listing";\nx();`]],
      ["ridgeline/web-front-door"],
    );
    rejects(
      "ridgeline/layers",
      [
        [
          "web/app/lib/links.ts",
          `import { loader } from "../features/cart/cart.route";\nexport const l = loader;`,
        ],
      ],
      ["ridgeline/route-modules"],
    );
    accepts([
      [
        "web/app/routes.ts",
        `import * as product from "./features/product/product.route";\nexport const p = product;`,
      ],
      [
        `${product}/product.route.tsx`,
        `import type { Route } from "./+types/product.route";\nexport type P = Route.ComponentProps;`,
      ],
      [
        `${product}/product-reviews.route.tsx`,
        `import type { loader } from "./product.route";\nexport type L = typeof loader;`,
      ],
      [
        `${product}/product.route.test.ts`,
        `import { loader } from "./product.route";\nexport const l = loader;`,
      ],
      [
        `${product}/QuickShop.tsx`,
        `import { Price } from "../../ui/Price";\nimport { CartTotals } from "../cart";\nexport const q = [Price, CartTotals];`,
      ],
      ["web/app/lib/format.ts", `import { x } from "../ui/Price";\nx();`],
    ]);
  });

  describe("7. web: a feature uses another only through its doors", () => {
    const tile = "web/app/features/catalog/ProductTile.tsx";
    const listing = "web/app/features/catalog/listing.server.ts";
    rejects("ridgeline/web-front-door", [
      [tile, `import { QuickShop } from "../product/QuickShop";\nexport const q = QuickShop;`],
      [
        tile,
        `import type { FormProblem } from "../reviews/ProductReviews";\nexport type F = FormProblem;`,
      ],
      [tile, `import productCss from "../product/product.css?url";\nexport const c = productCss;`],
      [tile, `export { QuickShop } from "../product/QuickShop";`],
      [tile, `export const load = () => import("../product/QuickShop");`],
      [listing, `import { listingStore } from "../stores/listing-store.server";\nlistingStore();`],
      [
        listing,
        `import type { ChosenStore } from "../stores/stores.types";\nexport type C = ChosenStore;`,
      ],
      [
        "web/app/features/catalog/search-filters.test.ts",
        `import { vi } from "vitest";\nvi.mock("../stores/store-stock.server");`,
      ],
      [
        "web/app/root.tsx",
        `import { ErrorPage } from "./features/shell/ErrorPage";\nexport const e = ErrorPage;`,
      ],
      ["e2e/cart.spec.ts", `import { x } from "../web/app/features/cart/cart-lines.server";\nx();`],
      // The browser-safe door offers no server module's values.
      ["web/app/features/cart/index.ts", `export { readCart } from "./cart.server";`],
    ]);
    accepts([
      [
        tile,
        `import { QuickShop, productCss } from "../product";\nexport const q = [QuickShop, productCss];`,
      ],
      [tile, `import { QuickShop } from "../product/index";\nexport const q = QuickShop;`],
      [
        tile,
        `import type { FormProblem } from "../reviews/index.ts";\nexport type F = FormProblem;`,
      ],
      [listing, `import { listingStore } from "../stores/index.server";\nlistingStore();`],
      [listing, `import { x } from "../stores/index.server.ts";\nx();`],
      [tile, `import { CompareToggle } from "./CompareToggle";\nexport const c = CompareToggle;`],
      [tile, `import catalogCss from "./catalog.css?url";\nexport const c = catalogCss;`],
      [
        "web/app/features/catalog/search-filters.test.ts",
        `import { readFilters } from "./search-filters";\nreadFilters();`,
      ],
      [
        "web/app/root.tsx",
        `import { ErrorPage } from "./ui/ErrorPage";\nexport const e = ErrorPage;`,
      ],
      ["web/app/features/stores/index.ts", `export { StoreResults } from "./StoreResults";`],
      [
        "web/app/features/stores/index.ts",
        `export type { StoreSearch } from "./store-stock.server";`,
      ],
      [
        "web/app/features/stores/index.server.ts",
        `export { listingStore } from "./listing-store.server";`,
      ],
    ]);

    says([
      [
        tile,
        `import { QuickShop } from "../product/QuickShop";\nQuickShop();`,
        "The catalog feature may use the product feature only through its door web/app/features/product/index.ts, not '../product/QuickShop': export what you need there.",
      ],
      [
        listing,
        `import { findStores } from "../stores/store-stock.server";\nfindStores();`,
        "The catalog feature may use the stores feature only through its door web/app/features/stores/index.server.ts, not '../stores/store-stock.server': export what you need there.",
      ],
      [
        "web/app/root.tsx",
        `import { x } from "./features/shell/site-options";\nx();`,
        "'./features/shell/site-options' is inside the shell feature: import its door, web/app/features/shell/index.ts.",
      ],
    ]);

    const door = "web/app/features/cart/index.ts";
    rejects("ridgeline/feature-doors", [
      [door, `export const cartCount = 0;`],
      [door, `export * from "./CartTotals";`],
      [door, `export { StoreResults } from "../stores";`],
      ["web/app/features/cart/index.server.ts", `export function readCart() {}`],
    ]);
    accepts([
      [door, `export { CartTotals } from "./CartTotals";`],
      [door, `export { default as cartCss } from "./cart.css?url";`],
      [door, `export type { CartLineView } from "./cart.types";`],
      ["web/app/features/cart/CartTotals.tsx", `export const cartCount = 0;`],
    ]);
  });
});

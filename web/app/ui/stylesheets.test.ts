import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Reads the app's sources as text: which classes each page renders (className="…" of the route
// module and every component it imports), which stylesheets it loads (the root's, the locale
// layout's and its own `?url` imports) and which classes each stylesheet styles.

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The one order of all stylesheets: each page loads a part of it, in this order, so that two
 * rules competing for an element resolve as they did in the single stylesheet these came from.
 * A new stylesheet takes the place its rules need in the cascade.
 */
const CASCADE_ORDER = [
  "ui/tokens.css",
  "ui/base.css",
  "features/shell/shell.css",
  "features/shell/menu.css",
  "features/shell/search-box.css",
  "features/auth/auth.css",
  "features/associates/associates.css",
  "features/cart/mini-cart.css",
  "blocks/blocks.css",
  "blocks/mega-menu/mega-menu.css",
  "blocks/mega-menu/mobile-menu.css",
  "blocks/promo-bar/promo-bar.css",
  "blocks/benefit-bar/benefit-bar.css",
  "features/consent/consent.css",
  "ui/breadcrumbs.css",
  "ui/price.css",
  "ui/delivery-summary.css",
  "ui/rating.css",
  "features/catalog/catalog.css",
  "features/catalog/facets.css",
  "features/catalog/compare.css",
  "features/product/recommendations.css",
  "features/product/product.css",
  "features/cart/cart.css",
  "features/checkout/checkout.css",
  "features/reviews/reviews.css",
  "features/stores/stores.css",
  "features/favorites/favorites.css",
  "features/account/account.css",
  "features/account/account-forms.css",
  "features/giftcards/gift-cards.css",
  "features/auth/enrol.css",
  "features/legal/legal.css",
  "features/orders/orders.css",
  "features/help/help.css",
  "features/content/content-preview.css",
];
const MAX_LINES = 400;
const LAYOUT = "features/shell/locale-layout.route.tsx";

function listFiles(dir: string): string[] {
  return readdirSync(path.join(APP, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(relative) : [relative];
  });
}
const FILES = listFiles("");
const read = (file: string) => readFileSync(path.join(APP, file), "utf8");

interface Stylesheet {
  lines: number;
  /** Classes a rule styles wherever they stand (`.tile`, `.tile:hover`, `dialog.dialog[open]`). */
  homes: Set<string>;
  /** Every class named in a selector, in a context or not (`.hero .button--primary`). */
  mentions: Set<string>;
}

function readStylesheet(file: string): Stylesheet {
  const text = read(file);
  const homes = new Set<string>();
  const mentions = new Set<string>();
  const css = text.replace(/\/\*[\s\S]*?\*\//g, "");
  // A selector list is what stands before a "{" since the last "{", "}" or ";".
  for (const [, prelude = ""] of css.matchAll(/([^{};]+)\{/g)) {
    if (prelude.trim().startsWith("@")) continue;
    for (const selector of prelude.split(",")) {
      const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = ""]) => name);
      for (const name of classes) mentions.add(name);
      // One compound (no descendant, child or sibling part): its classes are styled anywhere.
      if (!/[\s>+~]/.test(selector.trim().replace(/\([^)]*\)/g, "()")))
        for (const name of classes) homes.add(name);
    }
  }
  return { lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0), homes, mentions };
}
/** The bundle the browser is sent: every stylesheet, in CASCADE_ORDER, in one file. */
const BUNDLE = "ui/app.css";
/**
 * A content block's own stylesheet (`blocks/<block>/*.css`): linked by the block where it
 * renders (blocks/shared/BlockStylesheet.tsx, decision 0093), not part of the bundle.
 */
const isBlockOwn = (file: string) =>
  /^blocks\/[^/]+\/[^/]+\.css$/.test(file) && !CASCADE_ORDER.includes(file);
const STYLESHEETS = new Map(
  FILES.filter((file) => file.endsWith(".css") && file !== BUNDLE && !isBlockOwn(file)).map(
    (file) => [file, readStylesheet(file)],
  ),
);

/** The class names a module renders; `prefix*` stands for a name built at run time. */
function renderedClasses(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/className=/g)) {
    const start = match.index + "className=".length;
    let expression = "";
    if (source[start] === '"') expression = source.slice(start, source.indexOf('"', start + 1) + 1);
    else if (source[start] === "{") {
      let depth = 0;
      let end = start;
      for (; end < source.length; end += 1) {
        if (source[end] === "{") depth += 1;
        else if (source[end] === "}" && (depth -= 1) === 0) break;
      }
      expression = source.slice(start, end + 1);
    }
    for (const [, plain, template] of expression.matchAll(/"([^"]*)"|`([^`]*)`/g)) {
      const text = plain ?? (template ?? "").replace(/\$\{[^}]*\}/g, "*");
      for (const name of text.split(/\s+/)) if (name) names.add(name.replace(/\*.*/, "*"));
    }
  }
  return names;
}

/** The app's file a relative specifier names from `file`, or null (a package, a stylesheet). */
function moduleAt(file: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`];
  return (
    candidates.find((candidate) => FILES.includes(candidate) && /\.tsx?$/.test(candidate)) ?? null
  );
}

/** A feature's door (index.ts, index.server.ts): it only passes on what its feature has. */
const isDoor = (file: string) => /^features\/[^/]+\/index(\.server)?\.ts$/.test(file);

/** The value names a statement's braces take (`{ a, type B, c as d }` → a, c). */
function namesIn(statement: string): string[] {
  const braces = /\{([^}]*)\}/.exec(statement)?.[1] ?? "";
  return braces
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/** What a door passes on: each exported name and the specifier it comes from in its feature. */
function doorExports(door: string): Map<string, string> {
  const exported = new Map<string, string>();
  for (const [statement, specifier = ""] of read(door).matchAll(
    /export\s+\{[^}]*\}\s+from\s+"(\.[^"]+)"/g,
  )) {
    const braces = /\{([^}]*)\}/.exec(statement)?.[1] ?? "";
    for (const part of braces.split(",").map((text) => text.trim()))
      if (part) exported.set(part.split(/\s+as\s+/).at(-1) ?? part, specifier);
  }
  return exported;
}

/**
 * The app's modules a module imports for their values (types carry no markup), statically or
 * when needed (`import("./Panel")`). A door stands for the modules behind the names taken from
 * it, not for everything its feature offers.
 */
function importedModules(file: string): string[] {
  const source = read(file);
  const modules: string[] = [];
  for (const [statement, specifier = ""] of source.matchAll(
    /(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g,
  )) {
    if (/^import\s+type\s/.test(statement) || specifier.endsWith("?url")) continue;
    const module = moduleAt(file, specifier);
    if (module === null) continue;
    if (!isDoor(module)) {
      modules.push(module);
      continue;
    }
    const exported = doorExports(module);
    for (const name of namesIn(statement)) {
      const inside = exported.get(name);
      const behind = inside === undefined ? null : moduleAt(module, inside);
      if (behind) modules.push(behind);
    }
  }
  // `import("./Panel")`: markup loaded when it is needed is still rendered on the page.
  // Not into a content block's own code: blocks render on any page, each linking its own
  // stylesheet where it renders (decision 0093) over the bundle every page has.
  for (const [, specifier = ""] of source.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g)) {
    const module = moduleAt(file, specifier);
    if (module && !module.startsWith("blocks/")) modules.push(module);
  }
  return modules;
}

/**
 * The stylesheets a module imports by name: its own (`import x from "./x.css?url"`) and other
 * features' through their doors (`import { xCss } from "../x"`, the door exporting
 * `default as xCss` from "./x.css?url").
 */
function importedStylesheets(file: string): Map<string, string> {
  const source = read(file);
  const byName = new Map<string, string>();
  for (const [, name = "", specifier = ""] of source.matchAll(
    /import\s+(\w+)\s+from\s+"([^"]+\.css)\?url"/g,
  ))
    byName.set(name, path.posix.join(path.posix.dirname(file), specifier));
  for (const [statement, specifier = ""] of source.matchAll(
    /import\s+\{[^}]*\}\s+from\s+"(\.[^"]+)"/g,
  )) {
    const door = moduleAt(file, specifier);
    if (door === null || !isDoor(door)) continue;
    const exported = doorExports(door);
    for (const name of namesIn(statement)) {
      const sheet = /^(.+\.css)\?url$/.exec(exported.get(name) ?? "")?.[1];
      if (sheet) byName.set(name, path.posix.join(path.posix.dirname(door), sheet));
    }
  }
  return byName;
}

/** The stylesheets a module's `links` loads, in its order. */
function loadedStylesheets(file: string): string[] {
  const source = read(file);
  const byName = importedStylesheets(file);
  // The root links the bundle itself, in its head.
  for (const [name, sheet] of byName) if (sheet === BUNDLE) byName.delete(name);
  if (byName.size === 0) return [];
  const call = /export const links[^=]*=\s*\(\)\s*=>\s*stylesheets\(([^)]*)\)/.exec(source);
  expect(call, `${file} imports stylesheets: its links must be stylesheets(…) of them`).not.toBe(
    null,
  );
  const names = (call?.[1] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  expect(new Set(names), `${file} links every stylesheet it imports`).toEqual(
    new Set(byName.keys()),
  );
  return names.map((name) => byName.get(name) ?? name);
}

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importedModules(file)) closure(imported, seen);
  return seen;
}

/** Each page (route module, the layout, the root) with what it renders and what it loads. */
function pages(): { page: string; classes: Set<string>; loaded: string[] }[] {
  const routes = read("routes.ts");
  const modules = [...new Set([...routes.matchAll(/"(features\/[^"]+\.route\.tsx?)"/g)])].map(
    ([, file = ""]) => file,
  );
  // The locale layout's children: the route files inside its array of routes.
  const open = routes.indexOf("[", routes.indexOf(`"${LAYOUT}"`));
  let depth = 0;
  let close = open;
  for (; close < routes.length; close += 1) {
    if (routes[close] === "[") depth += 1;
    else if (routes[close] === "]" && (depth -= 1) === 0) break;
  }
  const children = routes.slice(open, close);
  const root = loadedStylesheets("root.tsx");
  const layout = loadedStylesheets(LAYOUT);
  const page = (file: string, loaded: string[]) => ({
    page: file,
    classes: new Set([...closure(file)].flatMap((module) => [...renderedClasses(read(module))])),
    loaded: [...new Set(loaded)],
  });
  return [
    page("root.tsx", root),
    ...[...new Set(modules)].map((file) =>
      file === LAYOUT
        ? page(file, [...root, ...layout])
        : page(file, [
            ...root,
            ...(children.includes(`"${file}"`) ? layout : []),
            ...loadedStylesheets(file),
          ]),
    ),
  ];
}

/** The stylesheets a class needs: those styling it anywhere, else any naming it. */
function neededBy(name: string): string[] {
  const sheets = [...STYLESHEETS.entries()];
  const homes = sheets.filter(([, sheet]) => sheet.homes.has(name)).map(([file]) => file);
  if (homes.length > 0) return homes;
  const mentions = sheets.filter(([, sheet]) => sheet.mentions.has(name)).map(([file]) => file);
  // One of several contexts is enough: `.is-met` of the password checklist, say.
  return mentions.length > 0 ? [mentions.join(" or ")] : [];
}

describe("stylesheets", () => {
  const all = pages();

  it("are loaded by every page that renders their classes", () => {
    expect(all.length).toBeGreaterThan(25);
    const missing: string[] = [];
    let checked = 0;
    for (const { page, classes, loaded } of all) {
      for (const rendered of classes) {
        const names = rendered.endsWith("*")
          ? [...STYLESHEETS.values()]
              .flatMap((sheet) => [...sheet.mentions])
              .filter((name) => name.startsWith(rendered.slice(0, -1)))
          : [rendered];
        for (const name of new Set(names))
          for (const need of neededBy(name)) {
            checked += 1;
            if (!need.split(" or ").some((sheet) => loaded.includes(sheet)))
              missing.push(`${page} renders .${name} without ${need}`);
          }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it("are sent as one file that imports each of them once, in the cascade order", () => {
    const imports = [...read(BUNDLE).matchAll(/@import\s+"([^"]+)";/g)].map(([, file = ""]) =>
      path.posix.join(path.posix.dirname(BUNDLE), file),
    );
    expect(imports).toEqual(CASCADE_ORDER);
    expect(
      read(BUNDLE)
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/@import[^;]+;/g, "")
        .trim(),
    ).toBe("");
    expect(read("root.tsx")).toMatch(/import appCss from "\.\/ui\/app\.css\?url"/);
    expect(read("root.tsx")).toMatch(
      /<link rel="stylesheet" href=\{appCss\} precedence="default" \/>/,
    );
  });

  it("come in the one cascade order on every page", () => {
    expect([...STYLESHEETS.keys()].sort()).toEqual([...CASCADE_ORDER].sort());
    for (const { page, loaded } of all) {
      const ranks = loaded.map((sheet) => CASCADE_ORDER.indexOf(sheet));
      expect(ranks, `${page}: ${loaded.join(", ")}`).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it("are each loaded by a route module or the root, and none is over 400 lines", () => {
    const importers = FILES.filter(
      (file) =>
        /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && importedStylesheets(file).size > 0,
    );
    for (const file of importers) {
      // A block links its own stylesheets where it renders (decision 0093), from blocks/.
      if (file.startsWith("blocks/")) {
        for (const sheet of importedStylesheets(file).values())
          expect(sheet, `${file} links ${sheet}`).toMatch(/^blocks\/[^/]+\/[^/]+\.css$/);
        continue;
      }
      expect(file, "only route modules and the root load stylesheets").toMatch(
        /^root\.tsx$|\.route\.tsx$/,
      );
    }
    const loaded = new Set(
      importers
        .filter((file) => !file.startsWith("blocks/"))
        .flatMap((file) => loadedStylesheets(file)),
    );
    for (const [file, sheet] of STYLESHEETS) {
      expect(loaded.has(file), `${file} is loaded somewhere`).toBe(true);
      expect(sheet.lines, `${file} lines`).toBeLessThanOrEqual(MAX_LINES);
    }
  });
});

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import ROUTES from "../routes";
import { DICTIONARIES, type Namespace } from "./messages/dictionaries.server";

/*
 * Each route's loader names the namespaces of text it sends the browser (`pageMessages`). This
 * test reads the source instead of trusting the lists: from every route module it follows the
 * imports within the app, collects every message key the code can ask for, and checks that the
 * route, or a route above it, sends each key's namespace. A key is seen where the code writes
 * it: a string ("cart.title"), the start of a template (`spend.program.${id}`), the stem that
 * `plural` completes ("listing.count"), or the family `productLabel` and `seasonLabel` read.
 */

const APP = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT_MODULE = join(APP, "root.tsx");

/**
 * Components a dialog (or the header's mini cart) shows with the messages its fetcher loaded
 * from a route's loader (inside `FetchedMessages`): that route, not the one the dialog is on,
 * must send their namespaces.
 */
const FETCHED = [
  { dialog: "AuthDialog.tsx", component: "SignInForm.tsx", page: "sign-in" },
  { dialog: "AuthDialog.tsx", component: "ForgotPasswordForm.tsx", page: "sign-in" },
  { dialog: "AuthDialog.tsx", component: "SignUpForm.tsx", page: "sign-up" },
  { dialog: "MiniCart.tsx", component: "MiniCartContents.tsx", page: "cart/summary" },
];

function isFetched(importer: string, target: string): boolean {
  return FETCHED.some(
    (entry) => basename(importer) === entry.dialog && basename(target) === entry.component,
  );
}

const NAMESPACE_OF = new Map<string, Namespace>();
for (const [namespace, languages] of Object.entries(DICTIONARIES)) {
  for (const key of Object.keys(languages.en)) NAMESPACE_OF.set(key, namespace as Namespace);
}
const KEYS = [...NAMESPACE_OF.keys()];

interface ModuleFacts {
  /** Modules it imports for their values (type-only imports run no code). */
  imports: string[];
  keys: Set<string>;
  /** The namespaces its `pageMessages` call names, or null without one. */
  sends: Namespace[] | null;
  /** A route module without a default export is a resource route: it renders no text. */
  rendersPage: boolean;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, base, join(base, "index.ts")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A feature's door (index.ts, index.server.ts): it only passes on what its feature has. */
const DOOR = /\/features\/[^/]+\/index(\.server)?\.ts$/;

/** What a door passes on: each name it exports and the module that name comes from. */
function doorExports(door: string): Map<string, string> {
  const source = ts.createSourceFile(door, readFileSync(door, "utf8"), ts.ScriptTarget.Latest);
  const exported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolveImport(door, statement.moduleSpecifier.text);
    const clause = statement.exportClause;
    if (target && clause && ts.isNamedExports(clause))
      for (const element of clause.elements) exported.set(element.name.text, target);
  }
  return exported;
}

/**
 * The modules an import takes values from: the module it names, or for a door the modules
 * behind the names it takes (a page that takes one thing through a door uses none of the rest).
 */
function importedFrom(target: string, node: ts.ImportDeclaration): string[] {
  if (!DOOR.test(target)) return [target];
  const bindings = node.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return [target];
  const exported = doorExports(target);
  return bindings.elements.flatMap((element) => {
    if (element.isTypeOnly) return [];
    const behind = exported.get((element.propertyName ?? element.name).text);
    return behind ? [behind] : [];
  });
}

/** A dictionary or the registry of them: a module under a `messages` folder. */
function isDictionary(file: string): boolean {
  return file.split("/").includes("messages");
}

/** The i18n modules and the dictionaries: their strings are the keys, not uses of them. */
function isMessagesModule(file: string): boolean {
  return basename(file).startsWith("i18n.") || isDictionary(file);
}

function keysWithPrefix(prefix: string): string[] {
  return KEYS.filter((key) => key.startsWith(prefix));
}

function readModule(file: string): ModuleFacts {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const facts: ModuleFacts = { imports: [], keys: new Set(), sends: null, rendersPage: false };
  const addKeys = (keys: string[]) => keys.forEach((key) => facts.keys.add(key));
  // "cart.title" is a key; "listing.count" is the stem of `plural`'s ".one" and ".other".
  const literal = (text: string) => {
    if (NAMESPACE_OF.has(text)) addKeys([text]);
    else if (text.includes(".")) addKeys(keysWithPrefix(`${text}.`));
  };
  const follow = (specifier: ts.Expression, from?: ts.ImportDeclaration) => {
    const target = ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : null;
    if (target) facts.imports.push(...(from ? importedFrom(target, from) : [target]));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) follow(node.moduleSpecifier, node);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !node.isTypeOnly) follow(node.moduleSpecifier);
      return;
    }
    // `import("./Panel")`: code loaded when it is needed still renders on the route's pages.
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      follow(node.arguments[0]);
    if (ts.isExportAssignment(node)) facts.rendersPage = true;
    if (
      ts.isFunctionDeclaration(node) &&
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)
    )
      facts.rendersPage = true;
    if (ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal(node.text);
    // `error.${kind}.title`: every key the static start can lead to.
    if (ts.isTemplateExpression(node) && node.head.text.includes("."))
      addKeys(keysWithPrefix(node.head.text));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [, second] = node.arguments;
      const name = node.expression.text;
      if (name === "seasonLabel") addKeys(keysWithPrefix("season."));
      if (name === "productLabel" && second && ts.isStringLiteral(second))
        addKeys(keysWithPrefix(`${second.text}.`));
      if (name === "pageMessages" && !isMessagesModule(file)) {
        if (facts.sends) throw new Error(`${file}: one pageMessages call per route module`);
        facts.sends = namespaceList(file, second);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

function namespaceList(file: string, list: ts.Expression | undefined): Namespace[] {
  if (!list || !ts.isArrayLiteralExpression(list))
    throw new Error(`${file}: pageMessages needs its namespaces as a list of strings`);
  return list.elements.map((element) => {
    if (!ts.isStringLiteral(element) || !Object.hasOwn(DICTIONARIES, element.text))
      throw new Error(`${file}: ${element.getText()} is not a namespace`);
    return element.text as Namespace;
  });
}

const cache = new Map<string, ModuleFacts>();
function factsOf(file: string): ModuleFacts {
  let facts = cache.get(file);
  if (!facts) cache.set(file, (facts = readModule(file)));
  return facts;
}

/**
 * Every key a route module and the modules it imports, transitively, can ask for; and the
 * namespaces whose dictionaries its browser code imports itself (the error page's English).
 */
function usesOf(file: string): { keys: Set<string>; builtIn: Set<Namespace> } {
  const keys = new Set<string>();
  const builtIn = new Set<Namespace>();
  const seen = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (seen.has(next) || isMessagesModule(next)) continue;
    seen.add(next);
    const facts = factsOf(next);
    facts.keys.forEach((key) => keys.add(key));
    for (const target of facts.imports) {
      if (isDictionary(target) && !next.endsWith(".server.ts"))
        builtIn.add(basename(dirname(target)) as Namespace);
    }
    queue.push(...facts.imports.filter((target) => !isFetched(next, target)));
  }
  return { keys, builtIn };
}

interface RouteCheck {
  route: string;
  /** Keys the route's code uses whose namespace neither it nor a route above it sends. */
  missing: string[];
  /** Namespaces it sends that nothing of its code uses, or that a route above sends already. */
  unused: Namespace[];
}

/**
 * Checks the root, then every route below it; `edit` can change what a module sends (the test
 * of the test removes a namespace).
 */
function checkRoutes(edit: (file: string, sends: Namespace[]) => Namespace[] = (_, s) => s) {
  const checks: RouteCheck[] = [];
  const sentBy = new Map<string, Set<Namespace>>();
  const missingFrom = (keys: Set<string>, known: Set<Namespace>) =>
    [...keys].filter((key) => !known.has(NAMESPACE_OF.get(key) as Namespace)).sort();
  const check = (file: string, inherited: Namespace[], children: RouteConfigEntry[]) => {
    const facts = factsOf(file);
    const own = edit(file, facts.sends ?? []);
    const sent = new Set([...inherited, ...own]);
    sentBy.set(file, sent);
    if (facts.rendersPage) {
      const { keys, builtIn } = usesOf(file);
      const used = new Set([...keys].map((key) => NAMESPACE_OF.get(key)));
      // The root has no loader: its error boundary speaks the English it carries. Every route
      // below must still send the namespaces, or its pages would not speak their language.
      const known = new Set([...sent, ...(file === ROOT_MODULE ? builtIn : [])]);
      checks.push({
        route: relative(APP, file),
        missing: missingFrom(keys, known),
        unused: own.filter((namespace) => !used.has(namespace) || inherited.includes(namespace)),
      });
    }
    for (const child of children) check(join(APP, child.file), [...sent], child.children ?? []);
  };
  check(ROOT_MODULE, [], ROUTES);
  for (const { dialog, component, page } of FETCHED) {
    const dialogFile = appModules().find((file) => basename(file) === dialog) ?? dialog;
    const componentFile = factsOf(dialogFile).imports.find((f) => basename(f) === component);
    const pageFile = routeFile(page);
    if (!componentFile || !pageFile) throw new Error(`${dialog} shows no ${component} of ${page}`);
    checks.push({
      route: `${component} in ${dialog}, with the messages of ${relative(APP, pageFile)}`,
      missing: missingFrom(usesOf(componentFile).keys, sentBy.get(pageFile) ?? new Set()),
      unused: [],
    });
  }
  return checks;
}

function routeFile(path: string, entries: RouteConfigEntry[] = ROUTES): string | undefined {
  for (const entry of entries) {
    if (entry.path === path) return join(APP, entry.file);
    const found = routeFile(path, entry.children ?? []);
    if (found) return found;
  }
  return undefined;
}

function appModules(directory: string = APP): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return appModules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("the messages each page sends", () => {
  it("hold the namespace of every key a route's code uses, and none it does not use", () => {
    const checks = checkRoutes();
    expect(checks.length).toBeGreaterThan(20);
    expect(checks.filter((check) => check.missing.length > 0 || check.unused.length > 0)).toEqual(
      [],
    );
  });

  it("are checked: a namespace removed from the product page is missed", () => {
    const product = routeFile("p/:productSegment");
    expect(product).toBeDefined();
    const checks = checkRoutes((file, sends) =>
      file === product ? sends.filter((namespace) => namespace !== "reviews") : sends,
    );
    const missing = checks.find((check) => join(APP, check.route) === product)?.missing ?? [];
    expect(missing).toContain("reviews.write");
    expect(missing).toContain("questions.ask");
  });

  it("see keys built from templates and the label helpers", () => {
    const { keys } = usesOf(routeFile("p/:productSegment") ?? "");
    for (const key of ["badge.best-seller", "eyebrow.waterproof", "season.fw", "sizeRun.hat-two"])
      expect(keys).toContain(key);
    expect(usesOf(routeFile("cart") ?? "").keys).toContain("cart.items.other");
  });

  it("come from server modules: the browser's code imports no dictionary but the error page's English", () => {
    const imports = appModules().flatMap((file) =>
      factsOf(file)
        .imports.filter(isDictionary)
        .map((target) => `${basename(file)} → ${relative(join(target, "../.."), target)}`),
    );
    expect(imports.length).toBeGreaterThan(2);
    expect(imports.filter((line) => !/\.server\.ts →/.test(line))).toEqual([
      "ErrorPage.tsx → error/en.ts",
    ]);
  });
});

/**
 * The architecture's boundaries as lint rules (issue 10, decisions 0040 and 0087): which folder
 * may import which. eslint.config.js says where each rule applies; this file only knows how to read an
 * import.
 *
 * Imports are resolved by path arithmetic, never on the file system: a rule about "another
 * area" compares the importer's area with the target's, which no static pattern can express, and
 * resolving without the disk keeps the rules fast, lets them judge files that are being moved,
 * and lets the tests lint virtual files. The price is that only relative paths and the
 * workspaces' package names are understood: a path alias added to a tsconfig must be taught
 * here (see WORKSPACES).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Package names that point into the repository, and the folder each one is. */
const WORKSPACES = {
  "@ridgeline/contract": "contract",
  "@ridgeline/server": "server",
  "@ridgeline/web": "web",
};

const CODE_EXTENSION = /\.[cm]?[jt]sx?$/;
const AREA_PATH = /^server\/src\/modules\/([^/.]+)(?:\/(.*))?$/;
const DB_TYPES = "server/src/platform/database/db.types";
// Vitest's module helpers name a module like an import does.
const VI_MODULE_CALLS = new Set(["mock", "doMock", "unmock", "doUnmock", "importActual"]);

/** A path relative to the repository root, with forward slashes. */
function repoPath(absolute) {
  return path.relative(ROOT, absolute).split(path.sep).join("/");
}

/** Drops `.ts`, `.js`… so `./a`, `./a.ts` and `./a.js` name the same module. */
function withoutExtension(file) {
  return file.replace(CODE_EXTENSION, "");
}

/**
 * The repository path that `specifier`, written in `importer` (absolute), names; null when it
 * names a package from node_modules or a Node built-in.
 */
export function resolveSpecifier(importer, specifier) {
  const bare = specifier.replace(/[?#].*$/, "");
  if (bare.startsWith(".")) return repoPath(path.resolve(path.dirname(importer), bare));
  if (path.isAbsolute(bare)) return repoPath(bare);
  for (const [name, folder] of Object.entries(WORKSPACES)) {
    if (bare === name || bare.startsWith(`${name}/`)) return folder + bare.slice(name.length);
  }
  return null;
}

/** The area a repository path belongs to, and whether it names that area's front door. */
function areaOf(file) {
  const match = AREA_PATH.exec(file);
  if (!match) return null;
  const rest = match[2] === undefined ? "index" : withoutExtension(match[2]);
  return { area: match[1], frontDoor: rest === "index" };
}

function isUnder(file, folder) {
  return file === folder || file.startsWith(`${folder}/`);
}

function isTypeOnlyImport(node) {
  const kind = node.type === "ImportDeclaration" ? "importKind" : "exportKind";
  if (node[kind] === "type") return true;
  return node.specifiers?.length > 0 && node.specifiers.every((s) => s[kind] === "type");
}

/**
 * Visitors that call `check` once for every module the file names: imports, re-exports,
 * `import()`, `import("…")` types, `require` and vitest's module mocks.
 */
function eachImport(context, check) {
  const importer = repoPath(context.physicalFilename);
  const visit = (source, typeOnly) => {
    if (source?.type !== "Literal" || typeof source.value !== "string") return;
    const target = resolveSpecifier(context.physicalFilename, source.value);
    check({ node: source, specifier: source.value, importer, target, typeOnly });
  };
  const fromDeclaration = (node) => visit(node.source, isTypeOnlyImport(node));
  return {
    ImportDeclaration: fromDeclaration,
    ExportNamedDeclaration: fromDeclaration,
    ExportAllDeclaration: fromDeclaration,
    ImportExpression: (node) => visit(node.source, false),
    // `source` since typescript-eslint 8.x; older parsers wrap the literal in `argument`.
    TSImportType: (node) => visit(node.source ?? node.argument?.literal, true),
    TSExternalModuleReference: (node) => visit(node.expression, node.parent.importKind === "type"),
    CallExpression(node) {
      const { callee } = node;
      const isRequire = callee.type === "Identifier" && callee.name === "require";
      const isViModule =
        callee.type === "MemberExpression" &&
        callee.object.type === "Identifier" &&
        callee.object.name === "vi" &&
        VI_MODULE_CALLS.has(callee.property.name);
      if (isRequire || isViModule) visit(node.arguments[0], false);
    },
  };
}

/**
 * A rule that asks `judge` about every import of a file, with the rule's options from
 * eslint.config.js; `judge` returns `[messageId, data]` when the import breaks the rule.
 */
function importRule({ description, messages, schema = [] }, judge) {
  return {
    meta: { type: "problem", docs: { description }, schema, messages },
    create(context) {
      return eachImport(context, (found) => {
        const broken = judge(found, context.options[0]);
        if (!broken) return;
        const [messageId, data] = broken;
        context.report({
          node: found.node,
          messageId,
          data: { specifier: found.specifier, ...data },
        });
      });
    },
  };
}

const frontDoor = importRule(
  {
    description:
      "An area is opened only through its front door, server/src/modules/<area>/index.ts.",
    messages: {
      otherArea:
        "The {{from}} area may use the {{area}} area only through its front door (server/src/modules/{{area}}/index.ts), not '{{specifier}}'.",
      internals:
        "'{{specifier}}' is inside the {{area}} area: import its front door, server/src/modules/{{area}}/index.ts.",
    },
  },
  ({ importer, target }) => {
    const to = target === null ? null : areaOf(target);
    if (to === null || to.frontDoor) return null;
    const from = areaOf(importer);
    if (from?.area === to.area) return null;
    return [from ? "otherArea" : "internals", { from: from?.area, area: to.area }];
  },
);

const layers = importRule(
  {
    description: "A layer imports nothing from the folders configured as above it.",
    schema: [
      {
        type: "object",
        properties: {
          forbid: {
            type: "array",
            items: {
              type: "object",
              properties: { path: { type: "string" }, because: { type: "string" } },
              required: ["path", "because"],
              additionalProperties: false,
            },
          },
        },
        required: ["forbid"],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "'{{specifier}}' is in {{path}}/, which {{importer}} may not import: {{because}}",
    },
  },
  ({ importer, target }, { forbid }) => {
    const rule = target === null ? undefined : forbid.find((f) => isUnder(target, f.path));
    return rule ? ["forbidden", { importer, path: rule.path, because: rule.because }] : null;
  },
);

const seedImports = importRule(
  {
    description:
      "seed/ reaches the server only through the areas' front doors and the database types.",
    messages: {
      dbTypesValue:
        "seed/ may take only types from '{{specifier}}': write `import type`, the database is handed in.",
      outside:
        "seed/ may import its own files, the areas' front doors, the database types and @ridgeline/contract, not '{{specifier}}'.",
    },
  },
  ({ target, typeOnly }) => {
    if (target === null || isUnder(target, "seed") || target === "contract") return null;
    // An area's internals are front-door's to report, once, wherever they are imported.
    if (areaOf(target)) return null;
    if (withoutExtension(target) !== DB_TYPES) return ["outside"];
    return typeOnly ? null : ["dbTypesValue"];
  },
);

const ROUTE_MODULE = /\.route$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const FEATURE_PATH = /^web\/app\/features\/([^/]+)\//;

/**
 * The route module a path names, or null. React Router's generated `+types/<name>.route` is
 * the route's own types, so it counts as the route module it describes.
 */
function routeModuleOf(file) {
  const stem = withoutExtension(file).replace("/+types/", "/");
  return ROUTE_MODULE.test(stem) ? stem : null;
}

const routeModules = importRule(
  {
    description:
      "Only routes.ts and route modules import route modules, and a route module only its own feature's.",
    messages: {
      notRoute:
        "Only web/app/routes.ts and route modules may import a route module ('{{specifier}}'): move what you need to a *.types.ts, *.server.ts or component of the feature.",
      otherFeature:
        "A route module of the {{from}} feature may not import the {{to}} feature's route module '{{specifier}}': give what both need a home outside the route module.",
    },
  },
  ({ importer, target }) => {
    const route = target === null ? null : routeModuleOf(target);
    if (route === null || importer === "web/app/routes.ts") return null;
    // A test sits beside the route module it tests.
    const own = withoutExtension(importer);
    if (TEST_FILE.test(importer) && path.dirname(own) === path.dirname(route)) return null;
    if (!routeModuleOf(importer)) return ["notRoute"];
    const from = FEATURE_PATH.exec(importer)?.[1];
    const to = FEATURE_PATH.exec(route)?.[1];
    return from === to ? null : ["otherFeature", { from, to }];
  },
);

const WEB_FEATURE_PATH = /^web\/app\/features\/([^/.]+)(?:\/(.*))?$/;
const SERVER_MODULE = /\.server$/;

/**
 * The web feature a repository path belongs to, the door it names ("index", "index.server" or
 * null) and whether it is a server module (`*.server.ts`, which only index.server.ts may offer).
 */
function featureOf(file) {
  const match = WEB_FEATURE_PATH.exec(file);
  if (!match) return null;
  const rest = match[2] === undefined ? "index" : withoutExtension(match[2]);
  const door = rest === "index" || rest === "index.server" ? rest : null;
  return { feature: match[1], door, server: SERVER_MODULE.test(rest) };
}

const webFrontDoor = importRule(
  {
    description:
      "A web feature is opened only through its doors, web/app/features/<feature>/index.ts (browser-safe) and index.server.ts (server-only).",
    messages: {
      otherFeature:
        "The {{from}} feature may use the {{feature}} feature only through its door web/app/features/{{feature}}/{{door}}, not '{{specifier}}': export what you need there.",
      internals:
        "'{{specifier}}' is inside the {{feature}} feature: import its door, web/app/features/{{feature}}/{{door}}.",
      serverInBrowserDoor:
        "index.ts is the {{feature}} feature's browser-safe door, and '{{specifier}}' is a server module: offer it from web/app/features/{{feature}}/index.server.ts.",
    },
  },
  ({ importer, target, typeOnly }) => {
    const to = target === null ? null : featureOf(target);
    if (to === null) return null;
    const from = featureOf(importer);
    if (from?.feature === to.feature) {
      // A type is erased before the browser sees it; a value of a server module is not.
      const leaks = from.door === "index" && to.server && !typeOnly;
      return leaks ? ["serverInBrowserDoor", { feature: to.feature }] : null;
    }
    // Route modules are routes.ts's and their own feature's: route-modules says so, once.
    if (to.door || routeModuleOf(target)) return null;
    const door = to.server ? "index.server.ts" : "index.ts";
    return [
      from ? "otherFeature" : "internals",
      { from: from?.feature, feature: to.feature, door },
    ];
  },
);

const featureDoors = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A web feature's door only passes on its feature's modules: `export { … } from \"./…\"`.",
    },
    schema: [],
    messages: {
      notPassedOn:
        "A feature's door only passes on its own feature's modules (`export { name } from \"./module\"`): put this in a module of the feature and export it from here.",
    },
  },
  create(context) {
    return {
      Program(program) {
        for (const statement of program.body) {
          const passesOn =
            statement.type === "ExportNamedDeclaration" &&
            typeof statement.source?.value === "string" &&
            statement.source.value.startsWith("./");
          if (!passesOn) context.report({ node: statement, messageId: "notPassedOn" });
        }
      },
    };
  },
};

// Statements that write an area's tables, shaped tightly enough (a table name, then what SQL
// puts after it) that prose in seed data ("update the set list", "insert into the box") passes.
// A SELECT is left out: "select a size from…" is prose too, and reading is not writing.
const SQL_TEXT = new RegExp(
  [
    String.raw`\binsert\s+into\s+[\w".]+\s*(\(|values\b|select\b|default\b)`,
    String.raw`\bdelete\s+from\s+[\w".]+\s*(where\b|using\b|returning\b|;|$)`,
    String.raw`\bupdate\s+[\w".]+\s+set\s+[\w"]+\s*=`,
    String.raw`\btruncate\s+(table\s+)?[\w".]+(\s*,\s*[\w".]+)*\s*(cascade\b|restart\b|;|$)`,
    String.raw`\b(alter|drop|create)\s+table\b`,
  ].join("|"),
  "i",
);

const noSqlText = {
  meta: {
    type: "problem",
    docs: { description: "seed/ holds no SQL: the areas own their tables and their SQL." },
    schema: [],
    messages: {
      sql: "This looks like SQL: seed/ hands data to the owning area's import function (its front door) and runs no SQL of its own.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (SQL_TEXT.test(text)) context.report({ node, messageId: "sql" });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      // Joined so `update ${table} set` is seen whole.
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(" x "));
      },
    };
  },
};

export default {
  meta: { name: "ridgeline-boundaries" },
  rules: {
    "front-door": frontDoor,
    layers,
    "seed-imports": seedImports,
    "route-modules": routeModules,
    "web-front-door": webFrontDoor,
    "feature-doors": featureDoors,
    "no-sql-text": noSqlText,
  },
};

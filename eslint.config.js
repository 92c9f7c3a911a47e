// One lint config for the whole repository. File names are part of the contract between
// developers (STYLE.md): the check-file rules make the naming convention a build failure.
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/eslint/boundaries.mjs";

const KEBAB = "+([a-z0-9])*(-+([a-z0-9]))";
const CODE = "{ts,tsx,js,mjs}";
const ROLES =
  "routes|service|tables|test|types|schema|repo|plugin|adapter|jobs|config|helpers|data|seed";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      // Other builds beside the usual one (WEB_BUILD_OUT) and other journeys' results.
      "web/build-*/**",
      "test-results*/**",
      "**/.react-router/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["web/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      "scripts/**",
      "bench/**",
      "**/*.config.{js,ts}",
      "server/build.mjs",
      "seed/**/*-cli.ts",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
      "check-file/filename-naming-convention": [
        "error",
        {
          "**/*.{ts,js,mjs}": "KEBAB_CASE",
          // Route modules say so: product.route.tsx (the components beside them are PascalCase).
          "web/app/features/**/*.route.tsx": "KEBAB_CASE",
          "web/app/*.tsx": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Every other .tsx of a feature or of ui/ is a React component: PascalCase, as STYLE.md
    // allows. A kebab-case page module without `.route` fails here, so pages stay findable.
    files: ["web/app/features/**/*.tsx", "web/app/ui/**/*.tsx"],
    ignores: ["web/app/features/**/*.route.tsx"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.tsx": "PASCAL_CASE" }],
    },
  },
  // The architecture's boundaries (issue 10, decision 0040). Each rule is here because the
  // shape it protects drifts the first time nothing checks it: an area that reads another's
  // helper, a platform piece that knows an area, a seed script that writes a table.
  {
    // An area is a room with one door: whatever lies beside index.ts can change without
    // anyone outside the area noticing. Applies to every importer (other areas and their
    // tests, app.ts, main.ts, cli/, server/test/, seed/, web/…).
    files: [`**/*.${CODE}`],
    plugins: { ridgeline: boundaries },
    rules: { "ridgeline/front-door": "error" },
  },
  {
    // Platform is what every area stands on; if it knew an area, the areas would no longer
    // be separable, and a change in one would ripple through all. It learns about areas and
    // seed data only through what app.ts, main.ts and cli/ pass in.
    files: [`server/src/platform/**/*.${CODE}`],
    rules: {
      "ridgeline/layers": [
        "error",
        {
          forbid: [
            {
              path: "server/src/modules",
              because:
                "platform/ is shared by the areas and must not know one; take it as an argument.",
            },
            {
              path: "seed",
              because:
                "demo data is the composition's choice (main.ts, cli/, server/test/), not platform's.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by the server and the browser: anything it imported from either
    // would end up in the other's bundle, and a cycle across the workspaces would follow.
    files: [`contract/**/*.${CODE}`],
    rules: {
      "ridgeline/layers": [
        "error",
        {
          forbid: ["server", "web", "seed"].map((folder) => ({
            path: folder,
            because: "contract/ is shared by server and web and depends on neither.",
          })),
        },
      ],
    },
  },
  {
    // The design system and the app-wide wiring sit below the features; if they imported a
    // feature, a change in one page could break every page.
    files: [`web/app/ui/**/*.${CODE}`, `web/app/lib/**/*.${CODE}`],
    rules: {
      "ridgeline/layers": [
        "error",
        {
          forbid: [
            {
              path: "web/app/features",
              because: "ui/ and lib/ know no feature: move the shared piece down, or pass it in.",
            },
          ],
        },
      ],
    },
  },
  {
    // A web feature is a room with two doors (decision 0087): index.ts, what other features may
    // use in the browser too, and index.server.ts, what their loaders and actions may use of its
    // *.server.ts modules. What lies beside them can change without another feature noticing.
    // Applies to every importer (other features and their tests, root.tsx, lib/, ui/, e2e/…);
    // routes.ts names route modules by path, and the route-modules rule judges those.
    files: [`**/*.${CODE}`],
    rules: { "ridgeline/web-front-door": "error" },
  },
  {
    // A door only passes on its feature's modules, so it runs no code of its own: the bundler
    // is told so (web/vite.config.ts) and a page taking one thing through it loads no more.
    files: ["web/app/features/*/index.ts", "web/app/features/*/index.server.ts"],
    rules: { "ridgeline/feature-doors": "error" },
  },
  {
    // A route module is a page's entry, owned by React Router through routes.ts: a component
    // that imported one (even for `typeof loader`) ties itself to that page's loader.
    files: [`web/**/*.${CODE}`],
    rules: { "ridgeline/route-modules": "error" },
  },
  {
    // seed/ is demo data and the loader that hands it to the areas: the SQL that writes a
    // table belongs to the area that owns the table, so a change of schema never has to be
    // mirrored in seed/. Its tests follow the same rules: a test reading tables would pin
    // seed/ to the areas' table layout just as much.
    files: [`seed/**/*.${CODE}`],
    rules: {
      "ridgeline/seed-imports": "error",
      "ridgeline/no-sql-text": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|exec|transaction)$/]",
          message:
            "seed/ runs no SQL: hand the data to the owning area's import function, exported from its front door (server/src/modules/<area>/index.ts).",
        },
      ],
    },
  },
  {
    // Inside a business area every file says its role: cart.service.ts, cart.routes.ts ...
    // …except each area's front door, index.ts (decision 0038).
    files: ["server/src/modules/**/*.ts"],
    ignores: ["server/src/modules/*/index.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.ts": `${KEBAB}.+(${ROLES})?(.test)` },
      ],
    },
  },
);

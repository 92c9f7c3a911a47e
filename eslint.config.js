// One lint config for the whole repository. File names are part of the contract between
// developers (STYLE.md): the check-file rules make the naming convention a build failure.
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const KEBAB = "+([a-z0-9])*(-+([a-z0-9]))";
const ROLES =
  "routes|service|tables|test|types|schema|repo|plugin|adapter|jobs|config|helpers|data|seed";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
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
          "web/app/routes/**/*.tsx": "KEBAB_CASE",
          "web/app/*.tsx": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Components and blocks are React components: PascalCase, as STYLE.md allows.
    files: ["web/app/components/**/*.tsx", "web/app/blocks/**/*.tsx"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.tsx": "PASCAL_CASE" }],
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

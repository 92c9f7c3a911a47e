// Bundles the server (and the contract and seed code it imports) into dist/ with esbuild.
// Packages stay external: they are installed next to it. Type checking is `npm run typecheck`.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/main.ts",
    // Its own file: main.js loads it only after choosing the production builds of React.
    serve: "src/serve.ts",
    "cli/migrate": "src/cli/migrate.ts",
    "cli/seed": "src/cli/seed.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  // Workspace packages are sources, not builds: bundle them in.
  alias: { "@ridgeline/contract": "../contract/src/index.ts" },
  logLevel: "warning",
});

// The areas' migrations go with the bundle, in their folders (dist/migrations/modules/<area>/
// migrations/…), where the bundle's migrator looks (findMigrationsRoot): a built server applies
// the migrations it was built with, whatever the sources hold by the time it starts. Copies of
// a previous build go first, so a migration removed from the sources leaves the bundle too.
rmSync("dist/migrations", { recursive: true, force: true });
for (const file of readdirSync("src", { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".sql") || basename(dirname(file)) !== "migrations") continue;
  mkdirSync(join("dist/migrations", dirname(file)), { recursive: true });
  copyFileSync(join("src", file), join("dist/migrations", file));
}

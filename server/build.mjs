// Bundles the server (and the contract and seed code it imports) into dist/ with esbuild.
// Packages stay external: they are installed next to it. Type checking is `npm run typecheck`.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/main.ts",
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

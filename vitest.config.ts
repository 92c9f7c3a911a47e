import { defineConfig } from "vitest/config";
import { apiIncludes } from "./scripts/test-databases.mjs";

/**
 * The run's database: PostgreSQL when the run has a server (`npm run test:pg` starts one), else
 * PGlite. Each API file runs on the databases its `// databases:` marker names, both when it has
 * none (decision 0084).
 */
const DATABASE = process.env["TEST_DATABASE_URL"] ? "postgres" : "pglite";
const API = apiIncludes(DATABASE);

const apiProject = {
  // One worker process runs its files one after another on the modules it loaded for the
  // first: each file still builds its own app on its own database (decision 0085).
  isolate: false,
  setupFiles: ["scripts/fast-check-setup.ts"],
  globalSetup: ["server/test/global-setup.ts"],
  testTimeout: 20000,
  hookTimeout: 60000,
};

// Three projects: "unit" (pure code), "api" (the real app through inject() on a fresh database
// per test file) and "api-shared" (read-only API files: one app and database per worker).
// `npm run test:pg` runs both API projects on a real PostgreSQL server, each with the files
// marked for it (docs/testing.md).
export default defineConfig({
  test: {
    // Two cores: two files at a time; API files each have their own database. On PostgreSQL a
    // file waits on the server as much as it computes, and four at a time finish sooner
    // (decision 0085).
    maxWorkers: DATABASE === "postgres" ? 4 : 2,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "contract/src/**/*.test.ts",
            "seed/**/*.test.ts",
            "server/src/**/*.test.ts",
            "web/app/**/*.test.ts",
            "bench/lib/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/test/**/*.test.ts",
          ],
          exclude: [
            "server/src/**/*.routes.test.ts",
            "**/*.isolated.test.ts",
            "**/node_modules/**",
          ],
          isolate: false,
          setupFiles: ["scripts/fast-check-setup.ts"],
          // PGlite takes seconds to start on a loaded 2-core machine (docs/known-issues.md).
          hookTimeout: 60000,
        },
      },
      // Files that replace a module (`vi.mock`) need modules of their own: in the shared worker
      // of "unit" another file may have loaded the real one first.
      {
        test: {
          name: "unit-isolated",
          include: ["web/app/**/*.isolated.test.ts"],
          setupFiles: ["scripts/fast-check-setup.ts"],
        },
      },
      { test: { name: "api", include: API.fresh, ...apiProject } },
      {
        test: {
          name: "api-shared",
          include: API.shared,
          // The app a worker built for its first file serves the rest.
          // sharedTestApp() refuses to serve files outside this project.
          env: { RIDGELINE_SHARED_APP: "1" },
          ...apiProject,
        },
      },
    ],
  },
});

import { defineConfig } from "vitest/config";

// Two projects: "unit" (pure code) and "api" (the real app through inject() on a fresh
// database per test file). `npm run test:pg` runs "api" again on a real PostgreSQL server.
export default defineConfig({
  test: {
    // Two cores: two files at a time; API files each have their own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "contract/src/**/*.test.ts",
            "seed/**/*.test.ts",
            "server/src/**/*.test.ts",
            "web/app/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["server/src/**/*.routes.test.ts", "**/node_modules/**"],
          // PGlite takes seconds to start on a loaded 2-core machine (docs/known-issues.md).
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: "api",
          include: ["server/src/**/*.routes.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});

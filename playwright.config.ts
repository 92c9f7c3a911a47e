import { defineConfig } from "@playwright/test";
import { JOURNEY_CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from "./scripts/chromium-flags.mjs";
import { journeyPort, journeyServer } from "./scripts/journey-server.mjs";

const PORT = journeyPort();
const server = journeyServer(PORT);

// Browser journeys in Debian's Chromium against the built store on a fresh embedded database.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // Three on two cores: a journey waits on the server and the page as much as it computes
  // (decision 0085 measured 2 and 3).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env["CI"] ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: [...JOURNEY_CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: server.command,
    url: server.url,
    // `npm test` starts it while the API tests run (scripts/journey-server.mjs).
    reuseExistingServer: process.env["JOURNEY_SERVER_STARTED"] === "1",
    timeout: 120_000,
    env: server.env,
  },
});

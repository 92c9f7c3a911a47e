import { defineConfig } from "@playwright/test";
import { JOURNEY_CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from "./scripts/chromium-flags.mjs";

const PORT = Number(process.env["E2E_PORT"] ?? 3217);
/** Shared with the journeys that run `npm run content` against the server (e2e/support). */
export const E2E_CONTENT_SECRET = "e2e-content-secret-0123456789abcdef0123456789";

// One database per port: journeys run against two servers at once do not share one.
const DATA_DIR = `.cache/e2e-data-${PORT}`;

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
    command: `rm -rf ${DATA_DIR} && node server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ACCESS_KEYS: "e2e-web-access-key",
      BOT_SECRET: "e2e-bot-secret-0123456789abcdef0123456789",
      // The content command signs the journeys' preview links and editor calls with it too.
      CONTENT_SECRET: E2E_CONTENT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The journeys read mailed links from the outbox page, and test flows, not hash cost.
      DEV_OUTBOX: "true",
      DEV_FULFILMENT: "true",
      PASSWORD_HASH_LOG_N: "12",
      // Every journey signs in from 127.0.0.1: the per-address limit is for real networks.
      SIGNIN_ATTEMPTS_PER_ADDRESS: "10000",
      MAIL_REQUESTS_PER_ADDRESS: "10000",
      CARD_FRAME_TOKENS_PER_ADDRESS: "10000",
      // No SHED_* settings: the journeys run with the shop's own line (decision 0080), which
      // never refuses a lone shopper however busy the test machine is.
    },
  },
});

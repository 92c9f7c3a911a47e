/**
 * The store the browser journeys run against: the built server on a fresh embedded database,
 * with the settings the journeys need. Playwright starts it (`playwright.config.ts`), unless the
 * test command started it already while the API tests ran (`JOURNEY_SERVER_STARTED=1`): its
 * first start migrates and seeds a new database, ten seconds of one core that the journeys
 * would otherwise wait for with the other core idle (decision 0096).
 */

/** Shared with the journeys that run `npm run content` against the server (e2e/support). */
export const E2E_CONTENT_SECRET = "e2e-content-secret-0123456789abcdef0123456789";

/** The journeys' port: `E2E_PORT`, else 3217. */
export const journeyPort = () => Number(process.env.E2E_PORT ?? 3217);

/** How to start the journeys' server on `port`, and where it answers when it is ready. */
export function journeyServer(port = journeyPort()) {
  // One database per port: journeys run against two servers at once do not share one.
  const dataDir = `.cache/e2e-data-${port}`;
  return {
    command: `rm -rf ${dataDir} && node server/dist/main.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ACCESS_KEYS: "e2e-web-access-key",
      BOT_SECRET: "e2e-bot-secret-0123456789abcdef0123456789",
      // The content command signs the journeys' preview links and editor calls with it too.
      CONTENT_SECRET: E2E_CONTENT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The journeys read mailed links from the outbox page, and test flows, not hash cost.
      DEV_OUTBOX: "true",
      DEV_FULFILMENT: "true",
      PASSWORD_HASH_LOG_N: "12",
      // The same for the bot check: each page with a protected form (sign-in, sign-up, saving a
      // card, placing an order, contact, reserving) starts solving its challenge as it loads, and
      // at the shop's 16 bits that was ~65,000 hashes in the page, 0.2-0.5 CPU-s a page, on every
      // such page of every journey. At 8 bits the page still fetches, solves and sends it and the
      // server still checks it; the refusals have their own journeys (sign-in-flows).
      BOT_DIFFICULTY_BITS: "8",
      // Every journey signs in from 127.0.0.1: the per-address limit is for real networks.
      SIGNIN_ATTEMPTS_PER_ADDRESS: "10000",
      MAIL_REQUESTS_PER_ADDRESS: "10000",
      CARD_FRAME_TOKENS_PER_ADDRESS: "10000",
      // No SHED_* settings: the journeys run with the shop's own line (decision 0080), which
      // never refuses a lone shopper however busy the test machine is.
    },
  };
}

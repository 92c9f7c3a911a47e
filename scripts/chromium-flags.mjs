/**
 * Debian's Chromium and the flags every headless run here uses (the screenshot, journey and
 * Lighthouse runs): no sandbox (containers), no GPU, and none of the browser's own background
 * traffic, which would land in the measurements.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the journeys drive: Debian's `chromium-headless-shell`, the same Chromium build
 * without the desktop browser around it (what Playwright itself uses headless). It did the same
 * journeys for about two thirds of the full browser's CPU (decision 0085); screenshots and
 * Lighthouse keep the full browser, which is what a shopper runs.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.JOURNEY_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Debian's Chromium and the flags every headless run here uses (the screenshot, journey and
 * Lighthouse runs): no sandbox (containers), no GPU, and none of the browser's own background
 * traffic, which would land in the measurements.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

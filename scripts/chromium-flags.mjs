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

/**
 * The journeys' flags: the above, plus two that spend less of the test machine's CPU on what a
 * journey never needs (decision 0095). A journey's page lives a few seconds, and V8's optimising
 * compilers (Maglev, TurboFan) spent more compiling the page's code than it saved running it;
 * Sparkplug and the interpreter run the same code with the same results. The GPU process's
 * software compositing runs as a thread of the browser process instead of a process of its own.
 * On the shop and account journeys: the browsers' CPU 18 % lower, the journeys 9 % sooner.
 * Lighthouse and the screenshots keep the browser as a shopper runs it.
 */
export const JOURNEY_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  "--in-process-gpu",
  "--js-flags=--no-opt --no-maglev",
];

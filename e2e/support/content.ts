import type { BrowserContext, Page } from "./test";

/*
 * Helpers of the content journeys (issue 28): the site's pop-ups kept away, the tag manager's
 * pushes and the blocks' code as it arrives.
 */

/**
 * The demo sites' pop-ups (seed/content/shell.json). A journey about something else dismisses
 * them first, as a shopper who closed them before would have: an expanded pop-up is a modal
 * dialog, which makes the page behind it inert (and so hidden from axe-core as well).
 */
const SITE_POPUPS = ["popup-newsletter", "popup-registration"];

export async function withoutPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript((ids) => {
    try {
      window.localStorage.setItem("dismissedPopups", JSON.stringify(ids));
    } catch {
      // A frame without storage of its own (about:blank, a sandboxed frame): nothing to keep.
    }
  }, SITE_POPUPS);
}

/** What the page pushed to the tag manager so far. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => ((window as unknown as { dataLayer?: object[] }).dataLayer ?? []) as never,
  );
}

/** The pushes named `event`, each without its name. */
export async function pushed(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((entry) => entry["event"] === event)
    .map(({ event: _name, ...rest }) => rest);
}

/** The names of the script files (without their hash) the page has asked for, from now on. */
export function scriptsAskedFor(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("request", (request) => {
    const file = /\/assets\/([A-Za-z]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) names.add(file);
  });
  return names;
}

/**
 * Scrolls from the top to the bottom a screen at a time, letting a frame pass at each stop so
 * every block's watcher sees it come near (the page grows as blocks arrive: read again each
 * time), and back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * Waits until the element `selector` first matches is rendered by its own code: React has taken
 * it over (it carries React's fiber). Before that a deferred block shows the server's HTML,
 * which looks the same but starts no timer and answers nothing. No marker in the shop's markup
 * says so: every byte of the page's code counts against its budget (bench/page-weight.mjs).
 */
export async function codeHasCome(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  }, selector);
}

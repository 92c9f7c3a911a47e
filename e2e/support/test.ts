import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { journeyPort } from "../../scripts/journey-server.mjs";

export * from "@playwright/test";

/** What a failed journey's report lists, at most: the last lines are the ones that matter. */
const KEPT_LINES = 60;

/**
 * Playwright's `test`, with the browser's side of a failure in its report: the pages' addresses,
 * their errors and console errors, failed requests and 5xx answers, in the order they came. A
 * journey that fails once in many runs (on a machine nobody can look at afterwards) then says
 * what the page went through, not only which expectation it missed.
 */
/**
 * A page's code starts after its first paint (decision 0092), so its `load` event no longer
 * waits for it: after a page is opened, reloaded or gone back to, wait until it runs (the root
 * marks `<html data-hydrated>`), as a shopper would before using what needs JavaScript. Pages
 * without the shop's code (a picture, a JSON answer, JavaScript off) are not waited for.
 */
const waiting = new WeakSet<Page>();

function waitsForItsCode(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const settle = async () => {
    await page
      .waitForFunction(
        // Without JavaScript (or on a page without the shop's code) React Router's first
        // inline script never ran: nothing to wait for.
        () => !("__reactRouterContext" in window) || "hydrated" in document.documentElement.dataset,
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  };
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        await settle();
        return response;
      },
    });
  }
}

/**
 * Every journey's browser has answered the consent banner (issue 29: all accepted), so the
 * banner laid over the foot of every page covers nothing a journey clicks; the consent journeys
 * (e2e/consent.spec.ts) start from an empty jar with `test.use({ consentChosen: false })`.
 */
const CONSENT_CHOSEN = [
  {
    name: "OptanonConsent",
    value: "isGpcEnabled=0&version=journeys&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1",
  },
  { name: "OptanonAlertBoxClosed", value: "2026-01-01T00:00:00.000Z" },
];

function chooseConsent(context: BrowserContext): Promise<void> {
  const url = `http://127.0.0.1:${journeyPort()}`;
  return context.addCookies(CONSENT_CHOSEN.map((cookie) => ({ ...cookie, url })));
}

function pagesWaitForTheirCode(context: BrowserContext, javaScript: boolean): void {
  if (!javaScript) return;
  if (context.pages().length > 0) context.pages().forEach(waitsForItsCode);
  context.on("page", waitsForItsCode);
}

export const test = base.extend<{ consentChosen: boolean }>({
  consentChosen: [true, { option: true }],
  browser: [
    async ({ browser }, use) => {
      // Contexts a test makes itself (another language, JavaScript off) wait as well.
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof newContext>) => {
          const context = await newContext(...args);
          pagesWaitForTheirCode(context, args[0]?.javaScriptEnabled !== false);
          await chooseConsent(context);
          return context;
        },
      });
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, javaScriptEnabled, consentChosen }, use, testInfo) => {
    pagesWaitForTheirCode(context, javaScriptEnabled !== false);
    // Made by the browser's newContext (below), which chose for every context: a fresh jar.
    if (!consentChosen) await context.clearCookies();
    const seen: string[] = [];
    const note = (line: string) => {
      seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (seen.length > KEPT_LINES) seen.shift();
    };
    context.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        note(`console.${message.type()} on ${message.page()?.url() ?? "?"}: ${message.text()}`);
    });
    context.on("weberror", (error) => note(`page error: ${error.error().stack ?? error.error()}`));
    context.on("requestfailed", (request) =>
      note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
    );
    context.on("response", (response) => {
      if (response.status() >= 500)
        note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    context.on("page", (page) =>
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) note(`at ${frame.url()}`);
      }),
    );
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      const pages = context.pages().map((page) => page.url());
      console.error(
        [`The browser's side (pages now: ${pages.join(", ") || "none"}):`, ...seen].join("\n  "),
      );
    }
  },
});

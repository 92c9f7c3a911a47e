import { test as base } from "@playwright/test";

export * from "@playwright/test";

/** What a failed journey's report lists, at most: the last lines are the ones that matter. */
const KEPT_LINES = 60;

/**
 * Playwright's `test`, with the browser's side of a failure in its report: the pages' addresses,
 * their errors and console errors, failed requests and 5xx answers, in the order they came. A
 * journey that fails once in many runs (on a machine nobody can look at afterwards) then says
 * what the page went through, not only which expectation it missed.
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
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

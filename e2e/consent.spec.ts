import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { dataLayer } from "./support/content";

// Consent (issue 29, 001 §6): a first visit starts from an empty cookie jar.
test.use({ consentChosen: false });

const CATEGORY = "/c/men-clothing-jackets-110001";
/** Requests a tag, beacon or pixel would make, whatever their origin. */
const TRACKING =
  /\/collect\b|beacon|pixel|gtm\.js|gtag|zaius|\/v1\/events|\/ingest|validate-response/i;

/** The shopper's consent choice in the jar: `C0002:1`… from `OptanonConsent`, or null. */
async function groups(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "OptanonConsent");
  return cookie ? new URLSearchParams(decodeURIComponent(cookie.value)).get("groups") : null;
}

/** The categories the page allows now (its head's, then the banner's). */
function allowedNow(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as unknown as { __rlConsent?: string[] }).__rlConsent);
}

/** Google Consent Mode's calls in the data layer (`gtag` pushes its arguments object). */
async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: object[] }).dataLayer ?? [])
      .filter((entry) => (entry as { 0?: unknown })[0] === "consent")
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};

test("on an EMEA site nothing non-essential runs before a choice on any template; rejecting all keeps it so", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const banner = page.getByTestId("consent-banner");

  await page.goto("/en-gb");
  const product = await (async () => {
    await page.goto(`/en-gb${CATEGORY}`);
    return (await page.locator(".tile__name a").first().getAttribute("href")) ?? "";
  })();
  for (const path of [
    product,
    "/en-gb/search?q=jacket",
    "/en-gb/cart",
    "/en-gb/pages/care-guide",
  ]) {
    await page.goto(path);
    await expect(banner, path).toBeVisible();
    // The head's defaults come before anything else in the data layer.
    expect((await consentCalls(page))[0], path).toEqual([
      "consent",
      "default",
      { ...DENIED, wait_for_update: 500 },
    ]);
    // No storage but the page's own scroll positions (React Router's, for the back button).
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    expect(
      stored.filter((key) => key !== "react-router-scroll-positions"),
      path,
    ).toEqual([]);
  }
  // Only the store's own required cookies; no request left the store, none to a tracking path.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => !/^(__Host-)?rl_/.test(name))).toEqual([]);
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(requests.filter((url) => TRACKING.test(new URL(url).pathname))).toEqual([]);

  await expect(banner.getByRole("heading", { name: "Your privacy choices" })).toBeVisible();
  await expectNoAxeViolations(page, "consent banner");
  await banner.getByRole("button", { name: "Reject all" }).click();
  await expect(banner).toBeHidden();
  expect(await groups(page)).toBe("C0001:1,C0002:0,C0003:0,C0004:0");
  expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", DENIED]);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => !/^(__Host-)?rl_|^Optanon/.test(name))).toEqual([]);

  // Gone on the next page, from its first paint (a shared page, kept for others too).
  await page.goto(`/en-gb${CATEGORY}`);
  await expect(banner).toBeHidden();
  expect(await allowedNow(page)).toEqual(["C0001"]);
});

test("accepting all on a German site, then turning targeting off in the centre from the footer, takes effect without a reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/de-de${CATEGORY}`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const banner = page.getByTestId("consent-banner");
  // On a phone, in German, each choice reads on one line, both alike.
  const lines = await banner.getByRole("button").evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(lines).toEqual([1, 1]);
  await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner).toBeHidden();
  expect(await groups(page)).toBe("C0001:1,C0002:1,C0003:1,C0004:1");
  expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", GRANTED]);
  expect(await allowedNow(page)).toEqual(["C0001", "C0002", "C0003", "C0004"]);

  await page.getByTestId("cookie-settings").click();
  const centre = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole("switch", { name: "Notwendig" })).toBeDisabled();
  await expect(centre.getByRole("switch", { name: "Notwendig" })).toBeChecked();
  // Escape closes it and changes nothing.
  await page.keyboard.press("Escape");
  await expect(centre).toBeHidden();
  expect(await groups(page)).toBe("C0001:1,C0002:1,C0003:1,C0004:1");

  await page.getByTestId("cookie-settings").click();
  await centre.getByRole("switch", { name: "Marketing" }).uncheck();
  await centre.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(centre).toBeHidden();
  expect(await groups(page)).toBe("C0001:1,C0002:1,C0003:1,C0004:0");
  expect((await consentCalls(page)).at(-1)).toEqual([
    "consent",
    "update",
    { ...DENIED, analytics_storage: "granted" },
  ]);
  expect(await allowedNow(page)).toEqual(["C0001", "C0002", "C0003"]);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("the newsletter pop-up waits for the consent banner's answer before it opens over the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  // The demo's newsletter pop-up shows on the home page and expands after 4 s.
  await page.goto("/en-gb");
  await expect(page.getByTestId("content-popup")).toBeVisible();
  const dialog = page.getByTestId("content-popup-dialog");
  const banner = page.getByTestId("consent-banner");
  await page.clock.runFor(15_000);
  // Still the banner's turn: nothing modal covers it.
  await expect(dialog).toBeHidden();
  await banner.getByRole("button", { name: "Reject all" }).click();
  await expect(banner).toBeHidden();
  await page.clock.runFor(2_000);
  await expect(dialog).toBeVisible();
});

test("outside EMEA everything is allowed until the shopper says no in the banner", async ({
  page,
}) => {
  await page.goto("/en-us");
  expect((await consentCalls(page))[0]).toEqual([
    "consent",
    "default",
    { ...GRANTED, wait_for_update: 500 },
  ]);
  expect(await allowedNow(page)).toEqual(["C0001", "C0002", "C0003", "C0004"]);
  const banner = page.getByTestId("consent-banner");
  await banner.getByRole("button", { name: "Reject all" }).click();
  await expect(banner).toBeHidden();
  expect(await groups(page)).toBe("C0001:1,C0002:0,C0003:0,C0004:0");
  expect(await allowedNow(page)).toEqual(["C0001"]);
  expect((await dataLayer(page)).length).toBeGreaterThan(0);
});

test("outside EMEA a page's web vitals go to the store in one beacon as the page is hidden", async ({
  page,
}) => {
  // Each beacon the page sends, with what the store answered it.
  const beacons: { measureBatch: { name: string; pageType: string }[]; answer: unknown }[] = [];
  await page.route("**/fapi/performance/ingest?*", async (route) => {
    const response = await route.fetch();
    beacons.push({ ...route.request().postDataJSON(), answer: await response.json() });
    await route.fulfill({ response });
  });
  // Automated browsers are not measured (their figures are no shopper's): this one passes for
  // a shopper's.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
  );
  await page.goto(`/en-us${CATEGORY}`);
  // The tab is hidden (another tab, the phone's home screen), and the page is told so. Until
  // the beacon's code has come (a second after the load event) there is nothing to send.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
      delete (document as { visibilityState?: string }).visibilityState;
    });
  await expect
    .poll(async () => {
      await hide();
      return beacons.length;
    })
    .toBe(1);
  const [beacon] = beacons;
  // LCP waits for a trusted input or hide (the library's rule): this hide is the page's own.
  expect(beacon?.measureBatch).toContainEqual(
    expect.objectContaining({ name: "TTFB", pageType: "Product List" }),
  );
  expect(beacon?.answer).toEqual({ recorded: beacon?.measureBatch.length });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's answer is taken, and the banner is gone from the pages after", async ({
    page,
  }) => {
    await page.goto(`/de-de${CATEGORY}`);
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Alle ablehnen" }).click();
    await expect(page).toHaveURL(new RegExp(`/de-de${CATEGORY}$`));
    expect(await groups(page)).toBe("C0001:1,C0002:0,C0003:0,C0004:0");
    await expect(banner).toBeHidden();
    await page.goto("/de-de");
    await expect(banner).toBeHidden();
  });
});

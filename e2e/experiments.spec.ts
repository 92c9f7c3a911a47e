import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./shoppers";
import { countShifts, shiftsCounted } from "./support/layout-shifts";

// The store's experiments on its pages (issue 29): journeys start with every category accepted
// (support/test.ts), so the first page buckets the visitor.
const GALLERY = "/en-us/pages/block-gallery";

test("an experiment's variation is on the first response, without a shift or a hydration warning, and its exposure is reported", async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") warnings.push(message.text());
  });
  // Every shift of the experience's own boxes, from the first frame.
  await countShifts(context, ".content-experience");
  const exposure = page.waitForRequest(
    (request) =>
      request.url().endsWith("/en-us/experiments/exposure") && request.method() === "POST",
  );
  const response = await page.goto(GALLERY);
  // Decided on the server: the first response already shows the visitor's variation.
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/data-experience-state="decided"/);
  // The browser stores a response's cookies a moment after the page has loaded.
  const visitor = async () =>
    (await context.cookies()).find((one) => one.name.endsWith("rl_vuid")) ?? null;
  await expect.poll(async () => (await visitor())?.value).toMatch(/^vuid_[\w-]{27}$/);
  expect((await visitor())?.httpOnly).toBe(true);
  const experience = page.locator(".content-experience").first();
  await experience.scrollIntoViewIfNeeded();
  await expect(experience).toHaveAttribute("data-experience-state", "decided");
  const shownOnServer = html.includes('data-variant-id="variant-a"');
  await expect(experience.locator('[data-variant-id="variant-a"]')).toHaveCount(
    shownOnServer ? 1 : 0,
  );
  expect((await (await exposure).response())?.status()).toBe(204);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await shiftsCounted(page)).toEqual([]);
  expect(warnings.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  // The same visitor sees the same variation on the next visit.
  const again = (await (await page.reload())?.text()) ?? "";
  expect(again.includes('data-variant-id="variant-a"')).toBe(shownOnServer);
  await expect(experience.locator('[data-variant-id="variant-a"]')).toHaveCount(
    shownOnServer ? 1 : 0,
  );
});

test("on a phone the engine's answer replaces the baseline without a shift; on a desktop the baseline stays", async ({
  browser,
  baseURL,
}) => {
  const BASELINE = "Every trail, every size";
  const PHONES = "Shop the trail from your pocket";
  for (const width of [390, 1440]) {
    // A fresh visitor of each size (with every category accepted, as the journeys start).
    const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
    await context.addCookies([
      {
        name: "OptanonConsent",
        value: encodeURIComponent("groups=C0001:1,C0002:1,C0003:1,C0004:1"),
        url: baseURL ?? "",
      },
      { name: "OptanonAlertBoxClosed", value: new Date().toISOString(), url: baseURL ?? "" },
    ]);
    await countShifts(context, '[data-experience-id="phone-hero"]');
    const page = await context.newPage();
    const asked = page.waitForResponse(
      (response) =>
        response.url().endsWith("/en-us/personalisation") && response.request().method() === "POST",
    );
    const response = await page.goto(GALLERY);
    // Only the browser knows the screen: the server's page shows the baseline, waiting.
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(
      /data-experience-id="phone-hero"[^>]*data-experience-state="pending"|data-experience-state="pending"[^>]*data-experience-id="phone-hero"/,
    );
    const experience = page.locator('[data-experience-id="phone-hero"]');
    await experience.scrollIntoViewIfNeeded();
    expect((await asked).status()).toBe(200);
    // The variant shows and the baseline it replaced keeps its place, hidden.
    const [shown, hidden] = width < 768 ? [PHONES, BASELINE] : [BASELINE, PHONES];
    await expect(experience.getByText(shown)).toBeVisible();
    await expect(experience.getByText(hidden)).toBeHidden();
    const decided = await page.evaluate(
      () =>
        (window as unknown as { personalisationData?: Record<string, unknown> })
          .personalisationData?.["phone-hero"],
    );
    expect(decided).toEqual(width < 768 ? { variantId: "variant-a" } : { variant: "Baseline" });
    expect(await shiftsCounted(page)).toEqual([]);
    await context.close();
  }
});

test("a segmentation block shows a guest, then the signed-in shopper, then the guest again their own card", async ({
  page,
}) => {
  const block = page.locator(".content-segmentation").first();
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Points on every order, free to join");
  // Signed in, the page server keeps the shopper's segment pass; the next page is theirs.
  await signUpByApi(page, uniqueEmail("segments"));
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Join XPLR Pass from your account");
  await page.getByTestId("header-sign-out").click();
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Points on every order, free to join");
});

/** The demo's shoppers (README.md): a loyalty member and an employee. */
async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto("/en-us/sign-in");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("Ridgeline-Demo1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/notice=signedIn/);
}

test("a member and an employee each see their own card, and a test context overrides the choice", async ({
  page,
  context,
  baseURL,
}) => {
  const block = page.locator(".content-segmentation").first();
  await signInAs(page, "demo-loyalty@ridgeline.example");
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Your free trail socks are waiting");
  await page.getByTestId("header-sign-out").click();
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
  await signInAs(page, "demo-employee@ridgeline.example");
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Your employee discount applies in the bag");
  // An editor's test context (001 §6) shows the member's card to anyone.
  await context.addCookies([
    {
      name: "p13n_testcontext",
      value: encodeURIComponent(JSON.stringify({ segmentId: "loyalty-member" })),
      url: baseURL ?? "",
    },
  ]);
  await page.goto("/en-us/c/men-1000");
  await expect(block).toContainText("Your free trail socks are waiting");
});

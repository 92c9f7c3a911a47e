import { expect, test, type APIResponse, type Page, type Response } from "./support/test";
import { signUp, uniqueEmail } from "./shoppers";

/**
 * Every Content-Security-Policy violation the page meets, from the console and from the
 * `securitypolicyviolation` event (an init script runs before the page's own and outside its
 * policy). The list is filled as the journey goes; assert it is empty at the end.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

const header = (response: Response | APIResponse | null, name: string) =>
  response?.headers()[name] ?? "";

/** The script nonce a page's policy names (and checks the policy's shape on the way). */
function scriptNonce(response: Response | null): string {
  const policy = header(response, "content-security-policy");
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts).not.toContain("unsafe-inline");
  expect(policy).toContain("frame-ancestors 'none'");
  return /'nonce-([^']+)'/.exec(scripts)?.[1] ?? "";
}

/** The nonces of the page's inline scripts (JSON-LD is data, which CSP does not govern). */
const inlineScriptNonces = (page: Page) =>
  page
    .locator("script:not([src]):not([type='application/ld+json'])")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));

test("shop pages run under the policy without a violation: search, quick shop, product, sign-in", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await watchPolicy(page);

  // A shared page (kept for every shopper, decision 0088) carries no nonce: its inline scripts
  // are allowed by their hashes, computed when it was rendered.
  const home = await page.goto("/en-us");
  const policy = header(home, "content-security-policy");
  expect(policy).not.toContain("'nonce-");
  const hashes = policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
  expect(hashes.length).toBeGreaterThan(0);
  expect(new Set(await inlineScriptNonces(page))).toEqual(new Set([""]));
  // A personal page still has a nonce of its own per answer.
  const bag = await page.goto("/en-us/cart");
  const nonce = scriptNonce(bag);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(await inlineScriptNonces(page))).toEqual(new Set([nonce]));
  expect(scriptNonce(await page.reload())).not.toBe(nonce);
  await page.goto("/en-us");

  // Search suggestions (hydrated React, fetches to the shop).
  const box = page.getByRole("combobox", { name: "Search the shop" });
  await box.fill("jack");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await box.press("Escape");

  // The sign-in dialog, whose bot check starts solving as soon as it opens.
  await page.getByTestId("account-link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // A category with quick shop.
  await page.goto("/en-us/c/men-clothing-jackets-110001");
  const tile = page.locator("article.tile").first();
  const name = (await tile.locator(".tile__name").textContent()) ?? "";
  await tile.hover();
  await tile.getByRole("button", { name: `Quick shop: ${name}` }).click();
  const quickShop = page.getByRole("dialog", { name });
  await quickShop.locator(".size-option:not(.size-option--sold-out)").first().click();
  await quickShop.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("added-to-bag")).toContainText("Added to your bag");
  await page.keyboard.press("Escape");

  // A product page (with its JSON-LD): size picker and add to bag.
  await tile.locator(".tile__name a").click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  const size = page.locator(".size-option:not(.size-option--sold-out)").first();
  await size.click();
  await expect(size.locator("input")).toBeChecked();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("bag-count")).toHaveText("2");

  expect(violations).toEqual([]);
});

test("a shopper's own pages are private and never stored, in __Host- cookies", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const violations = await watchPolicy(page);
  const email = uniqueEmail("headers");
  // Sign-up solves the bot check with WebCrypto in the page.
  await signUp(page, email);

  const account = await page.goto("/en-us/account");
  expect(account?.status()).toBe(200);
  expect(header(account, "cache-control")).toBe("private, no-store");
  const data = await page.request.get("/en-us/account.data");
  expect(data.status()).toBe(200);
  expect(header(data, "cache-control")).toBe("private, no-store");
  // A catalogue page is the same for everyone: kept and shared, and nothing of the signed-in
  // shopper's is in it (no cookie set, their name and bag arrive after first paint).
  const shared = await page.goto("/en-us/c/men-1000");
  expect(header(shared, "cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(header(shared, "set-cookie")).toBe("");
  await expect(page.getByTestId("account-link")).toHaveText("Account");

  const cookies = await context.cookies();
  const ours = cookies.filter((cookie) => /rl_/.test(cookie.name));
  expect(ours.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(["__Host-rl_token", "__Host-rl_refresh"]),
  );
  for (const cookie of ours) {
    expect(cookie.name).toMatch(/^__Host-rl_/);
    expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true });
    expect(cookie.domain).toBe("127.0.0.1");
  }

  // Signing out clears those cookies by their names.
  await page.getByTestId("header-sign-out").click();
  await expect(page.getByTestId("account-link")).toHaveText("Sign in");
  const after = (await context.cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain("__Host-rl_refresh");
  expect(after).toContain("__Host-rl_token");

  // The password forms are private as well; the mailed link shows in the outbox's frames.
  const forgot = await page.goto("/en-us/forgot-password");
  expect(header(forgot, "cache-control")).toBe("private, no-store");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText(email);
  await page.goto("/dev/outbox");
  await expect(page.locator("h1")).toHaveText("Outbox");
  await expect(page.locator("body")).toHaveCSS("font-family", /system-ui/);
  const frame = page.frameLocator("iframe").first();
  await expect(frame.locator("a").first()).toBeVisible();

  expect(violations).toEqual([]);
});

test.describe("a guest in a browser the shop takes for a person", () => {
  // Headless Chromium says so in its user agent, and crawlers get no session until they shop.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });

  test("gets catalogue pages kept for everyone, but not the bag page", async ({ page }) => {
    // A page view starts no session (the guest token comes with the first write), and a
    // catalogue page is shared by every shopper (decision 0088).
    const shared = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
    expect(header(await page.goto("/en-us"), "cache-control")).toMatch(shared);
    expect(header(await page.goto("/en-us/c/men-1000"), "cache-control")).toMatch(shared);
    expect(header(await page.goto("/en-us/cart"), "cache-control")).toBe("private, no-store");
  });
});

test("pages, API answers and assets carry the security headers", async ({ request }) => {
  const page = await request.get("/en-us");
  const api = await request.get("/fapi/sites", { headers: { "x-api-key": "e2e-web-access-key" } });
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset).toBeTruthy();
  const script = await request.get(asset ?? "");
  for (const answer of [page, api, script]) {
    expect(answer.status()).toBe(200);
    expect(header(answer, "x-content-type-options")).toBe("nosniff");
    expect(header(answer, "referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(header(answer, "x-frame-options")).toBe("DENY");
    expect(header(answer, "content-security-policy")).toContain("frame-ancestors 'none'");
    // The journeys run the production build, which asks for HTTPS.
    expect(header(answer, "strict-transport-security")).toContain("max-age=31536000");
  }
  expect(header(api, "cache-control")).toBe("no-store");
  expect(header(script, "cache-control")).toContain("immutable");
});

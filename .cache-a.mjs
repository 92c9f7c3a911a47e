import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox"] });
for (const js of [true, false]) {
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36" });
const page = await ctx.newPage();
await page.goto("http://127.0.0.1:3305/en-us/p/mens-moraine-waterproof-hiking-boot-HBNE00UU", { waitUntil: "networkidle" });
await page.locator(".size-option:not(.size-option--sold-out)").first().click();
await page.evaluate(() => window.scrollTo(0, 400));
await page.getByRole("button", { name: "Add to bag" }).click();
await page.getByTestId("added-to-bag").waitFor();
await page.waitForTimeout(500);
console.log(js, "scrollY", await page.evaluate(() => window.scrollY), "focus", await page.evaluate(() => document.activeElement?.className + " " + document.activeElement?.tagName), await page.getByTestId("added-to-bag").innerText());
await page.screenshot({ path: `/tmp/shopux-added-${js}.png` });
if (js) { await page.keyboard.press("Escape"); console.log("after esc", await page.evaluate(() => document.activeElement?.textContent), await page.getByTestId("added-to-bag").count()); }
await ctx.close();
}
await browser.close();

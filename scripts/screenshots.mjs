// Screenshots of store pages at a phone and a desktop width, to look at after changing them:
//
//   node scripts/screenshots.mjs http://127.0.0.1:3000 /en-us/sign-in /en-us/account …
//
// With SIGN_IN=email:password the pages are taken signed in; with SIGN_UP=1 a throwaway
// account is created first (through the sign-up page, so the store must allow sign-ups).
// With CLICK=<css selector> that element is clicked on each page first (to open a dialog).
// Pictures go to .cache/screenshots/<path>-<width>.png (override with OUT=dir).
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshots.mjs <base-url> <path> [path…]");
  process.exit(2);
}
const out = process.env.OUT ?? ".cache/screenshots";
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];

async function signUp(page) {
  const email = `shots.${Date.now()}@example.com`;
  await page.goto(`${base}/en-us/sign-up`);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Trailhead42");
  await page.getByLabel(/I accept the Ridgeline brand terms/).check();
  await page.getByLabel(/I have read the privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/account/);
  console.log(`signed up as ${email} / Trailhead42`);
}

async function signIn(page, credentials) {
  const [email, password] = credentials.split(":");
  await page.goto(`${base}/en-us/sign-in`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
try {
  await mkdir(out, { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  if (process.env.SIGN_UP) await signUp(page);
  if (process.env.SIGN_IN) await signIn(page, process.env.SIGN_IN);
  for (const path of paths) {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      if (process.env.CLICK) {
        await page.locator(process.env.CLICK).first().click();
        await page.waitForTimeout(400);
      }
      const file = `${out}/${path.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: !process.env.CLICK });
      console.log(file);
    }
  }
} finally {
  await browser.close();
}

import fc from "fast-check";
import { expect, test } from "./support/test";
import { safeRedirect } from "../web/app/lib/safe-redirect";
import { PASSWORD, signUpByApi } from "./shoppers";

/** `next` and `returnTo` values that sent a signed-in shopper to another host (issue 9). */
const HOSTILE_TARGETS = [
  "/en-us/../..//evil.example",
  "/en-us/..%2f..%2f%2fevil.example",
  "/en-us/%2e%2e/%2e%2e//evil.example/en-us",
  "//evil.example/en-us",
  "/\\evil.example",
  "https://evil.example/en-us",
];

test("signing in through a link whose `next` leaves the site, and signing out with a `returnTo` that does, both stay on the store", async ({
  page,
}) => {
  // One bot check per sign-in.
  test.setTimeout(120_000);
  const email = await signUpByApi(page);
  const origin = new URL(page.url()).origin;
  for (const target of HOSTILE_TARGETS) {
    // A forged sign-out form, as another site could post it: the browser follows the answer.
    await page.goto("/en-us/search?q=jacket");
    await page.evaluate((returnTo) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/en-us/sign-out";
      const field = form.appendChild(document.createElement("input"));
      field.name = "returnTo";
      field.value = returnTo;
      document.body.append(form);
      form.submit();
    }, target);
    await expect(page).toHaveURL(`${origin}/en-us?notice=signedOut`);

    await page.goto(`/en-us/sign-in?next=${encodeURIComponent(target)}`);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${origin}/en-us/account?notice=signedIn`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("Chromium resolves every target the check lets through to the store's own origin", async ({
  page,
}) => {
  await page.goto("/en-us/p/kids-headwall-ski-socks-SK6ALAWM?color=SK6ALAWM");
  const pieces = ["/", "\\", ".", "..", "%2f", "%252f", "%5c", "%2e%2e", "@", ":", "\t", "\r\n"];
  const extra = ["\uff0f", "\u2215", "\u2044", "\u3002", "evil.example", "en-us", "https:", "é"];
  const value = fc.oneof(
    fc
      .array(fc.constantFrom(...pieces, ...extra), { maxLength: 10 })
      .map((parts) => `/en-us/${parts.join("")}`),
    fc
      .array(fc.constantFrom(...pieces, ...extra), { maxLength: 10 })
      .map((parts) => parts.join("")),
    fc.string({ unit: "binary", maxLength: 40 }),
  );
  const targets = fc
    .sample(value, { numRuns: 3_000, seed: 9 })
    .map((candidate) => safeRedirect(candidate, "/en-us", "/en-us"));
  const origins = await page.evaluate(
    (paths) =>
      paths.map((path) => {
        const link = document.createElement("a");
        link.href = path;
        return [new URL(path, location.href).origin, link.origin];
      }),
    targets,
  );
  const here = new URL(page.url()).origin;
  expect(origins.flat().filter((origin) => origin !== here)).toEqual([]);
});

import type { ChildProcess } from "node:child_process";
import { expect, test } from "./support/test";
import { addProduct } from "./support/bag";
import { fillShipping, NEXT_YEAR } from "./support/checkout";
import { uniqueEmail } from "./shoppers";
import { startCpuHogs } from "../server/test/cpu-hogs";

/*
 * Issue 26 point 16: a purchase, 3-D Secure included, while two busy processes take both cores
 * shows no error page and gets no error answer (decision 0080). Each hog stops by itself after
 * HOG_MS or once this worker is gone, and the test kills them when it ends.
 */

const HOG_MS = 90_000;
const hogs: ChildProcess[] = [];
test.afterEach(() => {
  for (const hog of hogs.splice(0)) hog.kill("SIGKILL");
});

test("a purchase with 3-D Secure on a machine whose cores are taken shows no error", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  await addProduct(page, 3);
  hogs.push(...startCpuHogs(HOG_MS));

  await page.goto("/en-us/cart");
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/shipping$/);
  await fillShipping(page, uniqueEmail("busy"));

  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel("Card number").fill("4000 0000 0000 3220");
  await frame.getByLabel("Card number").press("Tab");
  await page.keyboard.type(`07/${NEXT_YEAR}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("card-status")).toContainText("is ready to pay.");
  await page.getByTestId("billing-continue").click();
  await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/);
  await page.getByTestId("place-order").click();

  await expect(page).toHaveURL(/\/provider\/v1\/threeds\//);
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?orderNo=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
  await expect(page.getByTestId("order-number")).toBeVisible();
  expect(hogs.every((hog) => hog.exitCode === null)).toBe(true);
  expect(errors).toEqual([]);
});

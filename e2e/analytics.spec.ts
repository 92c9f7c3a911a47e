import { expect, test, type Page } from "./support/test";

interface LayerEvent {
  event: string;
  pageType?: string;
  ecommerce?: {
    items: {
      colorCode: string;
      position: number | null;
      list: string | null;
      onSale: boolean;
      quantity?: number;
    }[];
  };
}

const events = (page: Page) =>
  page.evaluate(
    () => ((window as unknown as { dataLayer?: object[] }).dataLayer ?? []) as object[],
  ) as Promise<LayerEvent[]>;

test("list views, tile clicks and product views reach the data layer with the spec's product record", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-clothing-jackets-110001");
  await expect
    .poll(async () => (await events(page)).map((e) => e.event))
    .toContain("view_item_list");
  const onList = await events(page);
  expect(onList.find((e) => e.event === "page_view")?.pageType).toBe("Product List");
  const list = onList.find((e) => e.event === "view_item_list");
  expect(list?.ecommerce?.items[0]).toMatchObject({ position: 1, list: "Product List" });
  expect(list?.ecommerce?.items[0]?.colorCode).toMatch(/^[A-Z0-9]{11}$/);

  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain("view_item");
  const all = await events(page);
  expect(all.find((e) => e.event === "select_item")?.ecommerce?.items[0]?.position).toBe(1);
  expect(all.filter((e) => e.event === "page_view").map((e) => e.pageType)).toEqual([
    "Product List",
    "Product Detail",
  ]);
});

test("a missing page reports the Error page type", async ({ page }) => {
  await page.goto("/en-us/p/gone-ZZZZZZZZ");
  await expect
    .poll(async () => (await events(page)).find((e) => e.event === "page_view")?.pageType)
    .toBe("Error");
});

test("adding to the bag, viewing it, changing a quantity and removing a line reach the data layer", async ({
  page,
}) => {
  await page.goto("/en-us/c/men-1000");
  await page.locator(".tile__name a").first().click();
  await expect(page.locator(".pdp__info h1")).toBeVisible();
  await page.locator(".size-option:not(.size-option--sold-out)").first().click();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain("add_to_cart");
  const added = (await events(page)).find((e) => e.event === "add_to_cart");
  expect(added?.ecommerce?.items[0]).toMatchObject({ quantity: 1, freeGift: false });

  await page.getByRole("link", { name: /^Bag/ }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain("view_cart");
  await page.getByTestId("line-qty").selectOption("3");
  await expect(page.getByTestId("cart-status")).toHaveText("Quantity updated.");
  const raised = (await events(page)).filter((e) => e.event === "add_to_cart").at(-1);
  expect(raised?.ecommerce?.items[0]).toMatchObject({ quantity: 2 });

  await page.getByRole("button", { name: /^Remove / }).click();
  await expect
    .poll(async () => (await events(page)).map((e) => e.event))
    .toContain("remove_from_cart");
  const removed = (await events(page)).find((e) => e.event === "remove_from_cart");
  expect(removed?.ecommerce?.items[0]).toMatchObject({
    quantity: 3,
    markedDown: expect.any(Boolean),
  });
});

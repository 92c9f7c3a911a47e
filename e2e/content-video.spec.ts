import { expect, test } from "./support/test";
import { withoutPopups } from "./support/content";

/*
 * A YouTube video in the browser (001 §9): nothing of YouTube until the shopper presses play,
 * then the privacy-enhanced player, which the Content-Security-Policy lets in.
 */

const GALLERY = "/en-us/pages/block-gallery";

test("a YouTube video shows its poster and loads YouTube's privacy-enhanced player only on play", async ({
  page,
}) => {
  await withoutPopups(page.context());
  // No network beyond the store here: YouTube's answer is a stand-in page.
  const asked: string[] = [];
  await page.route(/youtube/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>player</title>" });
  });
  const blocked: string[] = [];
  await page.exposeFunction("cspViolation", (directive: string) => blocked.push(directive));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { cspViolation: (d: string) => void }).cspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto(GALLERY);
  const video = page.locator(".content-video__frame--youtube").first();
  await video.scrollIntoViewIfNeeded();
  const play = video.getByRole("link").first();
  await expect(play).toBeVisible();
  expect(asked).toEqual([]);
  await play.click();
  const player = video.locator("iframe.content-video__embed");
  await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(player).toBeFocused();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await player.contentFrame().locator("title").textContent()) ?? "")
    .toBe("player");
  expect(blocked).toEqual([]);
});

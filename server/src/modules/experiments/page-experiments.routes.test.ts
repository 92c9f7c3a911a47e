// databases: postgres — pages kept and purged through the whole store; PostgreSQL runs it faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, webBuildForTests, type TestApp } from "../../../test/test-app";

/*
 * The store's own pages and its experiments (issue 29): a visitor with targeting consent is
 * bucketed under a visitor id set by the first answer, the experience block renders the
 * variation from the first response, a kept page is kept per variation (never per visitor),
 * and the page server reports the exposure under the visitor's id.
 */

let t: TestApp;
/** The demo's gallery page, whose experience block is the demo datafile's flag. */
const GALLERY = "/en-us/pages/block-gallery";
const ALL = `OptanonConsent=${encodeURIComponent("groups=C0001:1,C0002:1,C0003:1,C0004:1")}`;

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_ENTRIES: "200" }, { web: await webBuildForTests() });
  // The seeded demo datafile (seed/experiments/ridgeline-demo.json) decides the pages.
  await t.services.experiments.pages.refresh();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const visitorCookie = (setCookie: unknown) =>
  /(?:__Host-)?rl_vuid=(vuid_[\w-]+)/.exec(String(setCookie))?.[1] ?? null;

describe("experiments on the store's pages", () => {
  it("sets a visitor id on the first page with targeting consent, and never without it", async () => {
    const first = await t.app.inject({ method: "GET", url: GALLERY, headers: { cookie: ALL } });
    expect(first.statusCode).toBe(200);
    const id = visitorCookie(first.headers["set-cookie"]);
    expect(id).toMatch(/^vuid_[\w-]{27}$/);
    expect(String(first.headers["set-cookie"])).toMatch(/HttpOnly/);
    // Outside EMEA targeting is allowed until refused; on an EMEA site only once accepted.
    const guest = await t.app.inject({ method: "GET", url: GALLERY });
    expect(visitorCookie(guest.headers["set-cookie"])).not.toBeNull();
    const emea = await t.app.inject({ method: "GET", url: "/en-gb/pages/block-gallery" });
    expect(emea.headers["set-cookie"]).toBeUndefined();
    expect(emea.body).toContain('data-experience-state="pending"');
    // Withdrawn: the id goes.
    const refused = `OptanonConsent=${encodeURIComponent("groups=C0001:1,C0004:0")}`;
    const withdrawn = await t.app.inject({
      method: "GET",
      url: GALLERY,
      headers: { cookie: `${refused}; rl_vuid=${id}` },
    });
    expect(String(withdrawn.headers["set-cookie"])).toMatch(/rl_vuid=; Max-Age=0/);
  });

  it("renders each visitor's variation from the first response, kept per variation", async () => {
    const seen = new Map<string, string[]>();
    for (let index = 0; index < 16; index += 1) {
      const id = `vuid_pages${index}`;
      const page = await t.app.inject({
        method: "GET",
        url: GALLERY,
        headers: { cookie: `${ALL}; rl_vuid=${id}` },
      });
      expect(page.statusCode).toBe(200);
      const state = /data-experience-state="(\w+)"/.exec(page.body)?.[1];
      expect(state).toBe("decided");
      const variation = page.body.includes('data-variant-id="variant-a"')
        ? "variant-a"
        : "baseline";
      const again = await t.app.inject({
        method: "GET",
        url: GALLERY,
        headers: { cookie: `${ALL}; rl_vuid=${id}` },
      });
      expect(again.body.includes('data-variant-id="variant-a"')).toBe(variation === "variant-a");
      seen.set(variation, [...(seen.get(variation) ?? []), String(again.headers["x-page-cache"])]);
    }
    // Both variations come up, and a second visitor of a variation gets the kept page.
    expect([...seen.keys()].sort()).toEqual(["baseline", "variant-a"]);
    for (const states of seen.values()) expect(states).toContain("hit");
  });

  it("records an exposure under the visitor's id, in the variation the store decides", async () => {
    const id = "vuid_exposure1";
    const page = await t.app.inject({
      method: "GET",
      url: GALLERY,
      headers: { cookie: `${ALL}; rl_vuid=${id}` },
    });
    const shown = page.body.includes('data-variant-id="variant-a"') ? "variant-a" : "baseline";
    const report = await t.app.inject({
      method: "POST",
      url: "/en-us/experiments/exposure",
      payload: "flagKey=home-hero-test&flagKey=no-such-flag",
      headers: {
        cookie: `${ALL}; rl_vuid=${id}`,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(report.statusCode).toBe(204);
    const rows = await t.db.query<{ flag_key: string; variation_key: string }>(
      `select flag_key, variation_key from experiment_events where visitor_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ flag_key: "home-hero-test", variation_key: shown }]);
    // Without targeting consent nothing is recorded.
    await t.app.inject({
      method: "POST",
      url: "/en-gb/experiments/exposure",
      payload: "flagKey=home-hero-test",
      headers: {
        cookie: "rl_vuid=vuid_exposure2",
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    const none = await t.db.query(
      `select 1 from experiment_events where visitor_id = 'vuid_exposure2'`,
    );
    expect(none).toEqual([]);
  });
});

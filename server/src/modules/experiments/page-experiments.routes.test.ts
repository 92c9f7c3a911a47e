// databases: postgres — pages kept and purged through the whole store; PostgreSQL runs it faster
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryRule } from "../../../test/optimizely-sdk";
import { createShopper, signInShopper } from "../../../test/shoppers";
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

describe("segments on the store's pages", () => {
  /** The men's category page: its segmentation block shows a card by shopper. */
  const CATEGORY = "/en-us/c/men-1000";
  const CARDS = {
    guest: "Points on every order, free to join",
    member: "Your free trail socks are waiting",
    employee: "Your employee discount applies in the bag",
    signedIn: "Join XPLR Pass from your account",
  };
  /** The cards the page's markup shows (the loader data, in scripts, holds every card). */
  const shown = (body: string) => {
    const markup = body.replace(/<script[\s\S]*?<\/script>/g, "");
    return Object.entries(CARDS)
      .filter(([, title]) => markup.includes(title))
      .map(([who]) => who);
  };

  /** A signed-in shopper's segment pass, as the page server keeps it. */
  async function passOf(extra: Record<string, unknown>, employee = false): Promise<string> {
    const shopper = await createShopper(t, extra);
    if (employee)
      await t.db.query(`update consumers set consumer_type = 'EMPLOYEE' where consumer_no = $1`, [
        shopper.consumerNo,
      ]);
    const { accessToken } = await signInShopper(t, shopper.email);
    const answer = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/segments?locale=en-us",
      token: accessToken,
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { pass: string }).pass;
  }

  it("shows a guest, a member and an employee their own card, each from a kept page", async () => {
    const page = (cookie?: string) =>
      t.app.inject({ method: "GET", url: CATEGORY, headers: cookie ? { cookie } : {} });
    expect(shown((await page()).body)).toEqual(["guest"]);
    const member = `rl_segments=${await passOf({ subscriptions: { loyaltyEnrollment: true } })}`;
    expect(shown((await page(member)).body)).toEqual(["member"]);
    const employee = `rl_segments=${await passOf({}, true)}`;
    expect(shown((await page(employee)).body)).toEqual(["employee"]);
    const plain = `rl_segments=${await passOf({})}`;
    expect(shown((await page(plain)).body)).toEqual(["signedIn"]);
    // Kept per segments: a second member is a hit.
    const again = await page(
      `rl_segments=${await passOf({ subscriptions: { loyaltyEnrollment: true } })}`,
    );
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(shown(again.body)).toEqual(["member"]);
  });

  it("takes no forged pass, and a test context overrides the choice", async () => {
    const member = await passOf({ subscriptions: { loyaltyEnrollment: true } });
    const [payload = "", signature = ""] = member.split(".");
    const forged = `${Buffer.from(
      JSON.stringify({ c: "x", s: "signed-in,employee", exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString("base64url")}.${signature}`;
    const page = (cookie: string) =>
      t.app.inject({ method: "GET", url: CATEGORY, headers: { cookie } });
    expect(shown((await page(`rl_segments=${forged}`)).body)).toEqual(["guest"]);
    expect(shown((await page(`rl_segments=${payload}.AAAA`)).body)).toEqual(["guest"]);
    const test = `p13n_testcontext=${encodeURIComponent(JSON.stringify({ segmentId: "employee" }))}`;
    expect(shown((await page(test)).body)).toEqual(["employee"]);
    expect(shown((await page(`p13n_testcontext=%7Bnot-json`)).body)).toEqual(["guest"]);
  });
});

describe("the visitor id a signed-in shopper's pages link", () => {
  const links = () =>
    t.db.query<{ vuid: string; customer_no: string }>(
      `select vuid, customer_no from visitor_links`,
    );
  const passVisitor = (setCookie: unknown) => {
    const pass = /rl_segments=([^;]+)/.exec(String(setCookie))?.[1] ?? "";
    return (
      JSON.parse(Buffer.from(pass.split(".")[0] ?? "", "base64url").toString("utf8")) as {
        v?: string;
      }
    ).v;
  };

  // The cart is rendered for its shopper (a kept page is sent before the page server runs, so
  // the link is made on the next page of the shopper's own).
  it("links it with targeting consent only, and ends the link when consent is withdrawn", async () => {
    const shopper = await createShopper(t);
    const { accessToken, refreshToken } = await signInShopper(t, shopper.email);
    const signedIn = `rl_token=${accessToken}; rl_refresh=${refreshToken}`;
    const rejected = `OptanonConsent=${encodeURIComponent("groups=C0001:1,C0004:0")}`;
    // An EMEA page without a choice, and a refusal: the id is not sent, nothing is linked.
    for (const [url, consent] of [
      ["/en-gb/cart", ""],
      ["/en-us/cart", `${rejected}; `],
    ] as const) {
      const page = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie: `${consent}${signedIn}; rl_vuid=vuid_linkme1` },
      });
      expect(page.statusCode).toBe(200);
      expect(passVisitor(page.headers["set-cookie"])).toBeUndefined();
    }
    expect((await links()).filter((row) => row.vuid === "vuid_linkme1")).toEqual([]);
    // Accepted: the page's pass links the id, and names it.
    const accepted = await t.app.inject({
      method: "GET",
      url: "/en-gb/cart",
      headers: { cookie: `${ALL}; ${signedIn}; rl_vuid=vuid_linkme1` },
    });
    expect(passVisitor(accepted.headers["set-cookie"])).toBe("vuid_linkme1");
    expect((await links()).filter((row) => row.vuid === "vuid_linkme1")).toEqual([
      { vuid: "vuid_linkme1", customer_no: shopper.consumerNo },
    ]);
    // Withdrawn on a later page: the id's cookie goes and so does its link.
    const withdrawn = await t.app.inject({
      method: "GET",
      url: "/en-gb/cart",
      headers: { cookie: `${rejected}; ${signedIn}; rl_vuid=vuid_linkme1` },
    });
    expect(String(withdrawn.headers["set-cookie"])).toMatch(/rl_vuid=; Max-Age=0/);
    await expect
      .poll(async () => (await links()).filter((row) => row.vuid === "vuid_linkme1"))
      .toEqual([]);
  });
});

describe("the page's personalisation call", () => {
  /** Phones get the demo experience's variant by a rule the server cannot decide alone. */
  beforeAll(async () => {
    const datafile = JSON.parse(
      readFileSync(
        new URL("../../../../seed/experiments/ridgeline-demo.json", import.meta.url),
        "utf8",
      ),
    ) as Record<string, unknown>;
    await t.services.experiments.experiments.publish(
      t.config.experimentsSdkKey,
      {
        ...datafile,
        typedAudiences: [
          {
            id: "20267001",
            name: "Phones",
            conditions: [
              "and",
              { type: "custom_attribute", name: "screen_width", match: "lt", value: 768 },
            ],
          },
        ],
        experiments: [],
        events: [],
        rollouts: [
          {
            id: "20268001",
            experiments: [deliveryRule("20268002", "phones", ["20267001"], "variant-a")],
          },
        ],
        featureFlags: [
          {
            id: "20266001",
            key: "home-hero-test",
            experimentIds: [],
            rolloutId: "20268001",
            variables: [],
          },
        ],
      },
      "test",
    );
    await t.services.experiments.pages.refresh();
  });

  const ask = (width: number, cookie: string, locale = "en-us") =>
    t.app.inject({
      method: "POST",
      url: `/${locale}/personalisation`,
      payload: JSON.stringify({
        events: [
          { eventType: "monetate:decision:DecisionRequest", requestId: "r" },
          { eventType: "monetate:context:ScreenSize", width, height: 800 },
        ],
      }),
      headers: { cookie, "content-type": "application/json" },
    });

  it("decides what the server could not, through the page server, with the visitor's id", async () => {
    const visitor = `${ALL}; rl_vuid=vuid_personalise1`;
    // The server's own decision could not place the visitor: the block waits for the engine.
    const page = await t.app.inject({ method: "GET", url: GALLERY, headers: { cookie: visitor } });
    expect(page.body).toContain('data-experience-state="pending"');
    expect((await ask(390, visitor)).json()).toEqual({
      decisions: { "home-hero-test": { variantId: "variant-a" } },
    });
    expect((await ask(1440, visitor)).json()).toEqual({
      decisions: { "home-hero-test": { variant: "Baseline" } },
    });
    // Without targeting consent, or without a visitor id, no call is made: nothing decided.
    expect((await ask(390, "rl_vuid=vuid_personalise1", "en-gb")).json()).toEqual({
      decisions: {},
    });
    expect((await ask(390, ALL)).json()).toEqual({ decisions: {} });
    expect((await ask(390, visitor)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: "POST",
      url: "/en-us/personalisation",
      payload: JSON.stringify({ events: [{ eventType: "nothing" }] }),
      headers: { cookie: visitor, "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

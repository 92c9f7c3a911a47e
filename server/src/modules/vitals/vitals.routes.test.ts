// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { VitalsSummary } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecret, signStaffToken } from "../../platform/security/staff-tokens";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * The web-vitals beacon (issue 29, decision 0105): a page's measures are kept per template, a
 * beacon sent twice counts once, `npm run vitals` reads the 75th percentiles, old rows go, and
 * bad input is VAL400. And the spec's response check, `validate-response/{contract}`.
 */

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = signStaffToken(
    contentSecret(t.config),
    { kind: "operator", site: "*", sub: "op" },
    300,
  );
});
afterAll(async () => {
  await t?.close();
});

interface Sent {
  name: string;
  value: number;
  rating?: string;
  pageType?: string;
  id: string;
}
const measure = ({ rating = "good", pageType = "Product Detail", ...rest }: Sent) => ({
  rating,
  pageType,
  ...rest,
});

/** As a browser's beacon sends it: no access key, a JSON body. */
const beacon = (body: unknown, locale = "en-gb") =>
  t.call({
    method: "POST",
    url: `/fapi/performance/ingest?locale=${locale}`,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-api-key": "" },
  });

const summary = (days?: number, token: string | null = operator) =>
  t.call({
    method: "GET",
    url: `/editor/vitals/v1/summary${days ? `?days=${days}` : ""}`,
    headers: token ? { "x-operator-token": token } : {},
  });

describe("the web-vitals beacon", () => {
  it("keeps a page's measures once and reads the 75th percentile of each metric per template", async () => {
    const lcp = [100, 200, 300, 400].map((value, index) =>
      measure({ name: "LCP", value, id: `v5-lcp-${index}` }),
    );
    const first = await beacon({
      measureBatch: [
        ...lcp,
        measure({ name: "CLS", value: 0.12, rating: "needs-improvement", id: "v5-cls-1" }),
        measure({ name: "TTFB", value: 80, pageType: "Home", id: "v5-ttfb-1" }),
      ],
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ recorded: 6 });
    // The same page's beacon again (page hide, then pagehide): nothing new.
    const again = await beacon({ measureBatch: lcp });
    expect(again.json()).toEqual({ recorded: 0 });
    // Back on the tab: a grown CLS replaces the page's figure (the batch's last value of it);
    // an LCP, or another metric's name under the id, never does.
    const grown = (value: number) =>
      measure({ name: "CLS", value, rating: "poor", id: "v5-cls-1" });
    const later = await beacon({
      measureBatch: [grown(0.2), measure({ name: "LCP", value: 9999, id: "v5-lcp-0" }), grown(0.3)],
    });
    expect(later.json()).toEqual({ recorded: 1 });
    const renamed = await beacon({
      measureBatch: [measure({ name: "INP", value: 500, rating: "poor", id: "v5-cls-1" })],
    });
    expect(renamed.json()).toEqual({ recorded: 0 });
    const cls = await t.db.query<{ value: number; rating: string }>(
      "select value, rating from web_vitals where metric_id = 'v5-cls-1'",
    );
    expect(cls).toEqual([{ value: 0.3, rating: "poor" }]);
    await beacon({
      measureBatch: [
        measure({ name: "CLS", value: 0.12, rating: "needs-improvement", id: "v5-cls-1" }),
      ],
    });

    // A measure from before the window is left out of it.
    await beacon({ measureBatch: [measure({ name: "LCP", value: 9000, id: "v5-old-1" })] });
    await t.db.query(
      "update web_vitals set recorded_at = now() - interval '40 days' where metric_id = 'v5-old-1'",
    );

    const read = await summary();
    expect(read.statusCode).toBe(200);
    const figures = read.json() as VitalsSummary;
    expect(figures.days).toBe(28);
    expect(figures.rows).toEqual([
      { pageType: "Home", name: "TTFB", p75: 80, count: 1 },
      { pageType: "Product Detail", name: "CLS", p75: 0.12, count: 1 },
      // percentile_cont over 100, 200, 300, 400: three quarters of the way, 325.
      { pageType: "Product Detail", name: "LCP", p75: 325, count: 4 },
    ]);
    const wider = (await summary(60)).json() as VitalsSummary;
    expect(wider.rows.find((row) => row.name === "LCP")?.count).toBe(5);
  });

  it("answers the read-out only to an operator", async () => {
    const refused = await summary(28, null);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)?.errorId).toBe("EXP401");
    const editor = signStaffToken(
      contentSecret(t.config),
      { kind: "editor", site: "*", sub: "e" },
      60,
    );
    expect((await summary(28, editor)).statusCode).toBe(401);
  });

  it.each([
    [
      "an unknown metric",
      { measureBatch: [measure({ name: "FID", value: 1, id: "a" })] },
      "measureBatch.0.name",
    ],
    [
      "a negative value",
      { measureBatch: [measure({ name: "LCP", value: -1, id: "a" })] },
      "measureBatch.0.value",
    ],
    [
      "an hour and more",
      { measureBatch: [measure({ name: "INP", value: 3_600_001, id: "a" })] },
      "measureBatch.0.value",
    ],
    [
      "a CLS over 100",
      { measureBatch: [measure({ name: "CLS", value: 101, id: "a" })] },
      "measureBatch.0.value",
    ],
    [
      "an unknown template",
      { measureBatch: [measure({ name: "LCP", value: 1, pageType: "Blog", id: "a" })] },
      "measureBatch.0.pageType",
    ],
    [
      "an id with spaces",
      { measureBatch: [measure({ name: "LCP", value: 1, id: "a b" })] },
      "measureBatch.0.id",
    ],
    [
      "an extra field",
      { measureBatch: [{ ...measure({ name: "LCP", value: 1, id: "a" }), url: "/x" }] },
      "measureBatch.0",
    ],
    ["an empty batch", { measureBatch: [] }, "measureBatch"],
    [
      "41 measures",
      {
        measureBatch: Array.from({ length: 41 }, (_, i) =>
          measure({ name: "LCP", value: 1, id: `m${i}` }),
        ),
      },
      "measureBatch",
    ],
  ])("refuses %s with VAL400 naming the field, keeping nothing", async (_what, body, field) => {
    const response = await beacon(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("purges measures older than 90 days and keeps the rest", async () => {
    await beacon({
      measureBatch: [
        measure({ name: "INP", value: 40, id: "v5-purge-old" }),
        measure({ name: "INP", value: 50, id: "v5-purge-new" }),
      ],
    });
    await t.db.query(
      "update web_vitals set recorded_at = now() - interval '91 days' where metric_id = 'v5-purge-old'",
    );
    expect(await t.services.vitals.purge()).toBe(1);
    const left = await t.db.query<{ metric_id: string }>(
      "select metric_id from web_vitals where metric_id like 'v5-purge-%'",
    );
    expect(left.map((row) => row.metric_id)).toEqual(["v5-purge-new"]);
  });
});

describe("validate-response/{contract}", () => {
  const check = (contract: string, body: unknown) =>
    t.call({
      method: "POST",
      url: `/fapi/api/validate-response/${contract}`,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });

  it("says whether a response a client received fits the call's contract, and where not", async () => {
    const sites = (await t.call({ method: "GET", url: "/fapi/sites" })).json() as {
      sites: { locale: string }[];
    };
    const fits = await check("get.fapi.sites", sites);
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toEqual({ contract: "get.fapi.sites", valid: true, issues: [] });

    const broken = { sites: [{ ...sites.sites[0], locale: 7 }] };
    const off = (await check("get.fapi.sites", broken)).json() as {
      valid: boolean;
      issues: { path: string }[];
    };
    expect(off.valid).toBe(false);
    expect(off.issues[0]?.path).toBe("sites.0.locale");
  });

  it("refuses a contract no call has, with VAL400 naming it", async () => {
    const response = await check("get.fapi.nothing-here", {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "contract" });
  });
});

// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomUUID } from "node:crypto";
import type { ExperimentEventBatch, ExperimentResultsView } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signStaffToken } from "../../platform/security/staff-tokens";
import { createRng } from "../../../../seed/seed-random";
import { abExperiment, datafileV4 } from "../../../test/optimizely-sdk";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * An experiment's results through the operator's call (issue 29): simulated traffic with a
 * seeded true effect shows its lift with an interval around it, and a skewed split sounds the
 * sample-ratio alarm. The statistics themselves are proved in results.helpers.test.ts.
 */

let t: TestApp;
let operator = "";

/** A two-variation experiment of its own project, 50/50 unless `split` says otherwise. */
function datafile(projectId: string, split = 5000): Record<string, unknown> {
  const { events, experiment } = abExperiment("checkout_copy", split);
  return datafileV4({
    projectId,
    accountId: "7001",
    events,
    experiments: [experiment],
    featureFlags: [{ id: "81", key: "copy", experimentIds: ["31"], rolloutId: "", variables: [] }],
  });
}

/**
 * Sends the SDK's batches for `visitors` visitors: each shown a variation (`treatment` with
 * probability `treatmentShare`) on `day`, then buying with the variation's rate.
 */
async function traffic(options: {
  projectId: string;
  visitors: number;
  treatmentShare: number;
  rates: { control: number; treatment: number };
  seed: number;
}): Promise<void> {
  const random = createRng(options.seed);
  const start = Date.now() - 3 * 86_400_000;
  const visitors: ExperimentEventBatch["visitors"] = [];
  for (let index = 0; index < options.visitors; index += 1) {
    const treatment = random() < options.treatmentShare;
    const at = start + Math.floor(random() * 3 * 86_400_000);
    const snapshots: ExperimentEventBatch["visitors"][number]["snapshots"] = [
      {
        decisions: [
          {
            campaign_id: "41",
            experiment_id: "31",
            variation_id: treatment ? "52" : "51",
            metadata: {
              flag_key: "copy",
              rule_key: "checkout_copy",
              rule_type: "feature-test",
              variation_key: treatment ? "treatment" : "control",
              enabled: treatment,
            },
          },
        ],
        events: [{ entity_id: "41", key: "campaign_activated", timestamp: at, uuid: randomUUID() }],
      },
    ];
    if (random() < (treatment ? options.rates.treatment : options.rates.control))
      snapshots.push({
        events: [
          {
            entity_id: "21",
            key: "purchase",
            timestamp: at + 60_000,
            uuid: randomUUID(),
            revenue: 5000 + Math.floor(random() * 5000),
          },
        ],
      });
    visitors.push({ visitor_id: `vuid_${options.seed}_${index}`, attributes: [], snapshots });
  }
  for (let from = 0; from < visitors.length; from += 1000) {
    const response = await t.call({
      method: "POST",
      url: "/v1/events",
      payload: JSON.stringify({
        account_id: "7001",
        project_id: options.projectId,
        visitors: visitors.slice(from, from + 1000),
      }),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(204);
  }
}

async function results(sdkKey: string): Promise<ExperimentResultsView> {
  const response = await t.call({
    method: "GET",
    url: `/editor/experiments/v1/datafiles/${sdkKey}/experiments/checkout_copy/results`,
    headers: { "x-operator-token": operator },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ExperimentResultsView;
}

beforeAll(async () => {
  // The operator's page shows the experiments of the store's own SDK key.
  t = await createTestApp({ EXPERIMENTS_SDK_KEY: "results-effect" });
  operator = signStaffToken(
    t.services.content.secret,
    { kind: "operator", site: "*", sub: "op" },
    300,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("an experiment's results", () => {
  it("shows a seeded true effect's lift, with an interval that holds it and excludes zero", async () => {
    await t.services.experiments.experiments.publish("results-effect", datafile("8001"), "op");
    await traffic({
      projectId: "8001",
      visitors: 6000,
      treatmentShare: 0.5,
      rates: { control: 0.1, treatment: 0.14 },
      seed: 11,
    });
    const view = await results("results-effect");
    if (view.results.state !== "computed") throw new Error(view.results.state);
    const treatment = view.results.variations.find((variation) => variation.key === "treatment");
    if (treatment?.state !== "shown") throw new Error("treatment not shown");
    const lift =
      treatment.metrics.purchase.state === "shown" ? treatment.metrics.purchase.lift : null;
    if (lift?.state !== "shown") throw new Error(`lift ${lift?.state}`);
    // True lift: 0.14 / 0.10 − 1 = 40 %.
    expect(lift.interval.lower).toBeLessThan(0.4);
    expect(lift.interval.upper).toBeGreaterThan(0.4);
    expect(lift.excludesZero).toBe(true);
    expect(view.results.sampleRatio).toMatchObject({ state: "checked", alarm: false });
    // The chart: one point a day once both sides have enough visitors, the last the total.
    const series = view.results.liftOverTime.find((line) => line.metric === "purchase");
    expect(series?.points.length).toBeGreaterThanOrEqual(3);
    expect(series?.points.at(-1)?.lift).toBeCloseTo(lift.lift, 10);
  });

  it("sounds the sample-ratio alarm on a skewed split, and shows nothing under 8 visitors", async () => {
    await t.services.experiments.experiments.publish("results-skew", datafile("8002"), "op");
    await traffic({
      projectId: "8002",
      visitors: 4000,
      treatmentShare: 0.56,
      rates: { control: 0.1, treatment: 0.1 },
      seed: 12,
    });
    const skewed = await results("results-skew");
    if (skewed.results.state !== "computed") throw new Error(skewed.results.state);
    expect(skewed.results.sampleRatio).toMatchObject({ state: "checked", alarm: true });

    await t.services.experiments.experiments.publish("results-few", datafile("8003"), "op");
    await traffic({
      projectId: "8003",
      visitors: 10,
      treatmentShare: 0.5,
      rates: { control: 0.5, treatment: 0.5 },
      seed: 13,
    });
    const few = await results("results-few");
    if (few.results.state !== "computed") throw new Error(few.results.state);
    expect(few.results.variations.some((variation) => variation.state === "insufficient")).toBe(
      true,
    );
  });

  it("needs an operator token (EXP401) and names what is missing (EXP404, EXP410)", async () => {
    const call = (url: string, token: string) =>
      t.call({ method: "GET", url, headers: { "x-operator-token": token } });
    const path =
      "/editor/experiments/v1/datafiles/results-effect/experiments/checkout_copy/results";
    const preview = signStaffToken(
      t.services.content.secret,
      { kind: "preview", site: "*", sub: "x" },
      60,
    );
    for (const token of ["", "nonsense", preview])
      expect(errorOf(await call(path, token))?.errorId).toBe("EXP401");
    expect(errorOf(await call(path.replace("results-effect", "nobody"), operator))?.errorId).toBe(
      "EXP404",
    );
    expect(errorOf(await call(path.replace("checkout_copy", "nothing"), operator))?.errorId).toBe(
      "EXP410",
    );
  });

  it("shows the operator's page only with an operator link, which leaves the address for a cookie", async () => {
    const refused = await t.app.inject({ method: "GET", url: "/ops/experiments" });
    expect(refused.statusCode).toBe(401);
    const forged = await t.app.inject({ method: "GET", url: "/ops/experiments?operatorToken=x.y" });
    expect(forged.statusCode).toBe(401);
    const link = await t.app.inject({
      method: "GET",
      url: `/ops/experiments?operatorToken=${operator}`,
    });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe("/ops/experiments");
    const cookie = String(link.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly; SameSite=Strict/);
    const page = await t.app.inject({
      method: "GET",
      url: "/ops/experiments?experiment=checkout_copy",
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("checkout_copy");
    expect(page.body).toMatch(/<svg[^>]*aria-label="Purchase lift/);
    expect(page.body).toContain("The split follows the plan");
    // Nothing of a page's text comes unescaped from the datafile.
    expect(page.body).not.toMatch(/<script/i);
  });
});

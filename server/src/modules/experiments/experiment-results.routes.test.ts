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

  it("lets the operator pause, resume, check and publish from the page, and no one else", async () => {
    // A project of its own, without the traffic above: the page is quick to draw.
    await t.services.experiments.experiments.publish("results-effect", datafile("8009"), "op");
    const link = await t.app.inject({
      method: "GET",
      url: `/ops/experiments?operatorToken=${operator}`,
    });
    const cookie = String(link.headers["set-cookie"]).split(";")[0] ?? "";
    const post = (path: string, form: Record<string, string>, headers = {}) =>
      t.app.inject({
        method: "POST",
        url: `/ops/experiments/${path}`,
        payload: new URLSearchParams(form).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
      });
    const status = async () =>
      JSON.parse(
        (await t.services.experiments.experiments.datafile("results-effect"))?.body ?? "{}",
      ).experiments[0].status as string;

    const page = await t.app.inject({
      method: "GET",
      url: "/ops/experiments",
      headers: { cookie },
    });
    expect(page.body).toContain("Pause this experiment");
    const paused = await post("status", { experiment: "checkout_copy", status: "Paused" });
    expect(paused.statusCode).toBe(303);
    expect(paused.headers.location).toBe("/ops/experiments?experiment=checkout_copy&done=paused");
    expect(await status()).toBe("Paused");
    const after = await t.app.inject({
      method: "GET",
      url: String(paused.headers.location),
      headers: { cookie },
    });
    expect(after.body).toContain("Paused. Visitors see the flag");
    expect(after.body).toContain("Resume this experiment");
    expect(
      (await post("status", { experiment: "checkout_copy", status: "Running" })).statusCode,
    ).toBe(303);
    expect(await status()).toBe("Running");

    // Refused: no cookie, another site's form, an unknown experiment, a status of no kind.
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/ops/experiments/status",
      payload: "experiment=checkout_copy&status=Paused",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await post(
      "status",
      { experiment: "checkout_copy", status: "Paused" },
      { origin: "https://attacker.example" },
    );
    expect(elsewhere.statusCode).toBe(403);
    expect((await post("status", { experiment: "nothing", status: "Paused" })).statusCode).toBe(
      404,
    );
    expect((await post("status", { experiment: "checkout_copy", status: "Gone" })).statusCode).toBe(
      400,
    );
    expect(await status()).toBe("Running");

    // A datafile pasted in: checked with every problem named, kept in the form, then published.
    const broken = await post("datafile", { datafile: "{not json", intent: "publish" });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain("The datafile is not JSON");
    expect(broken.body).toContain("{not json");
    const invalid = await post("datafile", {
      datafile: JSON.stringify({ ...datafile("8009"), version: "9" }),
      intent: "validate",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/role="alert">[^<]*version/);
    const next = datafile("8009", 4000);
    const checked = await post("datafile", { datafile: JSON.stringify(next), intent: "validate" });
    expect(checked.statusCode).toBe(200);
    expect(checked.body).toContain("The datafile is valid");
    const before = (await t.services.experiments.experiments.datafile("results-effect"))?.revision;
    const published = await post("datafile", { datafile: JSON.stringify(next), intent: "publish" });
    expect(published.statusCode).toBe(303);
    const revision = (await t.services.experiments.experiments.datafile("results-effect"))
      ?.revision;
    expect(revision).toBe((before ?? 0) + 1);
    expect(published.headers.location).toBe(`/ops/experiments?done=published-${revision}`);
    // The address's notice is one of the page's own texts, never what the address says.
    const spoofed = await t.app.inject({
      method: "GET",
      url: "/ops/experiments?done=%3Cb%3Eyou%20were%20hacked",
      headers: { cookie },
    });
    expect(spoofed.body).not.toContain("hacked");
  });
});

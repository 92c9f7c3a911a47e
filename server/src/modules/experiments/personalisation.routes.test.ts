// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { PersonalisationAnswer, PersonalisationEvent } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  datafileV4,
  deliveryRule,
  openSdk,
  type SdkClient,
  segmentAudience,
} from "../../../test/optimizely-sdk";
import { createShopper, signInShopper } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/*
 * The personalisation engine (issue 29): the visit's events and the shopper's own segments
 * decide each experience's variant through the datafile's rules, deterministically per visitor,
 * explained, and only with targeting consent.
 */

let t: TestApp;
let sdk: SdkClient;

const DATAFILE = datafileV4({
  projectId: "9101",
  accountId: "9100",
  typedAudiences: [
    segmentAudience("601", "Loyalty members", "loyalty-member"),
    {
      id: "602",
      name: "Phones",
      conditions: [
        "and",
        { type: "custom_attribute", name: "screen_width", match: "lt", value: 768 },
      ],
    },
  ],
  experiments: [
    {
      id: "701",
      key: "hero-split",
      status: "Running",
      layerId: "7010",
      audienceIds: [],
      forcedVariations: {},
      variations: [
        { id: "7011", key: "baseline", featureEnabled: false, variables: [] },
        { id: "7012", key: "variant-a", featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: "7011", endOfRange: 5000 },
        { entityId: "7012", endOfRange: 10000 },
      ],
    },
  ],
  rollouts: [
    { id: "801", experiments: [deliveryRule("8011", "members-rule", ["601"], "members")] },
    { id: "802", experiments: [deliveryRule("8021", "phones-rule", ["602"], "phone")] },
  ],
  featureFlags: [
    { id: "901", key: "hero-split", experimentIds: ["701"], rolloutId: "", variables: [] },
    { id: "902", key: "members-hero", experimentIds: [], rolloutId: "801", variables: [] },
    { id: "903", key: "phone-promo", experimentIds: [], rolloutId: "802", variables: [] },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  await t.services.experiments.experiments.publish(t.config.experimentsSdkKey, DATAFILE, "op");
  await t.services.experiments.pages.refresh();
  sdk = await openSdk(DATAFILE);
}, 60_000);
afterAll(async () => {
  await sdk?.close();
  await t?.close();
});

const events = (width: number): PersonalisationEvent[] => [
  { eventType: "monetate:decision:DecisionRequest", requestId: "r1" },
  { eventType: "monetate:context:PageView", pageType: "home", path: "/en-us" },
  { eventType: "monetate:context:ScreenSize", width, height: 800 },
];

async function decide(
  body: Record<string, unknown>,
  options: { locale?: string; token?: string; cookie?: string } = {},
) {
  return t.call({
    method: "POST",
    url: `/api/engine/v1/decide/ridgeline?locale=${options.locale ?? "en-us"}`,
    payload: JSON.stringify(body),
    ...(options.token ? { token: options.token } : {}),
    headers: {
      "content-type": "application/json",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

function variants(answer: PersonalisationAnswer): Record<string, string | null> {
  return Object.fromEntries(
    (answer.data.responses[0]?.actions ?? []).map((action) => [
      action.component,
      action.json.variantId,
    ]),
  );
}

describe("the personalisation engine", () => {
  it("decides by the visit's events, as the SDK would, the same for a visitor each time", async () => {
    for (let index = 0; index < 40; index += 1) {
      const monetateId = `vuid_engine${index}`;
      const width = index % 2 === 0 ? 390 : 1440;
      const response = await decide({ monetateId, events: events(width) });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as PersonalisationAnswer;
      expect(answer.meta.monetateId).toBe(monetateId);
      expect(answer.data.responses[0]?.requestId).toBe("r1");
      const user = sdk.createUserContext(monetateId, {
        page_type: "home",
        path: "/en-us",
        screen_width: width,
        screen_height: 800,
        device: width < 768 ? "phone" : "desktop",
      });
      user.qualifiedSegments = [
        "signed-out",
        "non-employee",
        "non-wranx",
        "non-ipa",
        "non-prosumer",
        "non-athlete",
      ];
      const expected = Object.fromEntries(
        ["hero-split", "members-hero", "phone-promo"].map((key) => [
          key,
          user.decide(key).variationKey,
        ]),
      );
      expect(variants(answer)).toEqual(expected);
      const again = (
        await decide({ monetateId, events: events(width) })
      ).json() as PersonalisationAnswer;
      expect(variants(again)).toEqual(variants(answer));
    }
  });

  it("explains each decision by its rule and audiences", async () => {
    const answer = (
      await decide({ monetateId: "vuid_explain", events: events(390) })
    ).json() as PersonalisationAnswer;
    const phone = answer.data.responses[0]?.actions.find(
      (action) => action.component === "phone-promo",
    );
    expect(phone?.json).toMatchObject({
      variantId: "phone",
      explanation: { by: "rule", ruleKey: "phones-rule", audiences: ["Phones"] },
    });
    expect(phone?.json.explanation.attributes).toMatchObject({
      screen_width: 390,
      device: "phone",
    });
    const members = answer.data.responses[0]?.actions.find(
      (action) => action.component === "members-hero",
    );
    expect(members?.json).toMatchObject({ variantId: null, explanation: { by: "baseline" } });
  });

  it("reads a signed-in shopper's own segments, and no one else's", async () => {
    const member = await createShopper(t, { subscriptions: { loyaltyEnrollment: true } });
    const { accessToken: token } = await signInShopper(t, member.email);
    const body = { monetateId: "vuid_member", customerId: member.consumerNo, events: events(1440) };
    const answer = (await decide(body, { token })).json() as PersonalisationAnswer;
    expect(variants(answer)["members-hero"]).toBe("members");
    const stranger = await decide(body);
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger)?.field).toBe("customerId");
  });

  it("gives every baseline without targeting consent where it is needed", async () => {
    const body = { monetateId: "vuid_emea", events: events(390) };
    const refused = (await decide(body, { locale: "en-gb" })).json() as PersonalisationAnswer;
    const all = refused.data.responses[0]?.actions ?? [];
    expect(all.length).toBe(3);
    for (const action of all)
      expect(action.json).toMatchObject({ variantId: null, explanation: { by: "no-consent" } });
    const consent = `OptanonConsent=${encodeURIComponent("groups=C0001:1,C0002:0,C0003:0,C0004:1")}`;
    const allowed = (
      await decide(body, { locale: "en-gb", cookie: consent })
    ).json() as PersonalisationAnswer;
    expect(variants(allowed)["phone-promo"]).toBe("phone");
    const withdrawn = `OptanonConsent=${encodeURIComponent("groups=C0001:1,C0004:0")}`;
    const outside = (await decide(body, { cookie: withdrawn })).json() as PersonalisationAnswer;
    expect(variants(outside)["phone-promo"]).toBeNull();
  });

  it("answers only for its own brand", async () => {
    const response = await t.call({
      method: "POST",
      url: "/api/engine/v1/decide/another-brand",
      payload: JSON.stringify({ monetateId: "vuid_x", events: events(390) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(404);
  });
});

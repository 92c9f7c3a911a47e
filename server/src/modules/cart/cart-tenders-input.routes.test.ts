// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { isErrorId, type Cart } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { near, type JsonSchema, type OpenApiOperation } from "../../../test/openapi-arbitraries";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  addressOf,
  athlete,
  bagWith,
  issueReward,
  member,
  registered,
  skus,
} from "./cart-tenders-test.helpers";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/**
 * Inputs generated from the OpenAPI document's schemas of the bag's tender calls, sent by the
 * bag's owner (a loyalty member, an athlete, with rewards) so they reach the service: whatever
 * comes, the answer is a catalogue error of 4xx or the cart, never a 5xx.
 */
const RUNS = Number(process.env["TENDER_INPUT_RUNS"] ?? runs(150));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("answers generated tender bodies with the cart or a 4xx catalogue error, never a 5xx", async () => {
  const { consumerNo, token } = await registered(t);
  await member(t, token, consumerNo, 2_000);
  await athlete(t, consumerNo, 1_000);
  const code = await issueReward(t, consumerNo, "CODE", 500);
  const card = await issueReward(t, consumerNo, "CARD", 700);
  const cart = await bagWith(t, token, await skus(t, 1, 4_000));
  const document = (await t.call({ method: "GET", url: "/openapi.json" })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const path = document.paths["/cart/v1/cart/{basketId}/paymentInstruments"];
  const schemaOf = (method: string) =>
    path?.[method]?.requestBody?.content["application/json"].schema as JsonSchema;
  const seeds = {
    number: ["6036000000000005", "6036 0000 0000 0013", card, "", "6036000000000021"],
    pin: ["4321", "0000", "12"],
    code: [code, code.toLowerCase(), "NOPE"],
    payment_instrument_id: ["x", "00000000-0000-0000-0000-000000000000"],
  };
  const problems: string[] = [];
  let carts = 0;
  for (const method of ["post", "delete"] as const) {
    await fc.assert(
      fc.asyncProperty(near(schemaOf(method), "body", 0, seeds), async (body) => {
        const response = await t.call({
          method: method === "post" ? "POST" : "DELETE",
          url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
          token,
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json" },
          remoteAddress: addressOf(),
        });
        const sent = `${method} ${JSON.stringify(body)}`;
        if (response.statusCode === 200) {
          carts += 1;
          if (!Array.isArray((response.json() as Cart).payment_instruments))
            problems.push(`${sent}: not a cart`);
          return;
        }
        const errorId = errorOf(response)?.errorId;
        if (response.statusCode >= 500 || response.statusCode < 400)
          problems.push(`${sent}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (!errorId || !isErrorId(errorId)) problems.push(`${sent}: no catalogue code`);
      }),
      { numRuns: RUNS },
    );
  }
  expect(problems.slice(0, 5)).toEqual([]);
  // Some of them were good tenders: the calls were reached, not only refused at the door.
  expect(carts).toBeGreaterThan(0);
});

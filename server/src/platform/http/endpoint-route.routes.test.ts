// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

let t: TestApp;
let token: string;
let styleId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.guestToken();
  const [row] = await t.db.query<{ style_id: string }>(
    "select style_id from styles order by style_id limit 1",
  );
  if (!row) throw new Error("the seed has no style");
  styleId = row.style_id;
});
afterAll(async () => {
  await t?.close();
});

/** Text of the length a field accepts, with NUL somewhere in it. */
const withNul = (min: number, max: number) =>
  fc
    .tuple(fc.string({ minLength: min, maxLength: max - 1 }), fc.nat())
    .map(([text, at]) => {
      const cut = at % (text.length + 1);
      return `${text.slice(0, cut)}\u0000${text.slice(cut)}`;
    })
    .filter((text) => text.trim().length >= min);

describe("a NUL character in a request", () => {
  it("answers 400 VAL400 naming the field of a review, never a 500 from the database", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("title", "text", "nickname"),
        withNul(20, 60),
        async (field, value) => {
          const review = { rating: 4, title: "Solid shell", text: "Kept me dry all day long." };
          const response = await t.call({
            method: "POST",
            url: `/products/v1/products/${styleId}/reviews`,
            token,
            payload: { ...review, [field]: value },
          });
          expect(response.statusCode, response.body).toBe(400);
          expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it("answers 400 VAL400 in a query or a path parameter", async () => {
    const lookup = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/lookup?locale=en-us&email=a%00b%40example.com",
      token,
    });
    expect(lookup.statusCode, lookup.body).toBe(400);
    expect(errorOf(lookup)).toMatchObject({ errorId: "VAL400", field: "email" });
    const { token: registered } = await t.registeredToken();
    const address = await t.call({
      method: "DELETE",
      url: "/consumers-v3/consumer/address/ab%00cd",
      token: registered,
    });
    expect(address.statusCode, address.body).toBe(400);
    expect(errorOf(address)).toMatchObject({ errorId: "VAL400", field: "addressId" });
  });

  it("still stores letters beyond ASCII, and line breaks where free text allows them", async () => {
    const response = await t.call({
      method: "POST",
      url: `/products/v1/products/${styleId}/reviews`,
      // Writing a review needs a signed-in shopper (decision 0036).
      token: (await t.registeredToken()).token,
      payload: { rating: 5, title: "Très bien, über", text: "Warm enough in wind.\r\nGreat. 雪" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

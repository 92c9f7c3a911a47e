// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { CLAIM_NUMBER_PATTERN } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { bodySchema, fuzzBodies, outboxTo, placedOrder } from "./help-test.helpers";

/** Warranty claims on order lines (issue 14 point 7). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const claim = (payload: object, token?: string, locale = "en-us") =>
  t.call({
    method: "POST",
    url: `/consumers-v3/consumer/warranty?locale=${locale}`,
    payload,
    ...(token ? { token } : {}),
  });

const ISSUE = "The zip came apart after two weeks of normal use.";

describe("POST …/consumer/warranty", () => {
  it("files a claim on a delivered line with a number per site, and acknowledges it by e-mail", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const orderNumber = await placedOrder(t, consumerNo, "delivered", "claimer@example.com");
    const response = await claim({ orderNumber, lineNo: 2, issue: `  ${ISSUE}  ` }, token);
    expect(response.statusCode).toBe(201);
    const { claimNumber } = response.json() as { claimNumber: string };
    expect(claimNumber).toMatch(CLAIM_NUMBER_PATTERN);
    const [row] = await t.db.query<{ line_no: number; upc: string; issue: string }>(
      "select line_no, upc, issue from warranty_claims where claim_no = $1",
      [claimNumber],
    );
    expect(row).toEqual({ line_no: 2, upc: "100000000002", issue: ISSUE });
    const [mail] = await outboxTo(t, "claimer@example.com").then((mails) =>
      mails.filter((entry) => entry.subject.includes(claimNumber)),
    );
    expect(mail?.subject).toBe(`Your warranty claim ${claimNumber}`);
    expect(mail?.text_body).toContain(`“Rain Shell” from order ${orderNumber}`);
  });

  it("finds the line by its SKU too, and takes one open claim per line (WAR409 for a second)", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const orderNumber = await placedOrder(t, consumerNo, "delivered");
    expect(
      (await claim({ orderNumber, upc: "100000000001", issue: ISSUE }, token)).statusCode,
    ).toBe(201);
    const again = await claim({ orderNumber, lineNo: 1, issue: ISSUE }, token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "WAR409", field: "lineNo" });
    // The other line is free.
    expect((await claim({ orderNumber, lineNo: 2, issue: ISSUE }, token)).statusCode).toBe(201);
  });

  it("takes one of ten claims sent at once on the same line", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const orderNumber = await placedOrder(t, consumerNo, "delivered");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => claim({ orderNumber, lineNo: 1, issue: ISSUE }, token)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from warranty_claims where order_no = $1",
      [orderNumber],
    );
    expect(count?.n).toBe(1);
  });

  it("refuses an order not yet delivered with ORD409 saying why, and a cancelled one", async () => {
    const { token, consumerNo } = await t.registeredToken();
    for (const state of ["placed", "shipped", "cancelled"] as const) {
      const orderNumber = await placedOrder(t, consumerNo, state);
      const response = await claim({ orderNumber, lineNo: 1, issue: ISSUE }, token);
      expect(errorOf(response)).toMatchObject({ errorId: "ORD409", field: "orderNumber" });
      expect(errorOf(response)?.message).toMatch(
        state === "cancelled" ? /was cancelled/ : /has not been delivered yet/,
      );
    }
  });

  it("answers another shopper's order exactly as an unknown one: OHS4004", async () => {
    const owner = await t.registeredToken();
    const other = await t.registeredToken();
    const orderNumber = await placedOrder(t, owner.consumerNo, "delivered");
    const theirs = await claim({ orderNumber, lineNo: 1, issue: ISSUE }, other.token);
    const unknown = await claim(
      { orderNumber: "US99999999", lineNo: 1, issue: ISSUE },
      other.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toEqual(errorOf(unknown));
    expect(errorOf(theirs)).toMatchObject({ errorId: "OHS4004", field: "orderNumber" });
  });

  it.each([
    [{ lineNo: 3 }, "VAL400", "lineNo"],
    [{ lineNo: undefined }, "VAL400", "lineNo"],
    [{ lineNo: undefined, upc: "999999999999" }, "VAL400", "upc"],
    [{ lineNo: 1, upc: "100000000002" }, "VAL400", "lineNo"],
    [{ issue: "broken" }, "VAL400", "issue"],
    [{ orderNumber: "nope" }, "VAL400", "orderNumber"],
  ])("refuses %j with %s at its field", async (change, errorId, field) => {
    const { token, consumerNo } = await t.registeredToken();
    const orderNumber = await placedOrder(t, consumerNo, "delivered");
    const response = await claim({ orderNumber, lineNo: 1, issue: ISSUE, ...change }, token);
    expect(errorOf(response)).toMatchObject({ errorId, field });
  });

  it("needs a signed-in shopper: AUT432 without a token and for a guest", async () => {
    const body = { orderNumber: "US00000001", lineNo: 1, issue: ISSUE };
    expect(errorOf(await claim(body))?.errorId).toBe("AUT432");
    expect(errorOf(await claim(body, await t.guestToken()))?.errorId).toBe("AUT432");
  });

  it("answers each shape of body generated from the schema with 201 or a catalogue code, never a 500", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const orderNumber = await placedOrder(t, consumerNo, "delivered");
    const schema = await bodySchema(t, "/consumers-v3/consumer/warranty", "post");
    const problems = await fuzzBodies(
      schema,
      { orderNumber: [orderNumber, "US00000001"], upc: ["100000000001", "100000000002"] },
      (body) => claim(body as object, token),
    );
    expect(problems).toEqual([]);
  });
});

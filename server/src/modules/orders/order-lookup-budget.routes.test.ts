// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { ORDER_LOOKUP_LIMIT, ORDER_LOOKUP_TARGET_LIMIT } from "./order-proof.service";

/**
 * One budget for every look-up of an order by e-mail or by a guessed secret (issue 26 point 10,
 * decision 0077): tracking, the mailed link, cancel, documents, returns and resends draw on the
 * same counters, so mixing calls never buys more tries than one kind alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Ask = { orderNumber: string; email?: string; st?: string };

/** Every call a stranger could use to try an order's number with an e-mail or a secret. */
const LOOK_UPS: Record<string, (ask: Ask) => { url: string; payload: Record<string, unknown> }> = {
  track: (ask) => ({ url: "/consumers-v3/consumer/TrackOrder", payload: { ...ask } }),
  // Always by e-mail; the caller names one (a fixed one shared by every run would spend that
  // e-mail's own budget, ORDER_LOOKUP_TARGET_LIMIT, across runs).
  link: (ask) => ({
    url: "/consumers-v3/consumer/orderAccessLink",
    payload: { orderNumber: ask.orderNumber, email: ask.email },
  }),
  cancel: (ask) => ({ url: "/consumers-v3/consumer/CancelOrder", payload: { ...ask } }),
  invoice: (ask) => ({
    url: "/consumers-v3/consumer/purchase/invoice/download",
    payload: { ...ask },
  }),
  label: (ask) => ({
    url: "/consumers-v3/consumer/return/label/download",
    payload: { ...ask, returnNumber: `R${ask.orderNumber}-01` },
  }),
  returnLabel: ({ orderNumber, ...proof }) => ({
    url: `/consumers-v3/consumer/return/${orderNumber}/returnLabel`,
    payload: { ...proof, lines: [{ lineNo: 1, qty: 1, reason: "OTHER" }] },
  }),
  resend: (ask) => ({
    url: "/consumers-v3/consumer/resendGiftCardEmail",
    payload: { ...ask, lineNo: 1 },
  }),
};
const KINDS = Object.keys(LOOK_UPS);

let run = 0;
const orderNumber = () => `US${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;

async function lookUp(kind: string, ask: Ask, remoteAddress: string): Promise<number> {
  const make = LOOK_UPS[kind];
  if (!make) throw new Error(kind);
  const { url, payload } = make(ask);
  const answer = await t.call({
    method: "POST",
    url: `${url}?locale=en-us`,
    payload,
    remoteAddress,
  });
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  return answer.statusCode;
}

/** A mix of kinds, each bringing an e-mail or a wrong secret. */
const mix = (length: number) =>
  fc.array(fc.tuple(fc.constantFrom(...KINDS), fc.boolean()), {
    minLength: length,
    maxLength: length,
  });

const secret = () => randomBytes(32).toString("base64url");

describe("the order look-up budget", () => {
  it("one client address gets ORDER_LOOKUP_LIMIT look-ups in all, whatever the mix of calls", async () => {
    const over = ORDER_LOOKUP_LIMIT.limit + 4;
    await fc.assert(
      fc.asyncProperty(mix(over), async (calls) => {
        run += 1;
        const address = `10.62.${run}.1`;
        const statuses: number[] = [];
        for (const [index, [kind, byEmail]] of calls.entries()) {
          // Each try names another order and e-mail: only the address's budget can run out.
          const email = `budget-${run}-${index}@example.com`;
          const ask =
            byEmail || kind === "link"
              ? { orderNumber: orderNumber(), email }
              : { orderNumber: orderNumber(), st: secret() };
          statuses.push(await lookUp(kind, ask, address));
        }
        const within = statuses.slice(0, ORDER_LOOKUP_LIMIT.limit);
        expect(within.filter((status) => status === 429)).toEqual([]);
        expect(statuses.slice(ORDER_LOOKUP_LIMIT.limit)).toEqual(
          Array.from({ length: over - ORDER_LOOKUP_LIMIT.limit }, () => 429),
        );
      }),
      { numRuns: 4 },
    );
  });

  it("one order number, and one e-mail, get ORDER_LOOKUP_TARGET_LIMIT e-mail look-ups from any number of addresses", async () => {
    const over = ORDER_LOOKUP_TARGET_LIMIT.limit + 3;
    await fc.assert(
      fc.asyncProperty(mix(over), fc.boolean(), async (calls, sameOrder) => {
        run += 1;
        const order = orderNumber();
        const statuses: number[] = [];
        for (const [index, [kind]] of calls.entries()) {
          const ask = sameOrder
            ? { orderNumber: order, email: `target-${run}-${index}@example.com` }
            : { orderNumber: orderNumber(), email: `target-${run}@example.com` };
          statuses.push(await lookUp(kind, ask, `10.63.${run}.${index + 1}`));
        }
        expect(statuses.slice(0, ORDER_LOOKUP_TARGET_LIMIT.limit)).not.toContain(429);
        expect(statuses.slice(ORDER_LOOKUP_TARGET_LIMIT.limit)).toEqual(
          Array.from({ length: over - ORDER_LOOKUP_TARGET_LIMIT.limit }, () => 429),
        );
      }),
      { numRuns: 4 },
    );
  });
});

// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  CALLS_NAMING_AN_ORDER_WITHOUT_PROOF,
  ENDPOINTS,
  ORDER_PROOF_CALLS,
  type Endpoint,
  type OrderDetail,
  type OrderProofLevel,
} from "@ridgeline/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { giftCardOrder, giftCardSku } from "../../../test/gift-cards";
import { mailsAbout, orderDetail, placedOrder, type PlacedTestOrder } from "../../../test/orders";
import { CALLS, type Fixture, type Fixtures, type Sent } from "../../../test/order-proof-calls";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/**
 * Which proof each call about an order takes (issue 26 point 1, decision 0077): every call of
 * the contract's list is walked with every proof a caller can bring, and a refusal must read
 * exactly as the same call's answer for an order that does not exist.
 */
let t: TestApp;
let fixtures: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  fixtures = await makeFixtures();
});
afterAll(async () => {
  await t?.close();
});

const PROOFS = ["owner", "secret", "email", "stranger", "wrongSecret", "none"] as const;
type Proof = (typeof PROOFS)[number];

/** The proofs each level lets through; every other proof is refused. */
const OPENS: Record<Exclude<OrderProofLevel, "email">, readonly Proof[]> = {
  owner: ["owner"],
  secret: ["owner", "secret"],
  status: ["owner", "secret", "email"],
  link: ["secret"],
};

/** The answers that refuse a proof (any other answer means the proof was accepted). */
const REFUSALS = new Set(["OHS4004", "ORD400", "AUT432", "VAL400"]);

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.61.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Each order gets an e-mail of its own, so one order's look-ups never spend another's budget. */
async function ownEmail(order: PlacedTestOrder): Promise<string> {
  const email = `proof-${order.orderNo.toLowerCase()}@example.com`;
  await t.db.query("update orders set email = $2 where order_no = $1", [order.orderNo, email]);
  return email;
}

async function fixtureOf(order: PlacedTestOrder, giftLine = 0): Promise<Fixture> {
  return { order, email: await ownEmail(order), returnNumber: "", labelKey: "", giftLine };
}

async function makeFixtures(): Promise<Fixtures> {
  // The plain orders first: the gift card's size is sold as a card from then on.
  const cancellable = await fixtureOf(await placedOrder(t));
  const deliveredOrder = await placedOrder(t, { qty: 3 });
  await t.services.orders.fulfilment.deliverAll(deliveredOrder.orderNo);
  const delivered = await fixtureOf(deliveredOrder);
  const card = await giftCardSku(t);
  const giftOrder = await giftCardOrder(t, { sku: card, amount: 25 });
  const detail: OrderDetail = await orderDetail(t, giftOrder);
  const gift = await fixtureOf(
    giftOrder,
    detail.items.findIndex((item) => item.upc === card.upc) + 1,
  );
  const started = await t.call({
    method: "POST",
    url: `/consumers-v3/consumer/return/${deliveredOrder.orderNo}/returnLabel?locale=en-us`,
    token: deliveredOrder.token,
    payload: { lines: [{ lineNo: 1, qty: 1, reason: "TOO_SMALL" }] },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { returnNumber, labelUrl } = started.json() as { returnNumber: string; labelUrl: string };
  delivered.returnNumber = returnNumber;
  delivered.labelKey = new URL(labelUrl, "http://x").searchParams.get("key") ?? "";
  return { gift, cancellable, delivered };
}

async function sentWith(proof: Proof, fixture: Fixture): Promise<Sent> {
  const guest = await t.guestToken();
  switch (proof) {
    case "owner":
      return { token: fixture.order.token };
    case "secret":
      return { token: guest, st: fixture.order.st };
    case "email":
      return { token: guest, email: fixture.email };
    case "stranger":
      return { token: (await t.registeredToken()).token };
    case "wrongSecret":
      return { token: guest, st: randomBytes(32).toString("base64url") };
    case "none":
      return { token: guest };
  }
}

/** The other order numbers a call names, for an order that does not exist. */
const UNKNOWN = "US99999999";

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

async function send(
  call: (typeof CALLS)[string],
  orderNo: string,
  sent: Sent,
  fixture: Fixture,
): Promise<LightMyRequestResponse> {
  return t.call({
    ...call.request(orderNo, sent, fixture),
    ...(sent.token ? { token: sent.token } : {}),
    remoteAddress: nextAddress(),
  });
}

/** What a refusal tells: its status, code, field and words (never the correlation id). */
function told(response: LightMyRequestResponse) {
  const detail = response.statusCode >= 400 ? errorOf(response) : undefined;
  return {
    status: response.statusCode,
    errorId: detail?.errorId,
    field: detail?.field,
    message: detail?.message,
  };
}

const refused = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 &&
  response.statusCode < 500 &&
  REFUSALS.has(errorOf(response)?.errorId ?? "");

describe("the proof each call about an order takes", () => {
  const walked = ORDER_PROOF_CALLS.filter(
    (entry) => entry.proof !== "email" && entry.testedIn === undefined,
  );

  it.each(walked.map((entry) => [keyOf(entry.endpoint), entry.proof] as const))(
    "%s takes %s: what it does not take is refused exactly as an unknown order",
    async (key, level) => {
      const call = CALLS[key];
      if (!call) throw new Error(`no request for ${key}: add it to CALLS`);
      const fixture = fixtures[call.fixture];
      const opens = OPENS[level as Exclude<OrderProofLevel, "email">];
      let accepted = 0;
      for (const proof of PROOFS) {
        const sent = await sentWith(proof, fixture);
        const answer = await send(call, fixture.order.orderNo, sent, fixture);
        expect(answer.statusCode, `${proof}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (opens.includes(proof)) {
          expect(refused(answer), `${proof} must open ${key}: ${answer.body.slice(0, 300)}`).toBe(
            false,
          );
          if (answer.statusCode < 300) accepted += 1;
        } else {
          expect(refused(answer), `${proof} must not open ${key}: ${answer.statusCode}`).toBe(true);
          const unknown = await send(call, UNKNOWN, sent, fixture);
          expect(told(answer), `${proof} tells ${key}'s order exists`).toEqual(told(unknown));
        }
      }
      expect(accepted, `no proof got a success from ${key}`).toBeGreaterThan(0);
    },
  );

  it("mails a link only to the order's own address, answering alike whatever the e-mail", async () => {
    const { gift } = fixtures;
    const call = CALLS["POST /consumers-v3/consumer/orderAccessLink"];
    if (!call) throw new Error("no access link request");
    const right = await send(call, gift.order.orderNo, { email: gift.email.toUpperCase() }, gift);
    const wrong = await send(call, gift.order.orderNo, { email: "eve@example.com" }, gift);
    const unknown = await send(call, UNKNOWN, { email: gift.email }, gift);
    for (const answer of [right, wrong, unknown]) {
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ accepted: true });
    }
    const [mail, ...more] = await mailsAbout(t, gift.email, `link to order ${gift.order.orderNo}`);
    expect(more).toHaveLength(0);
    expect(await mailsAbout(t, "eve@example.com", "link to order")).toHaveLength(0);
    // The mailed link opens the order as the confirmation's secret does, with what can be done.
    const link = /https?:\/\/\S+order-lookup\?\S+/.exec(mail?.text_body ?? "")?.[0] ?? "";
    const st = new URL(link).searchParams.get("st") ?? "";
    expect(new URL(link).searchParams.get("orderNumber")).toBe(gift.order.orderNo);
    const tracked = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/TrackOrder?locale=en-us",
      payload: { orderNumber: gift.order.orderNo, st },
      remoteAddress: nextAddress(),
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect((tracked.json() as OrderDetail).aftersales?.documents).toBeDefined();
    // Number and e-mail show the status only: nothing of what can be done.
    const byEmail = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/TrackOrder?locale=en-us",
      payload: { orderNumber: gift.order.orderNo, email: gift.email },
      remoteAddress: nextAddress(),
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect((byEmail.json() as OrderDetail).aftersales).toBeUndefined();
  });

  it("a mailed link stops working when it expires", async () => {
    const { gift } = fixtures;
    await t.db.query(
      "update order_access_keys set expires_at = now() - interval '1 second' where order_no = $1",
      [gift.order.orderNo],
    );
    const [mail] = await mailsAbout(t, gift.email, `link to order ${gift.order.orderNo}`);
    const st = /[?&]st=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const late = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      payload: { orderNumber: gift.order.orderNo, st },
      remoteAddress: nextAddress(),
    });
    expect(errorOf(late)).toMatchObject({ errorId: "OHS4004" });
  });
});

describe("the list of calls about an order", () => {
  const fieldsOf = (schema: z.ZodType): string[] => {
    const def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    if (def["type"] === "object") return Object.keys(def["shape"] as object);
    const inner = (def["innerType"] ?? def["in"]) as z.ZodType | undefined;
    return inner ? fieldsOf(inner) : [];
  };

  it("names every call of the contract that takes an order's number", () => {
    const listed = new Set(
      [...ORDER_PROOF_CALLS, ...CALLS_NAMING_AN_ORDER_WITHOUT_PROOF].map((entry) =>
        keyOf(entry.endpoint),
      ),
    );
    const naming = ENDPOINTS.filter((endpoint) =>
      [...fieldsOf(endpoint.params), ...fieldsOf(endpoint.query), ...fieldsOf(endpoint.body)].some(
        (field) => /^order(Number|Id|No)$/.test(field),
      ),
    ).map(keyOf);
    expect(naming.length).toBeGreaterThan(8);
    expect(naming.filter((key) => !listed.has(key))).toEqual([]);
    // And each call of the list is walked here or in the file it names.
    for (const entry of ORDER_PROOF_CALLS)
      if (entry.proof !== "email" && entry.testedIn === undefined)
        expect(CALLS[keyOf(entry.endpoint)], keyOf(entry.endpoint)).toBeDefined();
  });

  it("is the table of docs/security.md, row for row", async () => {
    const page = await readFile(new URL("../../../../docs/security.md", import.meta.url), "utf8");
    const section = page.slice(page.indexOf("## Which proof each call about an order takes"));
    const rows = [
      ...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` +\| (\w+) +\|/gm),
    ].map((match) => `${match[1]} ${match[2]} ${match[3]}`);
    expect(rows.sort()).toEqual(
      ORDER_PROOF_CALLS.map((entry) => `${keyOf(entry.endpoint)} ${entry.proof}`).sort(),
    );
  });

  it("a secret that is another order's opens nothing", async () => {
    const { gift, cancellable } = fixtures;
    const crossed = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/purchase/invoice/download?locale=en-us",
      payload: { orderNumber: cancellable.order.orderNo, st: gift.order.st },
      remoteAddress: nextAddress(),
    });
    expect(errorOf(crossed)).toMatchObject({ errorId: "OHS4004" });
  });
});

// databases: postgres — real server processes share one PostgreSQL database
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Cart, Placement } from "@ridgeline/contract";
import { afterAll, describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import {
  call,
  freePort,
  ROOT,
  running,
  startServer,
  type ServerProcess,
} from "../../../test/server-processes";
import { openTestDatabase, TEST_ACCESS_KEY } from "../../../test/test-app";
import { createServices } from "../../app";
import { solveChallenge } from "../../platform/bot/bot-check";
import { loadConfig } from "../../platform/config";

/**
 * Issue 13 "Reliability": a server process killed with SIGKILL at random points during 200
 * checkouts (100 under CI) leaves no duplicate order, no order without its payment record, no
 * authorisation without an order that is not voided once recovery has run, and no lost stock. Real server
 * processes on one PostgreSQL database; the shoppers retry as a browser would (the same key
 * until a refusal, a new one after). Between a kill and the restart the test runs the recovery
 * that the restarted shop's job runs every minute.
 */
const POSTGRES = Boolean(process.env["TEST_DATABASE_URL"]);
// 200 on a developer's machine; under CI scaled as property tests are (decision 0084), to
// no fewer than 100, so that the kills, timed from 150 ms to 1.65 s, still meet placements.
const BAGS = Math.max(100, runs(200));
const BOT_SECRET = "sigkill-checkout-bot-secret-0123456789";

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
});

interface Shopper {
  token: string;
  basketId: string;
  /** The card frame's token for this bag: single-use, bound to it (decision 0078). */
  card: string;
  key: string;
  done: boolean;
}

async function json<T>(response: Promise<{ status: number; json: () => unknown }>, ok = 200) {
  const answer = await response;
  if (answer.status !== ok) throw new Error(`expected ${ok}, got ${answer.status}`);
  return answer.json() as T;
}

describe.skipIf(!POSTGRES)(
  "placement under SIGKILL (skipped without TEST_DATABASE_URL: real processes share a PostgreSQL database)",
  () => {
    it(`${BAGS} checkouts with the server killed at random points: one order each, every payment accounted for, no unit lost`, async () => {
      const database = await openTestDatabase();
      const url = database.url as string;
      const { db } = database;
      const settings = {
        NODE_ENV: "test",
        DATABASE_URL: url,
        SEED_ON_START: "false",
        ACCESS_KEYS: TEST_ACCESS_KEY,
        BOT_SECRET,
        BOT_DIFFICULTY_BITS: "4",
        WEB_BUILD_DIR: join(ROOT, "no-web-build"),
        SHED_MAX_IN_FLIGHT: "0",
      };
      const services = createServices(loadConfig({ ...settings }), db);
      const port = await freePort();
      let server: ServerProcess = await startServer(settings, port);
      try {
        const [sku] = await db.query<{ upc: string; style_id: string }>(
          `select k.upc, k.style_id from skus k
             join inventory i on i.upc = k.upc and i.location_id = 'online'
             join prices p on p.color_variant_id = k.color_variant_id and p.currency = 'USD'
            where p.current_minor < 5000 order by k.upc limit 1`,
        );
        if (!sku) throw new Error("the seed has no cheap size");
        await db.query(
          "update inventory set quantity = 1000 where upc = $1 and location_id = 'online'",
          [sku.upc],
        );
        const cardFor = async (basketId: string) =>
          (
            await services.payments.sandbox.tokeniseCard(
              {
                number: "4111111111111111",
                expirationMonth: 7,
                expirationYear: new Date().getUTCFullYear() + 2,
                securityCode: "123",
                holder: "Ada Lovelace",
              },
              { basketId },
            )
          ).token;

        // The guests, each with one unit in a bag ready to pay, made through the API.
        const address = {
          firstName: "Ada",
          lastName: "Lovelace",
          addressLine1: "245 Sutter Street",
          city: "San Francisco",
          province: "CA",
          postalCode: "94108",
          phone: "(415) 555-0174",
        };
        const shoppers: Shopper[] = [];
        for (let start = 0; start < BAGS; start += 20) {
          const made = await Promise.all(
            Array.from({ length: Math.min(20, BAGS - start) }, async () => {
              const { accessToken: token } = await json<{ accessToken: string }>(
                call(server.base, "/token/v2/auth/token", {
                  method: "POST",
                  body: { grantType: "Guest" },
                }),
              );
              const auth = { authorization: `Bearer ${token}` };
              const cart = await json<Cart>(
                call(server.base, "/cart/v1/cart?locale=en-us", { method: "POST", headers: auth }),
                201,
              );
              await json(
                call(server.base, "/cart/v1/item", {
                  method: "POST",
                  headers: auth,
                  body: { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty: 1 },
                }),
              );
              await json(
                call(server.base, `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`, {
                  method: "POST",
                  headers: auth,
                  body: [{ ...address, country: "US", email: "ada@example.com" }],
                }),
              );
              await json(
                call(server.base, `/cart/v1/cart/${cart.basketId}/billingAddress?locale=en-us`, {
                  method: "POST",
                  headers: auth,
                  body: { ...address, countryCode: "US" },
                }),
              );
              return {
                token,
                basketId: cart.basketId,
                card: await cardFor(cart.basketId),
                key: `kill-${randomUUID()}`,
                done: false,
              };
            }),
          );
          shoppers.push(...made);
        }
        const stockBefore = 1000;

        // Answers "the provider is down" (PAY503): there is no outage here, only kills.
        let providerDown = 0;
        const place = async (shopper: Shopper) => {
          const challenge = await json<{ challenge: string; difficulty: number }>(
            call(server.base, "/consumers-v3/auth/challenge?action=placeOrder"),
          );
          const answer = await call(server.base, "/cart/v2/checkout/order?locale=en-us", {
            method: "PUT",
            headers: { authorization: `Bearer ${shopper.token}`, "idempotency-key": shopper.key },
            body: {
              cartId: shopper.basketId,
              paymentMethod: { code: "CREDIT_CARD", additionalData: { token: shopper.card } },
              recaptcha_response: solveChallenge(challenge.challenge, challenge.difficulty),
            },
          });
          if (answer.status === 200 && (answer.json() as Placement).st) shopper.done = true;
          // The bag became an order whose answer this shopper never saw (the process died
          // after the order's commit): the e-mail and the account have it.
          else if (answer.status === 404) shopper.done = true;
          // A placement the process died in is undone by recovery and never answered "the
          // provider is down" (decision 0083): the same form places it again.
          else if (answer.status === 503) providerDown += 1;
          // Refused otherwise: a new form.
          else if (answer.status !== 409) shopper.key = `kill-${randomUUID()}`;
        };

        let kills = 0;
        // Attempts a kill left half-way that recovery took over: proof the kills hit placements.
        let recovered = 0;
        for (let round = 0; shoppers.some((s) => !s.done) && round < 40; round += 1) {
          if (server.child.exitCode !== null || server.child.signalCode !== null)
            server = await startServer(settings, port);
          const killing = round < 12;
          const victim = server;
          const timer = killing
            ? setTimeout(
                () => {
                  victim.child.kill("SIGKILL");
                  kills += 1;
                },
                150 + Math.floor(Math.random() * 1_500),
              )
            : null;
          const waiting = shoppers.filter((s) => !s.done);
          for (let start = 0; start < waiting.length; start += 25)
            await Promise.allSettled(waiting.slice(start, start + 25).map(place));
          if (timer) clearTimeout(timer);
          if (killing && victim.child.exitCode === null && victim.child.signalCode === null) {
            victim.child.kill("SIGKILL");
            kills += 1;
          }
          if (killing) {
            if (victim.child.exitCode === null && victim.child.signalCode === null)
              await new Promise((resolve) => victim.child.once("exit", resolve));
            // What the restarted shop's recovery job does: nothing of the dead process is live.
            recovered += await services.checkout.placement.recover(0);
          }
        }
        expect(kills).toBeGreaterThanOrEqual(3);
        expect(recovered).toBeGreaterThan(0);
        expect(providerDown).toBe(0);
        expect(shoppers.filter((s) => !s.done)).toEqual([]);
        await services.checkout.placement.recover(0);

        // One order per bag, none twice.
        const orders = await db.query<{ basket_id: string; order_no: string; total: number }>(
          `select basket_id, order_no, (totals->>'totalMinor')::int as total from orders
            where status = 'placed'`,
        );
        expect(orders).toHaveLength(BAGS);
        expect(new Set(orders.map((order) => order.basket_id)).size).toBe(BAGS);
        // Every order has its payment record, captured for its total at the provider.
        const unpaid = await db.query(
          `select o.order_no from orders o
            where o.status = 'placed' and not exists (
              select 1 from order_payments op
                join provider_payments pp on pp.payment_id = op.reference
               where op.order_no = o.order_no and op.status = 'captured'
                 and pp.status = 'CAPTURED'
                 and pp.captured_minor = (o.totals->>'totalMinor')::int)`,
        );
        expect(unpaid).toEqual([]);
        // No money held without an order: every other authorisation was voided.
        const held = await db.query(
          `select pp.payment_id, pp.status from provider_payments pp
            where not exists (
              select 1 from order_payments op where op.reference = pp.payment_id)
              and pp.status not in ('VOIDED', 'DECLINED')`,
        );
        expect(held).toEqual([]);
        // No unit lost or sold twice, and nothing left held.
        const [stock] = await db.query<{ quantity: number }>(
          "select quantity from inventory where upc = $1 and location_id = 'online'",
          [sku.upc],
        );
        expect(Number(stock?.quantity)).toBe(stockBefore - BAGS);
        const stillHeld = await db.query(
          "select 1 from inventory_reservations where status = 'held'",
        );
        expect(stillHeld).toEqual([]);
      } finally {
        server.child.kill("SIGKILL");
        await database.drop();
      }
    }, 600_000);
  },
);

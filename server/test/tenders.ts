// Shoppers with stored-value tenders and their bags' tenders, for the cart's and the
// placement's tests (decision 0068).
import { randomBytes } from "node:crypto";
import { toMinor, type Cart } from "@ridgeline/contract";
import { enrolMember } from "./shoppers";
import type { TestApp } from "./test-app";

/** A network address of its own per call site: gift card reads are limited per address. */
export const addressOf = (() => {
  let next = 1;
  return () => `10.13.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
})();

/** A signed-in shopper (a consumers row, so the programmes and loyalty can know them). */
export async function registered(t: TestApp): Promise<{ consumerNo: string; token: string }> {
  const consumerNo = `R${randomBytes(8).toString("hex").toUpperCase()}`;
  await t.db.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name, site_id)
     values ($1, $2, lower($2), 'scrypt$10$8$1$x$y', 'Tess', 'Ender', 'US')`,
    [consumerNo, `tender.${consumerNo.toLowerCase()}@example.com`],
  );
  const { token } = await t.registeredToken({ consumerNo });
  return { consumerNo, token };
}

/** Makes the shopper a loyalty member holding `points`. */
export async function member(t: TestApp, token: string, consumerNo: string, points: number) {
  await enrolMember(t, token, consumerNo, points);
}

/** Makes the shopper an athlete with `allowanceMinor` USD a year, `spentMinor` of it spent. */
export async function athlete(
  t: TestApp,
  consumerNo: string,
  allowanceMinor: number,
  spentMinor = 0,
) {
  await t.db.query(
    `insert into program_memberships (consumer_no, program, identity_id, allowance_kind,
       allowance_minor, currency)
     values ($1, 'ATHLETE', 'ATH-T', 'CREDIT', $2, 'USD')`,
    [consumerNo, allowanceMinor],
  );
  if (spentMinor > 0)
    await t.db.query(
      `insert into program_spend (consumer_no, program, year, spent_minor)
       values ($1, 'ATHLETE', $2, $3)`,
      [consumerNo, new Date().getUTCFullYear(), spentMinor],
    );
}

/** Issues a reward code or card to the shopper (the loyalty area's table, as the seed does). */
export async function issueReward(
  t: TestApp,
  consumerNo: string,
  kind: "CODE" | "CARD",
  valueMinor: number,
): Promise<string> {
  const reference = `${kind === "CODE" ? "RWC" : "RWD"}${randomBytes(5).toString("hex").toUpperCase()}`;
  await t.db.query(
    `insert into loyalty_rewards (reward_id, consumer_no, kind, reference, value_minor, currency)
     values ($1, $2, $3, $4, $5, 'USD')`,
    [`RW-${reference}`, consumerNo, kind, reference, valueMinor],
  );
  return reference;
}

export function addTender(
  t: TestApp,
  token: string,
  cart: Cart,
  body: Record<string, unknown>,
  remoteAddress = addressOf(),
) {
  return t.call({
    method: "POST",
    url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
    token,
    payload: body,
    remoteAddress,
  });
}

export const minor = (amount: number) => toMinor(amount, "USD");

/** What the tenders pay and leave, minor units, as the answer shows them. */
export function paid(cart: Cart) {
  return {
    amounts: cart.payment_instruments.map((instrument) => minor(instrument.amount)),
    remaining: minor(cart.totals.remainingToPay),
    total: minor(cart.totals.total),
  };
}

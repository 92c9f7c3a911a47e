// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { isErrorId, type StoreReservation } from "@ridgeline/contract";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { near, type JsonSchema, type OpenApiOperation } from "../../../test/openapi-arbitraries";
import { createShopper, signInShopper } from "../../../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { MAX_ACTIVE_RESERVATIONS, RESERVATION_HOLD_MS } from "./index";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// Reserve and collect (decision 0071): POST, GET and DELETE /cart/v1/reserveWithItem.

const SF = "0107"; // pickup
const BEND = "0106"; // pickup
const PARK_CITY = "0104"; // no pickup
const VANCOUVER = "0201"; // a Canadian store, for the US site
const URL = "/cart/v1/reserveWithItem?locale=en-us";

let t: TestApp;
let sku: { upc: string; style_id: string; color_variant_id: string; current_minor: number };
let addressNo = 0;
/** Each call from its own address, so the per-address mail limit stays out of the way. */
const addressOf = () => `10.13.${Math.floor(addressNo / 250)}.${(addressNo++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<typeof sku>(
    `select k.upc, k.style_id, k.color_variant_id, p.current_minor
       from skus k
       join colors c on c.color_variant_id = k.color_variant_id
       join styles s on s.style_id = k.style_id
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = 'USD'
      where p.current_minor is not null and not s.is_customs and not s.is_digital
      order by k.upc limit 1`,
  );
  if (!row) throw new Error("the seed has no priced SKU");
  sku = row;
});
afterAll(async () => {
  await t?.close();
});

async function setUnits(upc: string, storeId: string, quantity: number) {
  await t.db.query(
    `insert into inventory (upc, location_id, quantity) values ($1, $2, $3)
     on conflict (upc, location_id) do update set quantity = excluded.quantity`,
    [upc, storeId, quantity],
  );
}

async function unitsAt(upc: string, storeId: string): Promise<number> {
  const [row] = await t.db.query<{ quantity: number }>(
    "select quantity from inventory where upc = $1 and location_id = $2",
    [upc, storeId],
  );
  return Number(row?.quantity ?? 0);
}

async function mailsTo(to: string): Promise<{ subject: string; text_body: string }[]> {
  return t.db.query(
    "select subject, text_body from outbox where to_address = $1 order by created_at, subject",
    [to],
  );
}

async function reserve(
  token: string,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: "POST",
    url: URL,
    token,
    remoteAddress: addressOf(),
    payload: {
      productId: sku.style_id,
      upc: sku.upc,
      qty: 1,
      storeId: SF,
      email: "ada@example.com",
      phone: "(415) 555-0174",
      firstName: "Ada",
      lastName: "Lovelace",
      recaptcha_response: await t.botAnswer("placeOrder"),
      ...body,
    },
  });
}

const cancel = (token: string, reservationNo: string) =>
  t.call({
    method: "DELETE",
    url: `/cart/v1/reserveWithItem/${reservationNo}?locale=en-us`,
    token,
  });

const list = async (token: string) => {
  const response = await t.call({ method: "GET", url: URL, token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { reservations: StoreReservation[] }).reservations;
};

function expectError(response: LightMyRequestResponse, errorId: string, field?: string) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  const error = errorOf(response);
  expect(error?.errorId, response.body).toBe(errorId);
  if (field) expect(error?.field).toBe(field);
  return error;
}

const expiryJob = () => {
  const job = t.services.jobs
    .jobs()
    .find((candidate) => candidate.name === "store-reservations-expiry");
  if (!job) throw new Error("no expiry job");
  return job;
};

describe("reserving", () => {
  it("holds the units at the store for 48 hours and mails what, where, until when and how to cancel", async () => {
    await setUnits(sku.upc, SF, 5);
    const token = await t.guestToken();
    const before = Date.now();
    const response = await reserve(token, { qty: 2, email: "first@example.com" });
    expect(response.statusCode, response.body).toBe(201);
    const reservation = response.json() as StoreReservation;
    expect(reservation.reservationNumber).toMatch(/^RUS\d{8}$/);
    expect(reservation.status).toBe("active");
    const holdUntil = Date.parse(reservation.holdUntil);
    expect(holdUntil).toBeGreaterThanOrEqual(before + RESERVATION_HOLD_MS - 1000);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + RESERVATION_HOLD_MS + 1000);
    expect(reservation.store).toMatchObject({ storeId: SF, country: "US" });
    expect(reservation.store.name).not.toBe("");
    expect(reservation.store.hours.length).toBeGreaterThan(0);
    expect(reservation.line).toMatchObject({
      productId: sku.style_id,
      upc: sku.upc,
      qty: 2,
      price: sku.current_minor / 100,
      currency: "USD",
      imageUrl: `/images/products/${sku.color_variant_id}.svg`,
    });
    expect(reservation.line.name).not.toBe("");
    expect(reservation.line.size).not.toBe("");
    expect(reservation.line.color).not.toBe("");
    expect(await unitsAt(sku.upc, SF)).toBe(3);
    const held = await t.db.query<{ status: string; qty: number; location_id: string }>(
      "select status, qty, location_id from inventory_reservations where reference = $1",
      [reservation.reservationNumber],
    );
    expect(held).toEqual([{ status: "held", qty: 2, location_id: SF }]);
    const [mail] = await mailsTo("first@example.com");
    expect(mail?.subject).toContain(reservation.reservationNumber);
    expect(mail?.text_body).toContain(reservation.store.name);
    expect(mail?.text_body).toContain(reservation.line.name);
    expect(mail?.text_body).toContain("Until:");
    expect(mail?.text_body).toContain("/en-us/account/reservations");
    // Numbers follow each other in the reservations' own sequence.
    const next = (await reserve(token, { email: "first@example.com" })).json() as StoreReservation;
    expect(Number(next.reservationNumber.slice(3))).toBe(
      Number(reservation.reservationNumber.slice(3)) + 1,
    );
  });

  it("lists the shopper's reservations newest first, and only theirs", async () => {
    await setUnits(sku.upc, BEND, 10);
    const token = await t.guestToken();
    const first = (await reserve(token, { storeId: BEND })).json() as StoreReservation;
    const second = (await reserve(token, { storeId: SF })).json() as StoreReservation;
    const mine = await list(token);
    expect(mine.map((row) => row.reservationNumber)).toEqual([
      second.reservationNumber,
      first.reservationNumber,
    ]);
    expect(await list(await t.guestToken())).toEqual([]);
  });

  it("follows a guest who signs in: the account lists the guest's reservations", async () => {
    await setUnits(sku.upc, SF, 10);
    const guest = await t.guestToken();
    const made = (await reserve(guest)).json() as StoreReservation;
    const { email } = await createShopper(t);
    const signedIn = await signInShopper(t, email, undefined, guest);
    if (!("accessToken" in signedIn)) throw new Error("sign-in failed");
    await t.services.events.deliverPending();
    const theirs = await list(signedIn.accessToken);
    expect(theirs.map((row) => row.reservationNumber)).toContain(made.reservationNumber);
  });

  it("needs an e-mail from a guest, and mails a registered shopper at the account's", async () => {
    await setUnits(sku.upc, SF, 10);
    expectError(await reserve(await t.guestToken(), { email: undefined }), "VAL400", "email");
    const { email, consumerNo } = await createShopper(t);
    const { token } = await t.registeredToken({ consumerNo });
    const response = await reserve(token, { email: undefined });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as StoreReservation).email).toBe(email);
    // The account's address wins over one typed in the form.
    const typed = await reserve(token, { email: "elsewhere@example.com" });
    expect((typed.json() as StoreReservation).email).toBe(email);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses a size that is not the product's (ORD404) and one without a price (INV702)", async () => {
    const token = await t.guestToken();
    expectError(await reserve(token, { productId: "ZZZZZZZZ" }), "ORD404", "upc");
    expectError(await reserve(token, { upc: "000000000000" }), "ORD404", "upc");
    // Without a USD price row the size has no price on this site.
    const saved = await t.db.query<Record<string, unknown>>(
      "delete from prices where color_variant_id = $1 and currency = 'USD' returning *",
      [sku.color_variant_id],
    );
    try {
      expectError(await reserve(token), "INV702", "upc");
    } finally {
      for (const row of saved)
        await t.db.query(
          "insert into prices select * from json_populate_record(null::prices, $1::json)",
          [JSON.stringify(row)],
        );
    }
  });

  it("refuses an unknown store (STR404), one without pickup and one abroad (SHP404)", async () => {
    const token = await t.guestToken();
    expectError(await reserve(token, { storeId: "9999" }), "STR404", "storeId");
    await setUnits(sku.upc, PARK_CITY, 5);
    expectError(await reserve(token, { storeId: PARK_CITY }), "SHP404", "storeId");
    await setUnits(sku.upc, VANCOUVER, 5);
    expectError(await reserve(token, { storeId: VANCOUVER }), "SHP404", "storeId");
    expect(await unitsAt(sku.upc, PARK_CITY)).toBe(5);
  });

  it("refuses more than the store's shelves hold (INV405 with outOfStock) and changes nothing", async () => {
    await setUnits(sku.upc, SF, 2);
    const error = expectError(await reserve(await t.guestToken(), { qty: 3 }), "INV405", "qty");
    expect(error?.outOfStock).toEqual([{ upc: sku.upc, locationId: SF, missingQty: 1 }]);
    expect(await unitsAt(sku.upc, SF)).toBe(2);
  });

  it("refuses a failed bot check (AUT403)", async () => {
    expectError(await reserve(await t.guestToken(), { recaptcha_response: "nope" }), "AUT403");
  });

  it(`holds at most ${MAX_ACTIVE_RESERVATIONS} active reservations per shopper (RSV409), also when asked at once`, async () => {
    await setUnits(sku.upc, SF, 50);
    const token = await t.guestToken();
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_RESERVATIONS + 3 }, () => reserve(token)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(MAX_ACTIVE_RESERVATIONS);
    for (const answer of answers.filter((one) => one.statusCode !== 201))
      expectError(answer, "RSV409");
    expect(await unitsAt(sku.upc, SF)).toBe(50 - MAX_ACTIVE_RESERVATIONS);
    // A cancelled one frees its place.
    const one = created[0]?.json() as StoreReservation;
    expect((await cancel(token, one.reservationNumber)).statusCode).toBe(200);
    expect((await reserve(token)).statusCode).toBe(201);
  });

  it("gives the last 3 units to exactly 3 of 20 shoppers asking at once", async () => {
    await setUnits(sku.upc, BEND, 3);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => t.guestToken()));
    const answers = await Promise.all(tokens.map((token) => reserve(token, { storeId: BEND })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 201))
      expectError(answer, "INV405", "qty");
    expect(await unitsAt(sku.upc, BEND)).toBe(0);
    const numbers = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => (answer.json() as StoreReservation).reservationNumber);
    const held = await t.db.query<{ qty: number }>(
      `select qty from inventory_reservations
        where reference = any($1::text[]) and upc = $2 and location_id = $3 and status = 'held'`,
      [numbers, sku.upc, BEND],
    );
    expect(held.reduce((sum, row) => sum + Number(row.qty), 0)).toBe(3);
  });
});

describe("cancelling", () => {
  it("gives the units back once, and only to the owner", async () => {
    await setUnits(sku.upc, SF, 4);
    const token = await t.guestToken();
    const reservation = (await reserve(token, { qty: 3 })).json() as StoreReservation;
    expect(await unitsAt(sku.upc, SF)).toBe(1);
    // Another shopper is told it does not exist, and nothing changes.
    expectError(
      await cancel(await t.guestToken(), reservation.reservationNumber),
      "OHS4004",
      "reservationNumber",
    );
    expectError(await cancel(token, "RUS99999999"), "OHS4004", "reservationNumber");
    expect(await unitsAt(sku.upc, SF)).toBe(1);
    const answers = await Promise.all([
      cancel(token, reservation.reservationNumber),
      cancel(token, reservation.reservationNumber),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect((answer.json() as StoreReservation).status).toBe("cancelled");
    }
    expect(await unitsAt(sku.upc, SF)).toBe(4);
    expect((await list(token))[0]?.status).toBe("cancelled");
  });
});

describe("expiry", () => {
  it("the job ends holds whose time is over: units back, status expired, one mail, safe twice", async () => {
    await setUnits(sku.upc, SF, 2);
    const token = await t.guestToken();
    const due = (await reserve(token, { email: "late@example.com" })).json() as StoreReservation;
    const live = (await reserve(token, { email: "late@example.com" })).json() as StoreReservation;
    expect(await unitsAt(sku.upc, SF)).toBe(0);
    await t.db.query(
      "update store_reservations set hold_until = now() - interval '1 minute' where reservation_no = $1",
      [due.reservationNumber],
    );
    const job = expiryJob();
    expect(job.alone).toBe(true);
    const signal = new AbortController().signal;
    // Two rounds at once (two processes, or a slow round and the next) settle it once.
    await Promise.all([job.run(signal), job.run(signal), cancel(token, due.reservationNumber)]);
    await job.run(signal);
    expect(await unitsAt(sku.upc, SF)).toBe(1);
    const statuses = new Map((await list(token)).map((row) => [row.reservationNumber, row.status]));
    expect(["expired", "cancelled"]).toContain(statuses.get(due.reservationNumber));
    expect(statuses.get(live.reservationNumber)).toBe("active");
    const ended = (await mailsTo("late@example.com")).filter((mail) =>
      mail.subject.includes("has ended"),
    );
    expect(ended.length).toBeLessThanOrEqual(1);
  });

  it("expires a hold by the job alone: status expired, units back, the expiry mail", async () => {
    await setUnits(sku.upc, BEND, 1);
    const token = await t.guestToken();
    const due = (
      await reserve(token, { email: "expired@example.com", storeId: BEND })
    ).json() as StoreReservation;
    await t.db.query(
      "update store_reservations set hold_until = now() - interval '1 second' where reservation_no = $1",
      [due.reservationNumber],
    );
    const signal = new AbortController().signal;
    await Promise.all([expiryJob().run(signal), expiryJob().run(signal)]);
    expect(await unitsAt(sku.upc, BEND)).toBe(1);
    expect((await list(token))[0]?.status).toBe("expired");
    const ended = (await mailsTo("expired@example.com")).filter((mail) =>
      mail.subject.includes("has ended"),
    );
    expect(ended).toHaveLength(1);
    // An expired hold no longer counts against the shopper's limit and cannot be cancelled back.
    const again = await cancel(token, due.reservationNumber);
    expect((again.json() as StoreReservation).status).toBe("expired");
    expect(await unitsAt(sku.upc, BEND)).toBe(1);
  });
});

describe("limits and bad input", () => {
  it("counts reservations against the per-address mail limit (API429)", async () => {
    const limited = await createTestApp({ MAIL_REQUESTS_PER_ADDRESS: "2" });
    try {
      const token = await limited.guestToken();
      const send = async () =>
        limited.call({
          method: "POST",
          url: URL,
          token,
          remoteAddress: "10.99.0.1",
          payload: {
            productId: sku.style_id,
            upc: sku.upc,
            qty: 1,
            storeId: "9999",
            email: "limit@example.com",
            firstName: "A",
            lastName: "B",
            recaptcha_response: await limited.botAnswer("placeOrder"),
          },
        });
      expect((await send()).statusCode).toBe(404);
      expect((await send()).statusCode).toBe(404);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(errorOf(third)?.errorId).toBe("API429");
    } finally {
      await limited.close();
    }
  });

  it("answers generated bodies with a reservation or a 4xx catalogue error, never a 5xx", async () => {
    await setUnits(sku.upc, SF, 100_000);
    const document = (await t.call({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const schema = document.paths["/cart/v1/reserveWithItem"]?.["post"]?.requestBody?.content[
      "application/json"
    ].schema as JsonSchema;
    const seeds = {
      productId: [sku.style_id, sku.color_variant_id, "ZZZZZZZZ"],
      upc: [sku.upc, "000000000000"],
      storeId: [SF, BEND, PARK_CITY, VANCOUVER, "9999"],
      email: ["a@example.com", "nope"],
      recaptcha_response: ["x"],
    };
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(near(schema, "body", 0, seeds), async (body) => {
        // A fresh guest each time, so the limit of active reservations is not what answers.
        const response = await t.call({
          method: "POST",
          url: URL,
          token: await t.guestToken(),
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json" },
          remoteAddress: addressOf(),
        });
        const sent = JSON.stringify(body).slice(0, 200);
        if (response.statusCode === 201) return;
        const errorId = errorOf(response)?.errorId;
        if (response.statusCode >= 500 || response.statusCode < 400)
          problems.push(`${sent}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (!errorId || !isErrorId(errorId)) problems.push(`${sent}: no catalogue code`);
      }),
      { numRuns: runs(60) },
    );
    for (const reservationNumber of ["R", "RUS1", "rus00000001", "RUS00000001x", "%00"]) {
      const response = await cancel(await t.guestToken(), reservationNumber);
      if (response.statusCode >= 500)
        problems.push(`DELETE ${reservationNumber}: ${response.body}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { bodySchema, fuzzBodies, outboxTo } from "./help-test.helpers";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/** Events and their registrations (issue 14 point 7; spec 001 "Event registration"). */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.registeredToken()).token;
});
afterAll(async () => {
  await t?.close();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let events = 0;

/** A fresh event of the US site; answers its id. */
async function event(
  options: { capacity?: number; plusOne?: boolean; from?: number; days?: number } = {},
) {
  const eventId = `test-event-${++events}`;
  const from = options.from ?? 10;
  await t.services.help.events.addEvent({
    eventId,
    siteId: "US",
    titles: { en: "Test Trail Day", fr: "Journée trail test" },
    startDate: day(from),
    endDate: day(from + (options.days ?? 2) - 1),
    enablePlusOne: options.plusOne ?? true,
    capacity: options.capacity ?? 100,
  });
  return eventId;
}

const registration = (eventId: string, extra: Record<string, unknown> = {}) => ({
  email: "runner@example.com",
  attendingDays: "",
  eventId,
  eventTermsAccepted: true,
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "F",
  phoneNumber: "+1 303 555 0100",
  plusOne: "",
  registrationTimestamp: new Date().toISOString(),
  ...extra,
});

const register = (payload: object, as: string | null = token) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/event-registration?locale=en-us",
    payload,
    ...(as ? { token: as } : {}),
  });

const placesLeft = async (eventId: string) =>
  (
    (
      await t.call({ method: "GET", url: `/consumers-v3/events/${eventId}?locale=en-us` })
    ).json() as { placesLeft: number }
  ).placesLeft;

describe("GET …/events/{eventId}", () => {
  it("shows the site's event with its days and places, in the site's language; another site's is EVT404", async () => {
    const eventId = await event({ days: 2 });
    const response = await t.call({
      method: "GET",
      url: `/consumers-v3/events/${eventId}?locale=en-us`,
    });
    expect(response.json()).toEqual({
      eventId,
      title: "Test Trail Day",
      startDate: day(10),
      endDate: day(11),
      enablePlusOne: true,
      days: [day(10), day(11)],
      placesLeft: 100,
      open: true,
    });
    const elsewhere = await t.call({
      method: "GET",
      url: `/consumers-v3/events/${eventId}?locale=fr-fr`,
    });
    expect(errorOf(elsewhere)).toMatchObject({ errorId: "EVT404", field: "eventId" });
  });

  it("has a seeded event on every site", async () => {
    for (const [locale, eventId] of [
      ["en-us", "trail-days-boulder"],
      ["fr-ca", "mont-royal-randonnee"],
      ["de-de", "alpen-wandertag"],
    ]) {
      const response = await t.call({
        method: "GET",
        url: `/consumers-v3/events/${eventId}?locale=${locale}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe("POST …/consumer/event-registration", () => {
  it("registers with every day by default; a plus-one takes two places; a repeat updates, not adds", async () => {
    const eventId = await event({ days: 3 });
    const first = await register(registration(eventId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      eventId,
      email: "runner@example.com",
      places: 1,
      attendingDays: [day(10), day(11), day(12)],
      updated: false,
    });
    expect(await placesLeft(eventId)).toBe(99);
    const withGuest = await register(
      registration(eventId, {
        plusOne: "Grace Hopper",
        attendingDays: `${day(12)},${day(10)}`,
        email: "RUNNER@example.com",
      }),
    );
    expect(withGuest.json()).toMatchObject({
      places: 2,
      attendingDays: [day(10), day(12)],
      updated: true,
    });
    expect(await placesLeft(eventId)).toBe(98);
    const alone = await register(registration(eventId));
    expect(alone.json()).toMatchObject({ places: 1, updated: true });
    expect(await placesLeft(eventId)).toBe(99);
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from event_registrations where event_id = $1",
      [eventId],
    );
    expect(count?.n).toBe(1);
    // Each registration and change is confirmed by e-mail.
    const mails = await outboxTo(t, "runner@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "You are registered: Test Trail Day",
      "Your registration is updated: Test Trail Day",
      "Your registration is updated: Test Trail Day",
    ]);
    expect(mails[1]?.text_body).toContain("with Grace Hopper as your guest");
  });

  it("fills an event of 10 places with exactly 10 of 30 registrations sent at once; the rest get EVT409", async () => {
    const eventId = await event({ capacity: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        register(registration(eventId, { email: `crowd.${i}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    for (const response of responses.filter((entry) => entry.statusCode === 409))
      expect(errorOf(response)).toMatchObject({
        errorId: "EVT409",
        message: "This event is full.",
      });
    const [row] = await t.db.query<{ taken: number; n: number }>(
      `select places_taken as taken, (select count(*)::int from event_registrations r where r.event_id = e.event_id) as n
         from help_events e where event_id = $1`,
      [eventId],
    );
    expect(row).toEqual({ taken: 10, n: 10 });
  });

  it("refuses a plus-one when only one place is left, saying so", async () => {
    const eventId = await event({ capacity: 2 });
    await register(registration(eventId, { email: "first@example.com" }));
    const response = await register(registration(eventId, { plusOne: "Grace" }));
    expect(errorOf(response)).toMatchObject({
      errorId: "EVT409",
      message: "This event has 1 place left: not enough for you and your guest.",
    });
    expect(await placesLeft(eventId)).toBe(1);
  });

  it.each([
    [{ eventTermsAccepted: false }, "VAL400", "eventTermsAccepted"],
    [{ attendingDays: "2020-01-01" }, "VAL400", "attendingDays"],
    [{ attendingDays: "tomorrow" }, "VAL400", "attendingDays"],
    [{ email: "nope" }, "VAL400", "email"],
    [{ firstName: "" }, "VAL400", "firstName"],
    [{ plusOne: "1234" }, "VAL400", "plusOne"],
    [{ phoneNumber: "call me" }, "VAL400", "phoneNumber"],
    [{ gender: "Q" }, "VAL400", "gender"],
    [{ registrationTimestamp: "yesterday" }, "VAL400", "registrationTimestamp"],
    [{ eventId: "no-such-event" }, "EVT404", "eventId"],
    [{ eventId: "trail-days-boulder", plusOne: "Grace" }, null, null],
  ])("answers %j with %s at its field", async (change, errorId, field) => {
    const eventId = await event();
    const response = await register(registration(eventId, change));
    if (errorId === null) expect(response.statusCode).toBe(200);
    else expect(errorOf(response)).toMatchObject({ errorId, field });
  });

  it("refuses a guest on an event without plus-ones, and an event that has ended (EVT410)", async () => {
    const solo = await event({ plusOne: false });
    expect(errorOf(await register(registration(solo, { plusOne: "Grace" })))).toMatchObject({
      errorId: "VAL400",
      field: "plusOne",
    });
    const past = await event({ from: -5 });
    expect(errorOf(await register(registration(past)))).toMatchObject({
      errorId: "EVT410",
      field: "eventId",
    });
  });

  it("needs a signed-in shopper (001: the join step needs a logged-in user): AUT432", async () => {
    const eventId = await event();
    expect(errorOf(await register(registration(eventId), null))?.errorId).toBe("AUT432");
    expect(errorOf(await register(registration(eventId), await t.guestToken()))?.errorId).toBe(
      "AUT432",
    );
  });

  it("refuses a registration time out of the years a record can hold (VAL400), for any year", async () => {
    const eventId = await event({ capacity: 50 });
    for (const stamp of [
      "0000-06-01T00:00:00Z",
      "0001-01-01T00:00:00-12:00",
      "9999-12-31T23:59:59+14:00",
    ])
      expect(
        errorOf(await register({ ...registration(eventId), registrationTimestamp: stamp })),
      ).toMatchObject({
        errorId: "VAL400",
        field: "registrationTimestamp",
      });
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date("0000-01-01T00:00:00Z"),
          max: new Date("9999-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        async (moment) => {
          const response = await register({
            ...registration(eventId),
            registrationTimestamp: moment.toISOString(),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it("answers each shape of body generated from the schema with 200 or a catalogue code, never a 500", async () => {
    const eventId = await event({ capacity: 5 });
    const schema = await bodySchema(t, "/consumers-v3/consumer/event-registration", "post");
    const problems = await fuzzBodies(
      schema,
      {
        eventId: [eventId, "trail-days-boulder", "x"],
        attendingDays: [day(10), `${day(10)},${day(11)}`, ""],
        registrationTimestamp: [new Date().toISOString()],
        email: ["fuzz@example.com"],
      },
      (body) => register(body as object),
      Number(process.env["FUZZ_RUNS"] ?? runs(60)),
    );
    expect(problems).toEqual([]);
  });
});

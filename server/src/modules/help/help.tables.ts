import type { Queryable } from "../../platform/database/db.types";

/**
 * The next case or claim number of a site: the sequence row is locked by the upsert until the
 * caller's transaction ends, so numbers are gapless (a rolled-back case gives its number back).
 */
export async function nextHelpNumber(
  tx: Queryable,
  kind: "case" | "claim",
  siteId: string,
): Promise<number> {
  const [row] = await tx.query<{ last_number: string | number }>(
    `insert into help_sequences (kind, site_id, last_number) values ($1, $2, 1)
     on conflict (kind, site_id) do update set last_number = help_sequences.last_number + 1
     returning last_number`,
    [kind, siteId],
  );
  return Number(row?.last_number);
}

export interface NewContactCase {
  caseNo: string;
  siteId: string;
  category: string;
  subject: string;
  name: string;
  email: string;
  orderNo: string | null;
  message: string;
  consumerNo: string | null;
  locale: string;
}

export async function insertContactCase(tx: Queryable, row: NewContactCase): Promise<void> {
  await tx.query(
    `insert into contact_cases (case_no, site_id, category, subject, name, email, order_no,
                                message, consumer_no, locale)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.caseNo,
      row.siteId,
      row.category,
      row.subject,
      row.name,
      row.email,
      row.orderNo,
      row.message,
      row.consumerNo,
      row.locale,
    ],
  );
}

export interface NewWarrantyClaim {
  claimNo: string;
  siteId: string;
  consumerNo: string;
  orderNo: string;
  lineNo: number;
  upc: string;
  issue: string;
}

/** Writes the claim; false when the line already has an open claim (nothing is written). */
export async function insertWarrantyClaim(tx: Queryable, row: NewWarrantyClaim): Promise<boolean> {
  const rows = await tx.query<{ claim_no: string }>(
    `insert into warranty_claims (claim_no, site_id, consumer_no, order_no, line_no, upc, issue)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (order_no, line_no) where status = 'open' do nothing
     returning claim_no`,
    [row.claimNo, row.siteId, row.consumerNo, row.orderNo, row.lineNo, row.upc, row.issue],
  );
  return rows.length === 1;
}

/** Whether the line has an open claim (checked before a number is taken). */
export async function hasOpenClaim(
  db: Queryable,
  orderNo: string,
  lineNo: number,
): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    `select 1 as one from warranty_claims where order_no = $1 and line_no = $2 and status = 'open'`,
    [orderNo, lineNo],
  );
  return rows.length > 0;
}

export interface EventRow {
  event_id: string;
  site_id: string;
  titles: Record<string, string>;
  start_date: string;
  end_date: string;
  enable_plus_one: boolean;
  capacity: number;
  places_taken: number;
}

const EVENT_COLUMNS = `event_id, site_id, titles, to_char(start_date, 'YYYY-MM-DD') as start_date,
  to_char(end_date, 'YYYY-MM-DD') as end_date, enable_plus_one, capacity, places_taken`;

/** An event of a site, or null; `lock` holds its row until the transaction ends. */
export async function selectEvent(
  db: Queryable,
  eventId: string,
  siteId: string,
  lock = false,
): Promise<EventRow | null> {
  const rows = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from help_events where event_id = $1 and site_id = $2
     ${lock ? "for update" : ""}`,
    [eventId, siteId],
  );
  return rows[0] ?? null;
}

/** Adds an event (tests and, later, the content tools). */
export async function insertEvent(
  db: Queryable,
  event: {
    eventId: string;
    siteId: string;
    titles: Record<string, string>;
    startDate: string;
    endDate: string;
    enablePlusOne: boolean;
    capacity: number;
  },
): Promise<void> {
  await db.query(
    `insert into help_events (event_id, site_id, titles, start_date, end_date, enable_plus_one,
                              capacity)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.eventId,
      event.siteId,
      JSON.stringify(event.titles),
      event.startDate,
      event.endDate,
      event.enablePlusOne,
      event.capacity,
    ],
  );
}

/** The places a registration of this e-mail holds now (0 when there is none), locked. */
export async function lockRegistration(
  tx: Queryable,
  eventId: string,
  email: string,
): Promise<number> {
  const rows = await tx.query<{ places: number }>(
    `select places from event_registrations where event_id = $1 and email = $2 for update`,
    [eventId, email],
  );
  return rows[0]?.places ?? 0;
}

export interface RegistrationRow {
  eventId: string;
  email: string;
  consumerNo: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  phoneNumber: string | null;
  plusOne: string | null;
  attendingDays: string[];
  places: number;
  registeredAt: string;
}

/** Writes or replaces the registration of an e-mail for an event. */
export async function upsertRegistration(tx: Queryable, row: RegistrationRow): Promise<void> {
  await tx.query(
    `insert into event_registrations (event_id, email, consumer_no, first_name, last_name, gender,
                                      phone_number, plus_one, attending_days, places,
                                      registered_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date[], $10, $11)
     on conflict (event_id, email) do update
       set consumer_no = excluded.consumer_no, first_name = excluded.first_name,
           last_name = excluded.last_name, gender = excluded.gender,
           phone_number = excluded.phone_number, plus_one = excluded.plus_one,
           attending_days = excluded.attending_days, places = excluded.places,
           registered_at = excluded.registered_at, updated_at = now()`,
    [
      row.eventId,
      row.email,
      row.consumerNo,
      row.firstName,
      row.lastName,
      row.gender,
      row.phoneNumber,
      row.plusOne,
      row.attendingDays,
      row.places,
      row.registeredAt,
    ],
  );
}

/** Moves the event's count by `delta` places; false (nothing changed) when it would overfill. */
export async function takePlaces(tx: Queryable, eventId: string, delta: number): Promise<boolean> {
  const rows = await tx.query<{ event_id: string }>(
    `update help_events set places_taken = places_taken + $2
      where event_id = $1 and places_taken + $2 <= capacity
      returning event_id`,
    [eventId, delta],
  );
  return rows.length === 1;
}

/** Every event's days (the demo content's event sign-ups take them: issue 28). */
export async function selectEventDays(
  tx: Queryable,
): Promise<Map<string, { startDate: string; endDate: string }>> {
  const rows = await tx.query<{ event_id: string; start_date: string; end_date: string }>(
    `select event_id, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date from help_events`,
  );
  return new Map(
    rows.map((row) => [row.event_id, { startDate: row.start_date, endDate: row.end_date }]),
  );
}

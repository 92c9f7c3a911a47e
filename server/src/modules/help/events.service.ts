import type { EventRegistrationInput, HelpEvent } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import { registrationConfirmation } from "./help-mail.helpers";
import { daysBetween, helpLanguage } from "./help.helpers";
import {
  insertEvent,
  lockRegistration,
  selectEvent,
  takePlaces,
  upsertRegistration,
  type EventRow,
} from "./help.tables";

export interface EventsService {
  /** An event of the site (EVT404 for another site's or none), with its days and places left. */
  event(eventId: string, site: SiteScope): Promise<HelpEvent>;
  /**
   * Registers an e-mail for an event (001 "Event registration"): one registration per e-mail and
   * event (a repeat replaces it and keeps its places), a plus-one takes a second place, and the
   * places never pass the capacity, also when many register at once (EVT409). EVT410 once the
   * event has ended; VAL400 at `attendingDays` for a day outside it, at `plusOne` when the
   * event takes no guests.
   */
  register(
    consumerNo: string,
    input: EventRegistrationInput,
    site: SiteScope,
  ): Promise<{
    eventId: string;
    email: string;
    places: number;
    attendingDays: string[];
    updated: boolean;
  }>;
  /** Adds an event (tests; the content issue's tools later). */
  addEvent(event: Parameters<typeof insertEvent>[1]): Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);

function eventAnswer(row: EventRow, language: string): HelpEvent {
  const lang = helpLanguage(language);
  return {
    eventId: row.event_id,
    title: row.titles[lang] ?? row.titles["en"] ?? row.event_id,
    startDate: row.start_date,
    endDate: row.end_date,
    enablePlusOne: row.enable_plus_one,
    days: daysBetween(row.start_date, row.end_date),
    placesLeft: row.capacity - row.places_taken,
    open: row.end_date >= today(),
  };
}

const notFound = () =>
  new AppError("EVT404", { field: "eventId", message: "This event was not found." });

export function createEventsService(deps: { db: Db; mailer: Mailer }): EventsService {
  const { db, mailer } = deps;
  return {
    async event(eventId, site) {
      const row = await selectEvent(db, eventId, site.siteId);
      if (!row) throw notFound();
      return eventAnswer(row, site.language);
    },

    register(consumerNo, input, site) {
      const plusOne = input.plusOne ? input.plusOne : null;
      const places = plusOne ? 2 : 1;
      return db.transaction(async (tx) => {
        // The event's row lock orders every registration of the event: the count is exact.
        const row = await selectEvent(tx, input.eventId, site.siteId, true);
        if (!row) throw notFound();
        if (row.end_date < today())
          throw new AppError("EVT410", {
            field: "eventId",
            message: "Registration for this event has closed.",
          });
        if (plusOne && !row.enable_plus_one)
          throw new AppError("VAL400", {
            field: "plusOne",
            message: "plusOne: this event takes no guests.",
          });
        const days = daysBetween(row.start_date, row.end_date);
        const outside = input.attendingDays.find((day) => !days.includes(day));
        if (outside)
          throw new AppError("VAL400", {
            field: "attendingDays",
            message: `attendingDays: ${outside} is not a day of this event (${row.start_date} to ${row.end_date}).`,
          });
        const attendingDays =
          input.attendingDays.length > 0 ? [...new Set(input.attendingDays)].sort() : days;
        const held = await lockRegistration(tx, row.event_id, input.email);
        const delta = places - held;
        if (delta !== 0 && !(await takePlaces(tx, row.event_id, delta))) {
          const left = row.capacity - row.places_taken;
          throw new AppError("EVT409", {
            field: "eventId",
            message:
              left <= 0
                ? "This event is full."
                : `This event has ${left} place${left === 1 ? "" : "s"} left: not enough for you and your guest.`,
          });
        }
        await upsertRegistration(tx, {
          eventId: row.event_id,
          email: input.email,
          consumerNo,
          firstName: input.firstName,
          lastName: input.lastName,
          gender: input.gender ?? null,
          phoneNumber: input.phoneNumber ?? null,
          plusOne,
          attendingDays,
          places,
          registeredAt: input.registrationTimestamp,
        });
        const updated = held > 0;
        // Confirmed by e-mail with the registration, or neither.
        await mailer.enqueue(
          tx,
          registrationConfirmation({
            email: input.email,
            firstName: input.firstName,
            title: eventAnswer(row, site.language).title,
            days: attendingDays,
            guest: plusOne,
            updated,
            language: site.language,
          }),
        );
        return { eventId: row.event_id, email: input.email, places, attendingDays, updated };
      });
    },

    addEvent: (event) => insertEvent(db, event),
  };
}

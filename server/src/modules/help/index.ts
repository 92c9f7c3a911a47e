/** The help area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { RateRule } from "../../platform/rate-limit/rate-limits";
import type { OrdersService } from "../orders";
import { createContactService } from "./contact.service";
import { createEventsService } from "./events.service";
import { helpRoutes } from "./help.routes";
import type { HelpService } from "./help.types";
import { createWarrantyService } from "./warranty.service";

export type { HelpService };

/**
 * Contact cases a network may send from a page without JavaScript in an hour: that page hands
 * its bot challenge back unanswered, which is weaker than the proof of work (decision 0073).
 */
export const CONTACT_WITHOUT_SCRIPT_LIMIT: RateRule = {
  name: "contact-without-script-address",
  limit: 10,
  windowMs: 60 * 60_000,
  message:
    "Too many messages from this network without JavaScript. Turn JavaScript on, or try later.",
};

/** Contact-us cases, warranty claims on delivered order lines, and event registrations. */
export const helpArea = defineArea<{ orders: OrdersService }>()({
  name: "help",
  needs: { orders: true },
  create: ({ db, mailer, bot, limits }, { orders }): HelpService => ({
    contact: createContactService({
      db,
      mailer,
      verifyBot: async (response, clientAddress) => {
        // An unanswered challenge (no ":answer"): a page without JavaScript (as checkout's).
        if (response && !response.includes(":") && bot.verifyWithoutScript) {
          await limits.check(CONTACT_WITHOUT_SCRIPT_LIMIT, clientAddress);
          await bot.verifyWithoutScript(response, "contactUs");
        } else await bot.verify(response, "contactUs");
      },
    }),
    warranty: createWarrantyService({
      db,
      mailer,
      orderOf: (consumerNo, orderNo) => orders.detail(consumerNo, orderNo),
    }),
    events: createEventsService({ db, mailer }),
  }),
  routes: (app, help) => helpRoutes(app, help),
});

// Demo data: what seed/ reads of this area (the events' days for the content's sign-ups).
export { selectEventDays } from "./help.tables";

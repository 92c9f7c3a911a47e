/** The notifications area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { IdentityArea } from "../identity";
import { notificationsRoutes } from "./notifications.routes";
import { createNotificationsService, type NotificationsService } from "./notifications.service";

export type { NotificationsService };

/** Back-in-stock sign-ups, and their e-mail when the size returns. */
export const notificationsArea = defineArea<{ catalog: CatalogService; identity: IdentityArea }>()({
  name: "notifications",
  needs: { catalog: true, identity: true },
  create: ({ db, mailer, config }, { catalog, identity }) =>
    createNotificationsService({
      db,
      catalog,
      mailer,
      publicOrigin: config.publicOrigin,
      // A registered shopper's sign-ups are those under their account's e-mail.
      accountEmail: async (consumerNo) =>
        (await identity.accounts.profile(consumerNo).catch(() => null))?.consumerDetails.email ??
        null,
    }),
  routes: (app, notifications) => notificationsRoutes(app, { notifications }),
  listens: (notifications) => ({
    // Marks the sign-ups notified with their mail in one transaction: a second delivery finds none.
    restocked: async ({ upc }) => {
      await notifications.onRestock(upc);
    },
  }),
});

/** The notifications area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import { notificationsRoutes } from "./notifications.routes";
import { createNotificationsService, type NotificationsService } from "./notifications.service";

export type { NotificationsService };

/** Back-in-stock sign-ups, and their e-mail when the size returns. */
export const notificationsArea = defineArea<{ catalog: CatalogService }>()({
  name: "notifications",
  needs: { catalog: true },
  create: ({ db, mailer, config }, { catalog }) =>
    createNotificationsService({ db, catalog, mailer, publicOrigin: config.publicOrigin }),
  routes: (app, notifications) => notificationsRoutes(app, { notifications }),
  listens: (notifications) => ({
    // Marks the sign-ups notified with their mail in one transaction: a second delivery finds none.
    restocked: async ({ upc }) => {
      await notifications.onRestock(upc);
    },
  }),
});

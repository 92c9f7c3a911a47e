import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import type { CatalogService } from "../catalog";
import { isValidEmail, normaliseEmail, restockMessage } from "./notifications.helpers";
import { claimWaiting, upsertSubscription } from "./notifications.tables";

export interface NotificationsService {
  /** Signs an address up for one e-mail when the SKU is back in stock online. */
  subscribe(
    input: { upc: string; email: string },
    site: SiteScope,
  ): Promise<{ upc: string; email: string; subscribed: true; created: boolean }>;
  /** The inventory area's restock hook: queues one e-mail per waiting sign-up of the SKU. */
  onRestock(upc: string): Promise<number>;
}

export function createNotificationsService(deps: {
  db: Db;
  catalog: CatalogService;
  mailer: Mailer;
  /** The shop's public origin, which mail links are built on. */
  publicOrigin: string;
}): NotificationsService {
  const { db, catalog, mailer } = deps;
  return {
    async subscribe(input, site) {
      const email = normaliseEmail(input.email);
      if (!isValidEmail(email)) {
        throw new AppError("AUT453", { field: "email", message: "email: Email is not valid." });
      }
      const offers = await catalog.offers([input.upc], site);
      if (!offers.has(input.upc)) {
        throw new AppError("ORD404", { field: "upc", message: `SKU ${input.upc} was not found.` });
      }
      const created = await db.transaction((tx) =>
        upsertSubscription(tx, { upc: input.upc, email, locale: site.locale }),
      );
      return { upc: input.upc, email, subscribed: true as const, created };
    },

    async onRestock(upc) {
      const offer = (await catalog.offers([upc], { currency: "USD", language: "en" })).get(upc);
      if (!offer) return 0;
      const product = {
        upc,
        styleId: offer.style_id,
        slug: offer.slug,
        name: offer.name,
        colorName: offer.color_name,
        sizeLabel: offer.size_label,
      };
      // Claiming and queueing commit together: a sign-up is marked only with its message queued.
      return db.transaction(async (tx) => {
        const waiting = await claimWaiting(tx, upc);
        for (const subscriber of waiting) {
          await mailer.enqueue(tx, restockMessage(product, subscriber, deps.publicOrigin));
        }
        return waiting.length;
      });
    },
  };
}

import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import {
  WORD_LANGUAGES,
  wordLanguage,
  type NotificationSettings,
  type WordLanguage,
} from "@ridgeline/contract";
import type { CatalogService } from "../catalog";
import { isValidEmail, normaliseEmail, restockMessage } from "./notifications.helpers";
import {
  claimWaiting,
  deleteSubscriptions,
  selectBackInStock,
  selectSubscriptions,
  upsertBackInStock,
  upsertSubscription,
} from "./notifications.tables";

export interface NotificationsService {
  /** Signs an address up for one e-mail when the SKU is back in stock online. */
  subscribe(
    input: { upc: string; email: string },
    site: SiteScope,
  ): Promise<{ upc: string; email: string; subscribed: true; created: boolean }>;
  /** The inventory area's restock hook: queues one e-mail per waiting sign-up of the SKU. */
  onRestock(upc: string): Promise<number>;
  /**
   * A signed-in shopper's back-in-stock settings: the sign-ups under their account's e-mail and
   * whether restock e-mails go out to it (decision 0073). AUT432 for an account without one.
   */
  settings(consumerNo: string, site: SiteScope): Promise<NotificationSettings>;
  /** Turns the e-mails on or off and removes sign-ups; answers the settings after. */
  updateSettings(
    consumerNo: string,
    change: { backInStock?: boolean | undefined; remove?: string[] | undefined },
    site: SiteScope,
  ): Promise<NotificationSettings>;
}

export function createNotificationsService(deps: {
  db: Db;
  catalog: CatalogService;
  mailer: Mailer;
  /** The shop's public origin, which mail links are built on. */
  publicOrigin: string;
  /** The account's e-mail of a registered shopper (the identity area's), or null. */
  accountEmail: (consumerNo: string) => Promise<string | null>;
}): NotificationsService {
  const { db, catalog, mailer } = deps;

  async function emailOf(consumerNo: string): Promise<string> {
    const email = await deps.accountEmail(consumerNo);
    if (!email) throw new AppError("AUT432", { message: "Sign in to use this." });
    return normaliseEmail(email);
  }

  async function settingsOf(email: string, site: SiteScope): Promise<NotificationSettings> {
    const [backInStock, rows] = await Promise.all([
      selectBackInStock(db, email),
      selectSubscriptions(db, email),
    ]);
    const offers = await catalog.offers(
      rows.map((row) => row.upc),
      site,
    );
    return {
      email,
      backInStock,
      subscriptions: rows.map((row) => {
        const offer = offers.get(row.upc);
        return {
          upc: row.upc,
          productId: offer?.style_id ?? null,
          name: offer?.name ?? null,
          colorName: offer?.color_name ?? null,
          sizeLabel: offer?.size_label ?? null,
          createdAt: new Date(row.created_at).toISOString(),
          notifiedAt: row.notified_at ? new Date(row.notified_at).toISOString() : null,
        };
      }),
    };
  }

  return {
    async settings(consumerNo, site) {
      return settingsOf(await emailOf(consumerNo), site);
    },

    async updateSettings(consumerNo, change, site) {
      const email = await emailOf(consumerNo);
      await db.transaction(async (tx) => {
        if (change.backInStock !== undefined)
          await upsertBackInStock(tx, email, change.backInStock);
        if (change.remove && change.remove.length > 0)
          await deleteSubscriptions(tx, email, change.remove);
      });
      return settingsOf(email, site);
    },

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
      // The product in each subscriber's language (its name, colour and slug are translated).
      const offers = new Map<WordLanguage, Awaited<ReturnType<typeof catalog.offers>>>();
      const productIn = async (language: WordLanguage) => {
        let found = offers.get(language);
        if (!found) {
          found = await catalog.offers([upc], { currency: "USD", language });
          offers.set(language, found);
        }
        const offer = found.get(upc);
        return offer
          ? {
              upc,
              styleId: offer.style_id,
              slug: offer.slug,
              name: offer.name,
              colorName: offer.color_name,
              sizeLabel: offer.size_label,
            }
          : null;
      };
      if (!(await productIn("en"))) return 0;
      for (const language of WORD_LANGUAGES) await productIn(language);
      // Claiming and queueing commit together: a sign-up is marked only with its message queued.
      return db.transaction(async (tx) => {
        const waiting = await claimWaiting(tx, upc);
        for (const subscriber of waiting) {
          const product =
            (await productIn(wordLanguage(subscriber.locale))) ?? (await productIn("en"));
          if (product) {
            await mailer.enqueue(tx, restockMessage(product, subscriber, deps.publicOrigin));
          }
        }
        return waiting.length;
      });
    },
  };
}

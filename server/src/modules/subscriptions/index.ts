/** The subscriptions area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { AppError } from "../../platform/errors/app-error";
import type { IdentityArea } from "../identity";
import { subscriptionsRoutes } from "./subscriptions.routes";
import { createSubscriptionsService, type SubscriptionsService } from "./subscriptions.service";

export type { SubscriptionsService };

/** Newsletter, loyalty and SMS subscriptions with their double opt-in. */
export const subscriptionsArea = defineArea<{ identity: IdentityArea }>()({
  name: "subscriptions",
  needs: { identity: true },
  create: ({ db, mailer, config }, { identity }) =>
    createSubscriptionsService({
      db,
      mailer,
      publicOrigin: config.publicOrigin,
      // An opt-in without a recipient goes to the profile's e-mail or phone.
      contactOf: async (consumerNo) => {
        const profile = await identity.accounts.profile(consumerNo).catch((error: unknown) => {
          if (error instanceof AppError && error.errorId === "PRO404") return null;
          throw error;
        });
        return (
          profile && { email: profile.consumerDetails.email, phone: profile.consumerDetails.phone }
        );
      },
    }),
  routes: (app, subscriptions) => subscriptionsRoutes(app, { subscriptions }),
  listens: (subscriptions) => ({
    // The consents were checked before the account was saved; they become subscriptions now,
    // all in one transaction. A new account has none, so a second delivery finds them and
    // queues no second confirmation mail.
    shopperSignedUp: async ({ consumerNo, consents, site, contact }) => {
      if (!consents || (await subscriptions.hasAny(consumerNo))) return;
      await subscriptions.subscribeAtSignUp(consumerNo, consents, site, contact);
    },
  }),
});

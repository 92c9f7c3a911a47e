/** The profile area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { AddressesService } from "../addresses";
import type { IdentityArea } from "../identity";
import type { LoyaltyService } from "../loyalty";
import type { ProgramsArea } from "../programs";
import type { SubscriptionsService } from "../subscriptions";
import { profileRoutes } from "./profile.routes";
import { createProfileService, type ProfileService } from "./profile.service";

export type { ProfileService };

/**
 * The shopper's profile as the apps see it (`/consumers-v3/consumer`): the account's details
 * with the shopper's preferences, addresses, programmes and loyalty; profile edits and the
 * enrolment completion.
 */
export const profileArea = defineArea<{
  identity: IdentityArea;
  loyalty: LoyaltyService;
  subscriptions: SubscriptionsService;
  addresses: AddressesService;
  programs: ProgramsArea;
}>()({
  name: "profile",
  needs: { identity: true, loyalty: true, subscriptions: true, addresses: true, programs: true },
  create: ({ db, config, limits }, { identity, loyalty, subscriptions, addresses, programs }) =>
    createProfileService({
      db,
      accounts: identity.accounts,
      loyalty,
      subscriptions,
      addresses,
      programs: programs.programs,
      attemptsPerAddress: config.signInAttemptsPerAddress,
      limits,
    }),
  routes: (app, profile) => profileRoutes(app, { profile }),
});

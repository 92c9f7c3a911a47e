/** The identity area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import type { Queryable } from "../../platform/database/db.types";
import { defineArea } from "../../platform/areas/area";
import type { Shopper } from "../../platform/http/request-scope";
import type { FavoritesService } from "../favorites";
import type { LoyaltyArea } from "../loyalty";
import { accountsRoutes } from "./accounts.routes";
import { createAccountsService, type AccountsService } from "./accounts.service";
import { createEmployeeTermsService, type EmployeeTermsService } from "./employee-terms.service";
import { createIdentityService, hashToken, type IdentityService } from "./identity.service";
import { insertSession } from "./identity.tables";
import { createPasswordsService, type PasswordsService } from "./passwords.service";

export type { AccountProfile, AccountsService, DetailChanges } from "./accounts.service";
export type { EmployeeTermsService, IdentityService, PasswordsService };
export { checkBirthDate, checkName, checkPhone, EMAIL_PATTERN, emailKey } from "./accounts.service";
export { clearShopperCookies, setTokenCookies } from "./token-cookies.helpers";

export interface IdentityArea {
  identity: IdentityService;
  accounts: AccountsService;
  passwords: PasswordsService;
  employeeTerms: EmployeeTermsService;
}

/** Shoppers' accounts and sessions: tokens, sign-up, sign-in, passwords, employee terms. */
export const identityArea = defineArea<{
  loyalty: LoyaltyArea;
  favorites: FavoritesService;
}>()({
  name: "identity",
  needs: { loyalty: true, favorites: true },
  create: ({ db, config, events, bot, limits, mailer }, { loyalty, favorites }): IdentityArea => ({
    identity: createIdentityService({
      db,
      events,
      // 000 §3 Auth: the token answer names the member and the favourites list.
      accountIds: async (consumerNo) => {
        const [membership, favoriteId] = await Promise.all([
          loyalty.membership(consumerNo),
          favorites.listIdOf(consumerNo),
        ]);
        return { memberId: membership?.memberId ?? null, favoriteId };
      },
      guestTokenTtlSeconds: config.guestTokenTtlSeconds,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    }),
    accounts: createAccountsService({
      db,
      events,
      passwordCost: config.passwordCost,
      bot,
      attemptsPerAddress: config.signInAttemptsPerAddress,
      limits,
    }),
    passwords: createPasswordsService({
      db,
      mailer,
      passwordCost: config.passwordCost,
      limits,
      // Mail links are built on the configured origin, never on a request's Host.
      publicOrigin: config.publicOrigin,
    }),
    employeeTerms: createEmployeeTermsService({ db }),
  }),
  routes: (app, { accounts, identity, passwords }, { bot, config }) =>
    accountsRoutes(app, { accounts, identity, passwords, bot, cookieSecure: config.cookieSecure }),
});

/**
 * A session for a shopper without a sign-in: for the API test harness and operators' tools,
 * never for a request. The token is the caller's; only its hash is stored.
 */
export async function openSessionFor(
  db: Queryable,
  session: { token: string; shopper: Shopper; expiresAt: Date },
): Promise<void> {
  await insertSession(db, {
    tokenHash: hashToken(session.token),
    consumerNo: session.shopper.consumerNo,
    consumerType: session.shopper.consumerType,
    expiresAt: session.expiresAt,
  });
}

// Demo data: what seed/ hands this area.
export { hashSeedPassword, importConsumerSeed, type ConsumerSeed } from "./identity.seed";

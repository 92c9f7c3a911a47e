import type { BotVerifier } from "../../platform/bot/bot-check";
import type { OrdersService } from "../orders";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import type { AssociatesService } from "../programs";
import type { IdentityService } from "../identity";
import type { RecommendationsService } from "../merchandising";

/** What one purge keeps; the defaults are the store's policy (README, "Housekeeping"). */
export interface PurgePolicy {
  /** Views older than this many days go. */
  viewMaxAgeDays: number;
  /** Each shopper keeps at most this many views, newest first. */
  viewsPerShopper: number;
  /** A guest session goes this many hours after it expired, with the guest's carts and views. */
  guestGraceHours: number;
  /** Rows per statement: every statement is short, so none holds locks for long. */
  batchSize: number;
}

export const PURGE_POLICY: PurgePolicy = {
  viewMaxAgeDays: 90,
  viewsPerShopper: 50,
  guestGraceHours: 24,
  batchSize: 5000,
};

export interface PurgeResult {
  guestSessions: number;
  guestCarts: number;
  guestFavorites: number;
  views: number;
  /**
   * Expired access and refresh tokens, sign-in codes, reset links, bot-check answers and
   * buy-in-store sessions.
   */
  spentCredentials: number;
  /** Mailed order links past their expiry (decision 0077). */
  orderLinks: number;
  /** Rate-limit counters whose windows are over. */
  rateLimitCounters: number;
}

export interface HousekeepingService {
  /** Deletes what the store no longer needs (old product views, long-dead guests). */
  purge(now?: Date, policy?: Partial<PurgePolicy>): Promise<PurgeResult>;
}

const HOUR_MS = 60 * 60 * 1000;

/** A purge that deleted nothing: where a run starts counting. */
export function nothingPurged(): PurgeResult {
  return {
    guestSessions: 0,
    guestCarts: 0,
    guestFavorites: 0,
    views: 0,
    spentCredentials: 0,
    orderLinks: 0,
    rateLimitCounters: 0,
  };
}

/**
 * Housekeeping spans areas, so it only calls their services: identity says which guests are
 * gone for good, the cart, favourites and merchandising areas delete what those guests left
 * behind, and only then identity deletes the sessions. A run that stops half-way leaves the sessions in
 * place, so the next run finds the same guests again and finishes the job.
 */
export function createHousekeepingService(deps: {
  identity: IdentityService;
  cart: CartService;
  favorites: FavoritesService;
  recommendations: RecommendationsService;
  bot: BotVerifier;
  associates: AssociatesService;
  orders: Pick<OrdersService, "purgeExpiredLinks">;
  limits?: RateLimits;
}): HousekeepingService {
  return {
    async purge(now = new Date(), overrides = {}) {
      const policy = { ...PURGE_POLICY, ...overrides };
      const result = nothingPurged();
      const deadBefore = new Date(now.getTime() - policy.guestGraceHours * HOUR_MS);
      for (;;) {
        const guests = await deps.identity.goneGuests(deadBefore, policy.batchSize);
        if (guests.length === 0) break;
        result.guestCarts += await deps.cart.deleteGuestCarts(guests);
        result.guestFavorites += await deps.favorites.deleteGuestFavorites(guests);
        result.views += await deps.recommendations.forgetViews(guests);
        result.guestSessions += await deps.identity.deleteGuestSessions(guests, deadBefore);
        if (guests.length < policy.batchSize) break;
      }
      result.views += await deps.recommendations.purgeViews({
        before: new Date(now.getTime() - policy.viewMaxAgeDays * 24 * HOUR_MS),
        keep: policy.viewsPerShopper,
        batchSize: policy.batchSize,
      });
      // A credential is kept a grace period past its expiry, like a guest session.
      for (;;) {
        const gone = await deps.identity.deleteSpentCredentials(deadBefore, policy.batchSize);
        result.spentCredentials += gone;
        if (gone === 0) break;
      }
      for (;;) {
        const gone = (await deps.bot.forgetSpent?.(deadBefore, policy.batchSize)) ?? 0;
        result.spentCredentials += gone;
        if (gone < policy.batchSize) break;
      }
      for (;;) {
        const gone = await deps.associates.deleteExpiredSessions(deadBefore, policy.batchSize);
        result.spentCredentials += gone;
        if (gone < policy.batchSize) break;
      }
      for (;;) {
        const gone = await deps.orders.purgeExpiredLinks(now, policy.batchSize);
        result.orderLinks += gone;
        if (gone < policy.batchSize) break;
      }
      for (;;) {
        const gone = (await deps.limits?.purge(now, policy.batchSize)) ?? 0;
        result.rateLimitCounters += gone;
        if (gone < policy.batchSize) break;
      }
      return result;
    },
  };
}

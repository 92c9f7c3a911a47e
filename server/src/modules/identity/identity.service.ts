import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { TokenResponse } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import { hashCode } from "./accounts.service";
import {
  insertRefreshToken,
  redeemAuthCode,
  revokeFamily,
  revokeSession,
  rotateRefreshToken,
  selectConsumer,
  selectFamilyOfRefreshToken,
  selectFamilyOfSession,
  selectRefreshTokenState,
  type ConsumerRow,
} from "./consumers.tables";
import {
  deleteDeadGuestSessions,
  deleteSpentCredentials,
  insertSession,
  selectGoneGuests,
  selectLiveSession,
} from "./identity.tables";
import { openAnswer, sealAnswer, TOKEN_REPLAY_SECONDS } from "./token-replay.helpers";
import {
  clearClosedSealedAnswers,
  selectSealedAnswer,
  updateSealedAnswer,
} from "./token-replay.tables";

export interface IdentityService {
  /** A new guest shopper and their opaque access token. */
  issueGuestToken(): Promise<TokenResponse>;
  /**
   * Exchanges a sign-in authorization code (PKCE S256) for a registered shopper's access and
   * refresh tokens; the guest the request came from hands over their objects (cart…).
   * `complete` fills in the rest of the answer (the bag and favourites). The same code and
   * verifier again within 30 s answer that same answer (a retry after a lost answer, decision
   * 0050); any other second exchange is refused (AUT409).
   */
  exchangeAuthorizationCode(
    code: string,
    codeVerifier: string,
    guest: Shopper | null,
    site: SiteScope,
    complete?: (token: TokenResponse) => Promise<TokenResponse>,
  ): Promise<TokenResponse>;
  /** Uses a refresh token once for a new pair; a reused one revokes its whole chain. */
  refresh(refreshToken: string): Promise<TokenResponse>;
  /** Revokes the chain of this access token (and of the refresh token, when given). */
  signOut(accessToken: string, refreshToken: string | null): Promise<void>;
  /** The shopper a token stands for, or null when it is unknown, expired or revoked. */
  resolveToken(token: string): Promise<Shopper | null>;
  /**
   * Up to `limit` guest shoppers whose every session expired before `deadBefore`: nobody can
   * speak for them again, so their carts and history may go. Registered shoppers never appear.
   */
  goneGuests(deadBefore: Date, limit: number): Promise<string[]>;
  /** Deletes the expired guest sessions of these shoppers; answers how many went. */
  deleteGuestSessions(consumerNos: readonly string[], deadBefore: Date): Promise<number>;
  /**
   * Deletes up to `limit` of each kind of credential that expired before `before` (registered
   * access tokens, refresh tokens, sign-in codes, reset links); answers how many went.
   */
  deleteSpentCredentials(before: Date, limit: number): Promise<number>;
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of two strings of the same alphabet. */
function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The token answer's bag and favourites: the session area fills them in at sign-in, once the
 * guest's have become the shopper's.
 */
const NOTHING_CARRIED = { basketId: null, favoriteId: null };

export function createIdentityService(deps: {
  db: Db;
  guestTokenTtlSeconds: number;
  /** Lifetime of a registered shopper's access token (short: refresh tokens renew it). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Sign-ins are told to the other areas (a guest's bag and favourites become the shopper's). */
  events: EventBus;
  /**
   * The shopper's loyalty member id and favourites list id (000 §3 Auth `memberId`,
   * `favorites`), from the loyalty and favourites areas; absent, both are null.
   */
  accountIds?: (
    consumerNo: string,
  ) => Promise<{ memberId: string | null; favoriteId: string | null }>;
}): IdentityService {
  /** A new access token and refresh token in one chain. */
  async function issuePair(
    consumer: ConsumerRow,
    familyId: string,
    signedIn: { guestNo: string | null; siteId: string },
  ): Promise<TokenResponse> {
    const accessToken = randomBytes(32).toString("base64url");
    const refreshToken = randomBytes(32).toString("base64url");
    const write = async (tx: Queryable) => {
      await insertSession(tx, {
        tokenHash: hashToken(accessToken),
        consumerNo: consumer.consumer_no,
        consumerType: consumer.consumer_type,
        expiresAt: new Date(Date.now() + deps.accessTokenTtlSeconds * 1000),
        familyId,
      });
      await insertRefreshToken(tx, {
        tokenHash: hashToken(refreshToken),
        familyId,
        consumerNo: consumer.consumer_no,
        expiresAt: new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000),
      });
    };
    await deps.events.transaction(async (tx) => {
      await write(tx);
      await deps.events.publish(tx, "shopperSignedIn", {
        consumerNo: consumer.consumer_no,
        ...signedIn,
      });
    });
    return tokenAnswer(consumer, accessToken, refreshToken, NOTHING_CARRIED);
  }

  async function tokenAnswer(
    consumer: ConsumerRow,
    accessToken: string,
    refreshToken: string,
    carried: { basketId: string | null; favoriteId: string | null },
  ): Promise<TokenResponse> {
    const ids = (await deps.accountIds?.(consumer.consumer_no)) ?? {
      memberId: null,
      favoriteId: null,
    };
    return {
      accessToken,
      tokenType: "Bearer",
      expiresIn: deps.accessTokenTtlSeconds,
      consumerNo: consumer.consumer_no,
      consumerType: consumer.consumer_type,
      memberId: ids.memberId,
      refreshToken,
      basketId: carried.basketId,
      // The list a guest's favourites were carried to, else the shopper's own.
      favorites: carried.favoriteId ?? ids.favoriteId,
      isEmployeeDiscountTCAccepted: consumer.employee_terms_accepted,
    };
  }

  /**
   * The first answer to a spent code, when this verifier is the one it was spent with, the
   * window is open and the session is still live (not signed out since); else null.
   */
  async function replayAnswer(codeHash: string, codeVerifier: string) {
    const kept = await selectSealedAnswer(deps.db, codeHash);
    if (!kept) return null;
    const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
    if (!safeEqual(challenge, kept.codeChallenge)) return null;
    const answer = openAnswer(kept.sealed, codeVerifier, codeHash);
    if (!answer || !(await selectLiveSession(deps.db, hashToken(answer.accessToken)))) return null;
    return answer;
  }

  return {
    async issueGuestToken() {
      // 32 random bytes, as the spec's security code (000 §9).
      const accessToken = randomBytes(32).toString("base64url");
      const consumerNo = `G${randomBytes(8).toString("hex").toUpperCase()}`;
      const expiresAt = new Date(Date.now() + deps.guestTokenTtlSeconds * 1000);
      await insertSession(deps.db, {
        tokenHash: hashToken(accessToken),
        consumerNo,
        consumerType: "GUEST",
        expiresAt,
      });
      return {
        accessToken,
        tokenType: "Bearer",
        expiresIn: deps.guestTokenTtlSeconds,
        consumerNo,
        consumerType: "GUEST",
        memberId: null,
        refreshToken: null,
        basketId: null,
        favorites: null,
        isEmployeeDiscountTCAccepted: false,
      };
    },
    async exchangeAuthorizationCode(code, codeVerifier, guest, site, complete) {
      const codeHash = hashCode(code);
      const redeemed = await redeemAuthCode(deps.db, codeHash);
      if (redeemed.state === "used") {
        // The web client retries a 409 once: its first answer may have been lost on the way.
        const replayed = await replayAnswer(codeHash, codeVerifier);
        if (replayed) return replayed;
        throw new AppError("AUT409", { field: "authorizationCode" });
      }
      if (redeemed.state !== "ok") throw new AppError("AUT404", { field: "authorizationCode" });
      const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
      if (!safeEqual(challenge, redeemed.codeChallenge))
        throw new AppError("AUT404", { field: "codeVerifier" });
      const consumer = await selectConsumer(deps.db, redeemed.consumerNo);
      if (!consumer) throw new AppError("AUT404", { field: "authorizationCode" });
      const issued = await issuePair(consumer, randomBytes(16).toString("hex"), {
        guestNo: guest?.consumerType === "GUEST" ? guest.consumerNo : null,
        siteId: site.siteId,
      });
      const answer = complete ? await complete(issued) : issued;
      const until = new Date(Date.now() + TOKEN_REPLAY_SECONDS * 1000);
      await updateSealedAnswer(
        deps.db,
        codeHash,
        sealAnswer(answer, codeVerifier, codeHash),
        until,
      );
      return answer;
    },
    async refresh(refreshToken) {
      const accessToken = randomBytes(32).toString("base64url");
      const nextRefresh = randomBytes(32).toString("base64url");
      const consumer = await rotateRefreshToken(deps.db, {
        spentHash: hashToken(refreshToken),
        accessHash: hashToken(accessToken),
        accessExpiresAt: new Date(Date.now() + deps.accessTokenTtlSeconds * 1000),
        refreshHash: hashToken(nextRefresh),
        refreshExpiresAt: new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000),
      });
      if (consumer) return tokenAnswer(consumer, accessToken, nextRefresh, NOTHING_CARRIED);
      // Not live: find out whether it was spent before (a replay) or never valid.
      const state = await selectRefreshTokenState(deps.db, hashToken(refreshToken));
      if (state.state === "reused")
        // Someone replayed a spent token: whoever holds this chain is not to be trusted.
        await revokeFamily(deps.db, state.familyId);
      throw new AppError("AUT404", { field: "refreshToken" });
    },
    async signOut(accessToken, refreshToken) {
      const families = new Set<string>();
      const ofSession = await selectFamilyOfSession(deps.db, hashToken(accessToken));
      if (ofSession) families.add(ofSession);
      if (refreshToken) {
        const ofRefresh = await selectFamilyOfRefreshToken(deps.db, hashToken(refreshToken));
        if (ofRefresh) families.add(ofRefresh);
      }
      for (const family of families) await revokeFamily(deps.db, family);
      await revokeSession(deps.db, hashToken(accessToken));
    },
    async resolveToken(token) {
      if (token.length < 20 || token.length > 200) return null;
      return selectLiveSession(deps.db, hashToken(token));
    },
    async goneGuests(deadBefore, limit) {
      return selectGoneGuests(deps.db, deadBefore, limit);
    },
    async deleteGuestSessions(consumerNos, deadBefore) {
      if (consumerNos.length === 0) return 0;
      return deleteDeadGuestSessions(deps.db, consumerNos, deadBefore);
    },
    async deleteSpentCredentials(before, limit) {
      // Sealed answers go as their 30 s pass (the housekeeping runs far less often).
      await clearClosedSealedAnswers(deps.db);
      return deleteSpentCredentials(deps.db, before, limit);
    },
  };
}

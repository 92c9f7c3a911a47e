import { createHash, randomBytes } from "node:crypto";
import type { TokenResponse } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import {
  deleteDeadGuestSessions,
  insertSession,
  selectGoneGuests,
  selectLiveSession,
} from "./identity.tables";

export interface IdentityService {
  /** A new guest shopper and their opaque access token. */
  issueGuestToken(): Promise<TokenResponse>;
  /** Exchanges a sign-in authorization code (PKCE) for a registered shopper's token. */
  exchangeAuthorizationCode(code: string, codeVerifier: string): Promise<TokenResponse>;
  /** The shopper a token stands for, or null when it is unknown, expired or revoked. */
  resolveToken(token: string): Promise<Shopper | null>;
  /**
   * Up to `limit` guest shoppers whose every session expired before `deadBefore`: nobody can
   * speak for them again, so their carts and history may go. Registered shoppers never appear.
   */
  goneGuests(deadBefore: Date, limit: number): Promise<string[]>;
  /** Deletes the expired guest sessions of these shoppers; answers how many went. */
  deleteGuestSessions(consumerNos: readonly string[], deadBefore: Date): Promise<number>;
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createIdentityService(deps: {
  db: Db;
  guestTokenTtlSeconds: number;
}): IdentityService {
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
    async exchangeAuthorizationCode() {
      // Authorization codes are issued by sign-in (POST /consumers-v3/auth/signin); until a
      // shopper has signed in there is no code that can be exchanged.
      throw new AppError("AUT404", { field: "authorizationCode" });
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
  };
}

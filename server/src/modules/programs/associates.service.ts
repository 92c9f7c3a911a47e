import { createHash, randomBytes } from "node:crypto";
import type { InStoreSession } from "@ridgeline/contract";
import type { BotVerifier } from "../../platform/bot/bot-check";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { ADDRESS_WINDOW_MS, createAddressLimiter } from "../../platform/http/address-limiter";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type PasswordCost,
} from "../../platform/security/passwords";
import type { UtilitiesService } from "../utilities";
import {
  clearFailedAttempts,
  deleteExpiredInStoreSessions,
  endInStoreSession,
  insertInStoreSession,
  recordFailedAttempt,
  selectCredential,
  selectLiveInStoreSession,
  type InStoreRow,
} from "./associates.tables";

/** Associate lockout, as a shopper's sign-in: the fifth failure in a row locks 15 minutes. */
export const ASSOCIATE_LOCKOUT = { maxAttempts: 5, lockSeconds: 15 * 60 } as const;
/** A buy-in-store session lasts a working day unless the associate clears it first. */
export const IN_STORE_SESSION_SECONDS = 12 * 60 * 60;

/** What an order placed in store must carry (000 §6: both ids are needed). */
export interface InStoreInfo {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

export interface AssociatesService {
  /** Checks the associate's secret and opens a buy-in-store session with its token. */
  login(
    input: {
      storeId: string;
      storeEmployeeId: string;
      secret: string;
      recaptcha_response?: string | undefined;
    },
    clientAddress: string,
  ): Promise<InStoreSession & { storeSessionToken: string }>;
  /** The live session a token stands for, or null (unknown, expired or cleared). */
  session(token: string | null): Promise<InStoreSession | null>;
  /** Ends the session of this token; an unknown or ended one is already cleared. */
  logout(token: string | null): Promise<void>;
  /** For checkout: the store and associate of an in-store token, or null when not in store. */
  inStoreInfo(token: string | null): Promise<InStoreInfo | null>;
  /** Housekeeping: deletes up to `limit` sessions that expired before `before`. */
  deleteExpiredSessions(before: Date, limit: number): Promise<number>;
}

const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

function view(row: InStoreRow): InStoreSession {
  return {
    storeId: row.store_id,
    storeName: row.store_name,
    storeEmployeeId: row.store_employee_id,
    storeEmployeeName: row.store_employee_name,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export function createAssociatesService(deps: {
  db: Db;
  utilities: UtilitiesService;
  passwordCost: PasswordCost;
  bot: BotVerifier;
  /** Attempts one network address may make per 10 minutes (SIGNIN_ATTEMPTS_PER_ADDRESS). */
  attemptsPerAddress: number;
  /** The shop's rate-limit counters (per-address limits). */
  limits: RateLimits;
}): AssociatesService {
  let dummy: Promise<string> | null = null;
  // Compared against when there is no secret to check, so every refusal takes as long.
  const dummyHash = () =>
    (dummy ??= hashPassword(randomBytes(16).toString("hex"), deps.passwordCost));

  const limitAddress = createAddressLimiter(deps.limits, {
    name: "associate-login-address",
    limit: deps.attemptsPerAddress,
    windowMs: ADDRESS_WINDOW_MS,
    message: "Too many sign-in attempts from this network. Please try again later.",
  });

  async function live(token: string | null): Promise<InStoreRow | null> {
    if (!token || token.length < 20 || token.length > 200) return null;
    return selectLiveInStoreSession(deps.db, hashSessionToken(token));
  }

  return {
    async login(input, clientAddress) {
      await limitAddress(clientAddress);
      if (input.recaptcha_response !== undefined)
        await deps.bot.verify(input.recaptcha_response, "login");
      // STR404 naming storeId for an unknown store (the utilities area owns store staff).
      const store = await deps.utilities.storeEmployees(input.storeId);
      const employee = store.employees.find(
        (candidate) => candidate.storeEmployeeId === input.storeEmployeeId,
      );
      const credential = employee
        ? await selectCredential(deps.db, store.storeId, employee.storeEmployeeId)
        : null;
      if (!employee || !credential) {
        await verifyPassword(input.secret, await dummyHash());
        throw new AppError("AUT401", {
          field: "secret",
          message: "The associate or secret is incorrect.",
        });
      }
      if (credential.locked) throw new AppError("AUT441");
      if (!(await verifyPassword(input.secret, credential.secret_hash))) {
        const failure = await recordFailedAttempt(
          deps.db,
          store.storeId,
          employee.storeEmployeeId,
          ASSOCIATE_LOCKOUT,
        );
        if (failure.locked) throw new AppError("AUT423");
        if (failure.attempts === ASSOCIATE_LOCKOUT.maxAttempts - 1)
          throw new AppError("AUT426", { field: "secret" });
        throw new AppError("AUT401", {
          field: "secret",
          message: "The associate or secret is incorrect.",
        });
      }
      const rehashed = needsRehash(credential.secret_hash, deps.passwordCost)
        ? await hashPassword(input.secret, deps.passwordCost)
        : null;
      await clearFailedAttempts(deps.db, store.storeId, employee.storeEmployeeId, rehashed);
      const storeSessionToken = randomBytes(32).toString("base64url");
      const row: InStoreRow = {
        store_id: store.storeId,
        store_name: store.storeName,
        store_employee_id: employee.storeEmployeeId,
        store_employee_name: employee.storeEmployeeName,
        expires_at: new Date(Date.now() + IN_STORE_SESSION_SECONDS * 1000),
      };
      await insertInStoreSession(deps.db, {
        sessionHash: hashSessionToken(storeSessionToken),
        storeId: row.store_id,
        storeName: row.store_name,
        storeEmployeeId: row.store_employee_id,
        storeEmployeeName: row.store_employee_name,
        expiresAt: new Date(row.expires_at),
      });
      return { ...view(row), storeSessionToken };
    },

    async session(token) {
      const row = await live(token);
      return row ? view(row) : null;
    },

    async logout(token) {
      if (!token || token.length > 200) return;
      await endInStoreSession(deps.db, hashSessionToken(token));
    },

    deleteExpiredSessions(before, limit) {
      return deleteExpiredInStoreSessions(deps.db, before, limit);
    },

    async inStoreInfo(token) {
      const row = await live(token);
      return row
        ? {
            storeId: row.store_id,
            storeName: row.store_name,
            storeEmployeeId: row.store_employee_id,
            storeEmployeeName: row.store_employee_name,
          }
        : null;
    },
  };
}

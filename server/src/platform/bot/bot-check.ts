import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { leadingZeroBits, type BOT_ACTIONS } from "@ridgeline/contract";
import type { Db } from "../database/db.types";
import { AppError } from "../errors/app-error";
import { deleteBefore } from "../database/delete-before";

/** The actions a bot check guards (the spec's login, register and placeOrder, and saving a card). */
export type BotAction = (typeof BOT_ACTIONS)[number];

export interface BotChallenge {
  challenge: string;
  /** Leading zero bits the SHA-256 of `challenge:answer` must have. */
  difficulty: number;
  expiresIn: number;
}

/**
 * Pluggable bot defence for sign-in, sign-up and order placement. `verify` throws AUT403
 * unless the response proves a human-driven browser (or whatever the verifier checks).
 */
export interface BotVerifier {
  challenge(action: BotAction): BotChallenge;
  verify(response: string | undefined, action: BotAction): Promise<void>;
  /**
   * For a page without JavaScript, which cannot do the work: accepts the challenge itself,
   * unanswered, once, and only when it was issued at least MIN_FORM_SECONDS before (a person
   * reads the page; a script posting at once is refused). Weaker than `verify`, so the caller
   * adds its own limit per network address. Verifiers that have no such lane omit it.
   */
  verifyWithoutScript?(response: string | undefined, action: BotAction): Promise<void>;
  /**
   * Forgets up to `limit` spent answers whose challenge expired before `before` (an expired
   * challenge is refused anyway); answers how many went. Verifiers that keep no state omit it.
   */
  forgetSpent?(before: Date, limit: number): Promise<number>;
}

const CHALLENGE_SECONDS = 600;
/** How long before a page without JavaScript may hand its challenge back unanswered. */
export const MIN_FORM_SECONDS = 3;

/** The work a browser does: the first answer whose hash has enough leading zero bits. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let answer = 0; ; answer += 1) {
    const digest = createHash("sha256").update(`${challenge}:${answer}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${answer}`;
  }
}

/**
 * The built-in verifier: an offline proof of work. The server signs a short-lived challenge
 * (HMAC, so it keeps no state until one is used); the page finds an answer whose SHA-256 has
 * `difficulty` leading zero bits (about 2^difficulty hashes, well under a second in a
 * browser, expensive for a script trying thousands of passwords); each challenge is
 * accepted once. Anything missing, forged, expired, reused or too weak fails closed (AUT403).
 */
export function createProofOfWorkVerifier(deps: {
  db: Db;
  secret: Buffer;
  difficulty: number;
}): BotVerifier {
  const sign = (payload: string) =>
    createHmac("sha256", deps.secret).update(payload).digest("base64url");
  const refuse = (why: string): never => {
    throw new AppError("AUT403", {
      field: "recaptcha_response",
      message: `Bot check failed: ${why}.`,
    });
  };
  /** Checks a challenge and, when `answered`, its work; marks it used. */
  async function check(
    response: string | undefined,
    action: BotAction,
    answered: boolean,
  ): Promise<void> {
    if (!response) return refuse("no answer");
    const [payload = "", signature = "", answer = ""] = response.split(/[.:]/);
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return refuse("unknown challenge");
    let claims: { a?: string; n?: string; e?: number; d?: number };
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return refuse("unknown challenge");
    }
    if (claims.a !== action) return refuse("challenge for another action");
    if (!claims.e || claims.e * 1000 < Date.now()) return refuse("challenge expired");
    if (answered) {
      if (!/^\d{1,12}$/.test(answer)) return refuse("no answer");
      const digest = createHash("sha256").update(`${payload}.${signature}:${answer}`).digest();
      if (leadingZeroBits(digest) < (claims.d ?? deps.difficulty)) return refuse("wrong answer");
    } else {
      // Issued CHALLENGE_SECONDS before it expires: a form sent back sooner than a person
      // could have read the page is a script's.
      const issuedAt = (claims.e - CHALLENGE_SECONDS) * 1000;
      if (answer !== "" || Date.now() - issuedAt < MIN_FORM_SECONDS * 1000)
        return refuse("form sent too soon");
    }
    const fresh = await deps.db.query(
      `insert into bot_challenges_used (nonce, expires_at) values ($1, to_timestamp($2))
       on conflict do nothing returning nonce`,
      [claims.n, claims.e],
    );
    if (fresh.length === 0) refuse("challenge already used");
  }

  return {
    challenge(action) {
      const payload = Buffer.from(
        JSON.stringify({
          a: action,
          n: randomBytes(12).toString("base64url"),
          e: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
          d: deps.difficulty,
        }),
      ).toString("base64url");
      return {
        challenge: `${payload}.${sign(payload)}`,
        difficulty: deps.difficulty,
        expiresIn: CHALLENGE_SECONDS,
      };
    },
    async verify(response, action) {
      await check(response, action, true);
    },
    async verifyWithoutScript(response, action) {
      await check(response, action, false);
    },
    async forgetSpent(before, limit) {
      return deleteBefore(
        deps.db,
        { table: "bot_challenges_used", key: "nonce", column: "expires_at" },
        before,
        limit,
      );
    },
  };
}

import type { BotVerifier } from "../../platform/bot/bot-check";
import { AppError } from "../../platform/errors/app-error";
import {
  registeredShopper,
  type RequestScope,
  type Shopper,
} from "../../platform/http/request-scope";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";

/** The community writes of a product page (decision 0036). */
export type CommunityWrite = "review" | "question" | "answer" | "vote" | "flag";

/** Who is writing, as the route saw the request. */
export interface CommunityWriter {
  scope: RequestScope;
  /** The request's client address (`request.ip`), for the per-address limits. */
  clientAddress: string;
  /** A guest's solved bot check (`recaptcha_response`), for votes and flags. */
  botAnswer?: string | undefined;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const rule = (name: string, limit: number, windowMs: number, what: string): RateRule => ({
  name,
  limit,
  windowMs,
  message: `Too many ${what}. Please try again later.`,
});

/**
 * Per-account and per-address limits of each write, over the limit API429. Sized for a
 * shopper well beyond ordinary use (a few reviews after a delivery, votes while reading a
 * page of reviews) and far below what would move a rating or bury a review; a shared office
 * or mobile network sharing one address still has room. Constants, not settings: changing
 * them changes what the community can be made to say, which is a decision (0036), not
 * deployment tuning.
 */
export const COMMUNITY_LIMITS: Record<CommunityWrite, { account: RateRule; address: RateRule }> = {
  review: {
    account: rule("community-review-account", 5, DAY_MS, "reviews from this account"),
    address: rule("community-review-address", 20, HOUR_MS, "reviews from this network"),
  },
  question: {
    account: rule("community-question-account", 10, DAY_MS, "questions from this account"),
    address: rule("community-question-address", 20, HOUR_MS, "questions from this network"),
  },
  answer: {
    account: rule("community-answer-account", 20, DAY_MS, "answers from this account"),
    address: rule("community-answer-address", 20, HOUR_MS, "answers from this network"),
  },
  vote: {
    account: rule("community-vote-account", 100, DAY_MS, "votes from this account"),
    address: rule("community-vote-address", 60, HOUR_MS, "votes from this network"),
  },
  flag: {
    account: rule("community-flag-account", 20, DAY_MS, "reports from this account"),
    address: rule("community-flag-address", 20, HOUR_MS, "reports from this network"),
  },
};

export interface CommunityWrites {
  /** A review, question or answer: a signed-in shopper (else AUT432) within the limits. */
  author(write: "review" | "question" | "answer", writer: CommunityWriter): Promise<Shopper>;
  /**
   * A vote or flag: a signed-in shopper, or a guest with a solved bot check (else AUT432
   * without a token, AUT403 without the check), within the limits.
   */
  reactor(
    write: "vote" | "flag",
    writer: CommunityWriter,
  ): Promise<{ shopper: Shopper; registered: boolean }>;
}

/** Who may write to the community pages, and how often (decision 0036). */
export function createCommunityWrites(deps: {
  limits: RateLimits;
  bot: BotVerifier;
}): CommunityWrites {
  const { limits, bot } = deps;
  // Every attempt counts, refused ones too, so a flood keeps itself refused.
  async function withinLimits(write: CommunityWrite, shopper: Shopper, clientAddress: string) {
    await limits.check(COMMUNITY_LIMITS[write].account, shopper.consumerNo);
    await limits.check(COMMUNITY_LIMITS[write].address, clientAddress);
  }
  return {
    async author(write, writer) {
      const shopper = registeredShopper(writer.scope);
      await withinLimits(write, shopper, writer.clientAddress);
      return shopper;
    },
    async reactor(write, writer) {
      const shopper = writer.scope.shopper;
      if (!shopper) throw new AppError("AUT432");
      await withinLimits(write, shopper, writer.clientAddress);
      const registered = shopper.consumerType !== "GUEST";
      // Guest tokens are free: a guest's vote or flag costs a solved proof of work instead.
      if (!registered) await bot.verify(writer.botAnswer, write);
      return { shopper, registered };
    },
  };
}

// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  GOOD_REVIEW,
  communityCalls,
  freshAddress,
  shopperToken,
  type SeededReview,
} from "./community-fixture.helpers";
import { COMMUNITY_LIMITS, type CommunityWrite } from "./community-writes.service";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// The per-account and per-address limits on every community write. Who may hide a review,
// and that guests cannot move ratings, is in review-moderation.routes.test.ts.

// Hundreds of calls per limit on a shared machine: these tests get more time than the default.
const SLOW = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { freshReview, post, guestFlag } = communityCalls(() => t);

let styleCursor = 0;
/** The next style of the catalogue, so one account can write one review after another. */
async function nextStyle(): Promise<string> {
  const [row] = await t.db.query<{ style_id: string }>(
    "select style_id from styles order by style_id offset $1 limit 1",
    [styleCursor++],
  );
  if (!row) throw new Error("the seed has too few styles");
  return row.style_id;
}

/** What one write of each kind posts (to a target that stays valid), and its status when taken. */
const WRITES: Record<
  CommunityWrite,
  { created: number; request: () => Promise<{ url: string; payload: Record<string, unknown> }> }
> = {
  // A new style each time: an account reviews a style once.
  review: {
    created: 201,
    request: async () => ({
      url: `/products/v1/products/${await nextStyle()}/reviews`,
      payload: { ...GOOD_REVIEW, rating: 4 },
    }),
  },
  question: {
    created: 201,
    request: async () => ({
      url: `/products/v1/products/${(await questionTarget()).styleId}/reviews/questions`,
      payload: { text: "Is the hood removable?" },
    }),
  },
  answer: {
    created: 201,
    request: async () => {
      const { styleId, questionId } = await questionTarget();
      return {
        url: `/products/v1/products/${styleId}/reviews/questions/${questionId}/answers`,
        payload: { text: "Yes, it zips off." },
      };
    },
  },
  vote: {
    created: 200,
    request: async () => {
      const { styleId, reviewId } = await voteTarget();
      return {
        url: `/products/v1/products/${styleId}/review/${reviewId}/vote`,
        payload: { vote: "helpful" },
      };
    },
  },
  // A new review each time, so no review is hidden half-way through.
  flag: {
    created: 200,
    request: async () => {
      const { styleId, reviewId } = await freshReview();
      return {
        url: `/products/v1/products/${styleId}/review/${reviewId}/flag`,
        payload: { reason: "spam" },
      };
    },
  },
};

/** One write of a kind by `token` from `address`. */
async function write(kind: CommunityWrite, token: string, address: string) {
  const { url, payload } = await WRITES[kind].request();
  return post(url, token, payload, address);
}

let question: { styleId: string; questionId: string } | null = null;
async function questionTarget() {
  if (question) return question;
  const [row] = await t.db.query<{ style_id: string; question_id: string }>(
    "select style_id, question_id from review_questions order by question_id limit 1",
  );
  if (!row) throw new Error("the seed has no question");
  question = { styleId: row.style_id, questionId: row.question_id };
  return question;
}
let voted: SeededReview | null = null;
const voteTarget = async () => (voted ??= await freshReview());

const KINDS = Object.keys(WRITES) as CommunityWrite[];

const expectOverLimit = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorOf(response)?.errorId).toBe("API429");
};

describe("limits on every community write", () => {
  // Who makes the writes: one account from ever new addresses, or ever new accounts from one.
  const WRITERS = {
    account: async () => {
      const token = await shopperToken(t);
      return async () => ({ token, address: freshAddress() });
    },
    address: async () => {
      const address = freshAddress();
      return async () => ({ token: await shopperToken(t), address });
    },
  };
  const CASES = KINDS.flatMap((kind) =>
    (["account", "address"] as const).map((key) => [kind, key]),
  );

  it.each(CASES as [CommunityWrite, keyof typeof WRITERS][])(
    "%s: writes over the per-%s limit answer 429 API429; other accounts and addresses go on",
    async (kind, key) => {
      const { created } = WRITES[kind];
      const next = await WRITERS[key]();
      for (let i = 0; i < COMMUNITY_LIMITS[kind][key].limit; i++) {
        const { token, address } = await next();
        const response = await write(kind, token, address);
        expect(response.statusCode, response.body).toBe(created);
      }
      const over = await next();
      expectOverLimit(await write(kind, over.token, over.address));
      expect((await write(kind, await shopperToken(t), freshAddress())).statusCode).toBe(created);
    },
    SLOW,
  );

  it(
    "each address, IPv4 or IPv6, has its own allowance",
    async () => {
      const { created } = WRITES.question;
      const limit = COMMUNITY_LIMITS.question.address.limit;
      const spent = new Set<string>();
      const address = fc.oneof(fc.ipV4(), fc.ipV6());
      await fc.assert(
        fc.asyncProperty(address, address, async (busy, quiet) => {
          fc.pre(busy !== quiet && !spent.has(busy) && !spent.has(quiet));
          spent.add(busy).add(quiet);
          for (let i = 0; i < limit; i++) await write("question", await shopperToken(t), busy);
          expectOverLimit(await write("question", await shopperToken(t), busy));
          expect((await write("question", await shopperToken(t), quiet)).statusCode).toBe(created);
        }),
        { numRuns: runs(3) },
      );
    },
    SLOW,
  );

  it(
    "guests' flags from one address stop at its limit, however many guest tokens",
    async () => {
      const address = freshAddress();
      for (let i = 0; i < COMMUNITY_LIMITS.flag.address.limit; i++) {
        const response = await guestFlag(await freshReview(), address);
        expect(response.statusCode, response.body).toBe(200);
      }
      expectOverLimit(await guestFlag(await freshReview(), address));
    },
    SLOW,
  );

  it(
    "a guest's review is refused AUT432 before it counts against the address's allowance",
    async () => {
      const address = freshAddress();
      const styleId = await nextStyle();
      for (let i = 0; i <= COMMUNITY_LIMITS.review.address.limit; i++) {
        const response = await post(
          `/products/v1/products/${styleId}/reviews`,
          await t.guestToken(),
          { ...GOOD_REVIEW, rating: 1 },
          address,
        );
        expect(errorOf(response)?.errorId).toBe("AUT432");
      }
      const signedIn = await write("review", await shopperToken(t), address);
      expect(signedIn.statusCode).toBe(201);
    },
    SLOW,
  );
});

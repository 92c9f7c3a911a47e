import { FLAG_REASONS, REVIEW_FLAGS_TO_HIDE, type ReviewList } from "@ridgeline/contract";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import { freshAddress, shopperToken } from "./community-fixture.helpers";
import { COMMUNITY_LIMITS, type CommunityWrite } from "./community-writes.service";
import type { ReviewsService } from "./reviews.service";

// Hundreds of calls per limit on a shared machine: these tests get more time than the default.
const SLOW = 120_000;

let t: TestApp;
let reviews: ReviewsService;
beforeAll(async () => {
  t = await createTestApp();
  reviews = createServices(t.config, t.db).reviews.reviews;
});
afterAll(async () => {
  await t?.close();
});

interface SeededReview {
  reviewId: string;
  styleId: string;
}

const handedOut: string[] = [];
/** A visible seeded review no earlier call of this file handed out. */
async function freshReview(): Promise<SeededReview> {
  const [row] = await t.db.query<{ review_id: string; style_id: string }>(
    `select review_id, style_id from reviews
      where consumer_no is null and not hidden and not (review_id = any($1::text[]))
      order by review_id limit 1`,
    [handedOut],
  );
  if (!row) throw new Error("the seed has too few reviews");
  handedOut.push(row.review_id);
  return { reviewId: row.review_id, styleId: row.style_id };
}

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

async function list(styleId: string): Promise<ReviewList> {
  const response = await t.call({
    method: "GET",
    url: `/products/v1/products/${styleId}/reviews?count=50`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewList;
}

const listed = async (review: SeededReview) =>
  (await list(review.styleId)).reviews.some((r) => r.reviewId === review.reviewId);

async function styleRating(styleId: string) {
  const [row] = await t.db.query<{ rating_score: number; reviews_count: number }>(
    "select rating_score, reviews_count from styles where style_id = $1",
    [styleId],
  );
  return row;
}

const post = (
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
  remoteAddress = freshAddress(),
) => t.call({ method: "POST", url, token, payload, remoteAddress });

const flag = (
  review: SeededReview,
  token: string,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
) =>
  post(
    `/products/v1/products/${review.styleId}/review/${review.reviewId}/flag`,
    token,
    { reason: "spam", ...extra },
    remoteAddress,
  );

/** A guest's flag with a solved bot check, from a new guest token each time. */
async function guestFlag(review: SeededReview, remoteAddress?: string, reason = "spam") {
  return flag(
    review,
    await t.guestToken(),
    { reason, recaptcha_response: await t.botAnswer("flag") },
    remoteAddress,
  );
}

const GOOD_REVIEW = {
  title: "Fine for the price",
  text: "Wore it on three trips; the zips still run smoothly.",
};

describe("guests cannot forge or bury community content", () => {
  it(
    "many guest tokens cannot move a product's average or review count",
    async () => {
      const { styleId } = await freshReview();
      const before = await list(styleId);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
          async (ratings) => {
            for (const rating of ratings) {
              const response = await post(
                `/products/v1/products/${styleId}/reviews`,
                await t.guestToken(),
                { ...GOOD_REVIEW, rating },
              );
              expect(response.statusCode).toBe(401);
              expect(errorOf(response)?.errorId).toBe("AUT432");
            }
            expect((await list(styleId)).summary).toEqual(before.summary);
          },
        ),
        { numRuns: 8 },
      );
      expect(await styleRating(styleId)).toEqual({
        rating_score: before.summary.average,
        reviews_count: before.summary.count,
      });
    },
    SLOW,
  );

  it(
    "guests' flags never hide a review, however many tokens and solved bot checks",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...FLAG_REASONS), {
            minLength: REVIEW_FLAGS_TO_HIDE,
            maxLength: REVIEW_FLAGS_TO_HIDE * 3,
          }),
          async (reasons) => {
            const review = await freshReview();
            for (const reason of reasons) {
              const response = await guestFlag(review, undefined, reason);
              expect(response.statusCode, response.body).toBe(200);
              expect(response.json()).toMatchObject({ hidden: false });
            }
            expect(await listed(review)).toBe(true);
          },
        ),
        { numRuns: 5 },
      );
    },
    SLOW,
  );
});

describe("hiding a review needs flags from several signed-in accounts", () => {
  it(
    `hides a review exactly when ${REVIEW_FLAGS_TO_HIDE} different accounts flagged it, whatever the repeats and guests between`,
    async () => {
      // Each step is one of five accounts, or a guest with a solved bot check.
      const step = fc.oneof(fc.nat({ max: 4 }), fc.constant("guest" as const));
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
          const review = await freshReview();
          const accounts = await Promise.all([0, 1, 2, 3, 4].map(() => shopperToken(t)));
          const flaggers = new Set<number>();
          let hidden = false;
          for (const who of steps) {
            const response =
              who === "guest" ? await guestFlag(review) : await flag(review, accounts[who] ?? "");
            if (hidden) {
              // A hidden review is gone for everyone, flaggers included.
              expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "reviewId" });
              continue;
            }
            if (who !== "guest") flaggers.add(who);
            hidden = flaggers.size >= REVIEW_FLAGS_TO_HIDE;
            expect(response.statusCode, response.body).toBe(200);
            expect(response.json()).toMatchObject({ hidden });
          }
          expect(await listed(review)).toBe(!hidden);
        }),
        { numRuns: 12 },
      );
    },
    SLOW,
  );

  it("one account flagging a review many times never hides it", async () => {
    const review = await freshReview();
    const token = await shopperToken(t);
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE * 3; i++) {
      const response = await flag(review, token);
      expect(response.json()).toMatchObject({ flagged: true, hidden: false });
    }
    expect(await listed(review)).toBe(true);
  });
});

describe("moderators", () => {
  it("hide a review from lists and the rating, and show it again for good", async () => {
    const review = await freshReview();
    const before = await list(review.styleId);

    const hidden = await reviews.moderate(review.reviewId, "hide");
    expect(hidden).toMatchObject({ reviewId: review.reviewId, hidden: true });
    const after = await list(review.styleId);
    expect(after.reviews.map((r) => r.reviewId)).not.toContain(review.reviewId);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(hidden.summary).toEqual(after.summary);
    expect(await styleRating(review.styleId)).toEqual({
      rating_score: after.summary.average,
      reviews_count: after.summary.count,
    });

    const shown = await reviews.moderate(review.reviewId, "show");
    expect(shown).toMatchObject({ hidden: false, summary: before.summary });
    expect(await listed(review)).toBe(true);
    // A moderator's "show" stands: the flags of enough accounts no longer hide it.
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE; i++) {
      const response = await flag(review, await shopperToken(t));
      expect(response.json()).toMatchObject({ hidden: false });
    }
    expect(await listed(review)).toBe(true);
  });

  it("show a review that flags hid, and hide one nobody flagged", async () => {
    const buried = await freshReview();
    for (let i = 0; i < REVIEW_FLAGS_TO_HIDE; i++) await flag(buried, await shopperToken(t));
    expect(await listed(buried)).toBe(false);
    await reviews.moderate(buried.reviewId, "show");
    expect(await listed(buried)).toBe(true);

    const unwanted = await freshReview();
    await reviews.moderate(unwanted.reviewId, "hide");
    expect(await listed(unwanted)).toBe(false);
  });

  it("get API404 naming reviewId for an unknown review", async () => {
    await expect(reviews.moderate("no-such-review", "hide")).rejects.toMatchObject({
      errorId: "API404",
      field: "reviewId",
    });
  });
});

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
        { numRuns: 3 },
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

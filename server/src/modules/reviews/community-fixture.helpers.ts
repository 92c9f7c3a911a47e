import type { TestApp } from "../../../test/test-app";

let served = 0;

/**
 * A network address no earlier call of this test file used: tests of other rules write from
 * their own addresses, so the per-address limits (tested on their own) never add up across them.
 */
export function freshAddress(): string {
  served += 1;
  return `10.${(served >> 16) & 255}.${(served >> 8) & 255}.${served & 255}`;
}

/** A new signed-in shopper's access token. */
export async function shopperToken(t: TestApp): Promise<string> {
  return (await t.registeredToken()).token;
}

export interface SeededReview {
  reviewId: string;
  styleId: string;
}

export const GOOD_REVIEW = {
  title: "Fine for the price",
  text: "Wore it on three trips; the zips still run smoothly.",
};

/**
 * The calls the community-write tests share, on the app `app()` answers (read at each call:
 * test files create it in beforeAll). Each seeded review is handed out once per test file.
 */
export function communityCalls(app: () => TestApp) {
  const handedOut: string[] = [];
  /** A visible seeded review no earlier call of this file handed out. */
  async function freshReview(): Promise<SeededReview> {
    const [row] = await app().db.query<{ review_id: string; style_id: string }>(
      `select review_id, style_id from reviews
        where consumer_no is null and not hidden and not (review_id = any($1::text[]))
        order by review_id limit 1`,
      [handedOut],
    );
    if (!row) throw new Error("the seed has too few reviews");
    handedOut.push(row.review_id);
    return { reviewId: row.review_id, styleId: row.style_id };
  }

  const post = (
    url: string,
    token: string | undefined,
    payload: Record<string, unknown>,
    remoteAddress = freshAddress(),
  ) => app().call({ method: "POST", url, token, payload, remoteAddress });

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
      await app().guestToken(),
      { reason, recaptcha_response: await app().botAnswer("flag") },
      remoteAddress,
    );
  }

  return { freshReview, post, flag, guestFlag };
}

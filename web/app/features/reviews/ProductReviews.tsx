import { OwnValidation } from "../../lib/form-validation";
import { dateTimeFormat, REVIEW_SORTS, type ReviewList } from "@ridgeline/contract";
import { Form } from "react-router";
import type { TranslateResult } from "./community-actions.server";
import { languageOf, useT, type Translate } from "../../lib/i18n";
import { usePersonal } from "../../lib/personal";
import { Rating } from "../../ui/Rating";
import { pluralKey, scoreText } from "../../ui/rating-label";
import { ReviewText } from "./ReviewText";
import { appLink } from "../../lib/client-links";

export interface FormProblem {
  form: string;
  error: string;
  field: string;
}

interface Props {
  list: ReviewList;
  locale: string;
  /** The product page's own URL (path and query), which forms post back to. */
  pageUrl: string;
  /** For a guest, the sign-in page coming back here: writing and voting need an account. */
  /**
   * The sign-in page coming back here: a guest (once the page knows the shopper is one) is
   * sent there to write, vote, ask or answer, which need an account.
   */
  signInPage: string | null;
  problem: FormProblem | null;
  posted: boolean;
  /** A review translated by a form post without JavaScript. */
  translated: TranslateResult | null;
}

/**
 * Rating summary with histogram, sorted and filtered review list, votes and the write-a-review
 * form; a guest sees the counts and links to sign in instead of the vote buttons and the form.
 */
export function ProductReviews({
  list,
  locale,
  pageUrl,
  signInPage,
  problem,
  posted,
  translated,
}: Props) {
  const t = useT();
  // Read here, not passed in: the part's server HTML stands until its code comes (a deferred
  // island), and the shopper's own data arrives after first paint.
  const personal = usePersonal();
  const signIn = personal !== null && !personal.signedIn ? signInPage : null;
  const { summary } = list;
  const date = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
  const error = problem?.form === "review" ? problem : null;
  const more = new URLSearchParams({
    reviewSort: list.sort,
    ...(list.rating ? { reviewRating: String(list.rating) } : {}),
    reviewCount: String(list.count + 10),
  });
  return (
    <section id="reviews" className="pdp-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      <div className="reviews">
        <div className="reviews__summary">
          <p className="reviews__average">
            {t("reviews.average", { score: scoreText(locale, summary.average) })}
          </p>
          <Rating score={summary.average} reviewsCount={summary.count} />
          <p className="muted">{t("reviews.basedOn", { count: summary.count })}</p>
          <ul className="histogram">
            {(["5", "4", "3", "2", "1"] as const).map((stars) => {
              const count = summary.histogram[stars];
              const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
              return (
                <li key={stars}>
                  <a {...appLink(`?reviewRating=${stars}#reviews`, { keepScroll: true })}>
                    {starsText(t, locale, Number(stars))}
                  </a>
                  <span className="histogram__bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span className="histogram__count">{count}</span>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="reviews__list">
          <Form method="get" className="reviews__controls" preventScrollReset>
            <select name="reviewSort" defaultValue={list.sort} aria-label={t("listing.sortBy")}>
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`reviews.sort.${sort}`)}
                </option>
              ))}
            </select>
            <select
              name="reviewRating"
              defaultValue={list.rating ?? ""}
              aria-label={t("reviews.filterAll")}
            >
              <option value="">{t("reviews.filterAll")}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {starsText(t, locale, Number(stars))}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t("reviews.apply")}
            </button>
          </Form>
          {list.reviews.length === 0 ? <p>{t("reviews.none")}</p> : null}
          <ol className="review-items">
            {list.reviews.map((review) => (
              <li
                key={review.reviewId}
                id={`review-${review.reviewId}`}
                className="review"
                data-testid="review"
              >
                <Rating score={review.rating} />
                <ReviewText
                  review={review}
                  byline={t("reviews.by", {
                    nickname: review.nickname,
                    date: date(review.createdAt),
                  })}
                  language={languageOf(locale)}
                  pageUrl={pageUrl}
                  posted={translated?.reviewId === review.reviewId ? translated : null}
                />
                {signIn ? (
                  <p className="review__votes">
                    <span>{t("reviews.helpful", { count: review.helpfulCount })}</span>
                    <span>{t("reviews.unhelpful", { count: review.unhelpfulCount })}</span>
                    <a {...appLink(signIn)}>{t("reviews.signInToVote")}</a>
                  </p>
                ) : (
                  <Form method="post" action={pageUrl} className="review__votes" preventScrollReset>
                    <input type="hidden" name="intent" value="vote" />
                    <input type="hidden" name="reviewId" value={review.reviewId} />
                    <button type="submit" name="vote" value="helpful" className="link-button">
                      {t("reviews.helpful", { count: review.helpfulCount })}
                    </button>
                    <button type="submit" name="vote" value="unhelpful" className="link-button">
                      {t("reviews.unhelpful", { count: review.unhelpfulCount })}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
          {list.total > list.reviews.length + list.start ? (
            <a
              {...appLink(`?${more}#reviews`, { keepScroll: true })}
              className="button button--secondary"
            >
              {t("reviews.more")}
            </a>
          ) : null}
        </div>
      </div>

      {posted ? (
        <p className="notice notice--success" role="status">
          {t("reviews.thanks")}
        </p>
      ) : null}
      {signIn ? (
        <div className="write-review">
          {error ? (
            <p className="field-error" role="alert">
              {error.error}
            </p>
          ) : null}
          <a {...appLink(signIn)} className="button button--secondary">
            {t("reviews.signInToWrite")}
          </a>
        </div>
      ) : (
        <details className="write-review" open={Boolean(error) || undefined}>
          <summary className="button button--secondary">{t("reviews.write")}</summary>
          <Form method="post" action={pageUrl} className="stack-form" preventScrollReset>
            <OwnValidation />
            <input type="hidden" name="intent" value="review" />
            <fieldset className="star-input">
              <legend>{t("reviews.rating")}</legend>
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars}>
                  <input type="radio" name="rating" value={stars} required />
                  <span>{starsText(t, locale, Number(stars))}</span>
                </label>
              ))}
            </fieldset>
            <label>
              {t("reviews.reviewTitle")}
              <input name="title" required maxLength={100} />
            </label>
            <label>
              {t("reviews.text")}
              <textarea name="text" required minLength={20} rows={5} />
            </label>
            <label>
              {t("reviews.nickname")}
              <input name="nickname" maxLength={40} />
            </label>
            {error ? (
              <p className="field-error" role="alert">
                {error.error}
              </p>
            ) : null}
            <button type="submit" className="button button--primary">
              {t("reviews.submit")}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}

/** "4 stars" / "1 étoile" / "1 Stern" in the page's language. */
function starsText(t: Translate, locale: string, stars: number): string {
  return t(pluralKey(locale, stars, "reviews.stars.one", "reviews.stars.other"), { stars });
}

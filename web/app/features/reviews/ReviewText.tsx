import type { Review } from "@ridgeline/contract";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { TranslateResult } from "./community-actions.server";
import { useT, type MessageKey } from "../../lib/i18n";

interface Props {
  review: Review;
  /** Who wrote it and when, shown between the title and the text. */
  byline: string;
  /** The page's language (`fr` on /fr-ca): reviews in another language offer a translation. */
  language: string;
  /** The product page's own URL, which the translate form posts to. */
  pageUrl: string;
  /** The translate form's answer for this review when posted without JavaScript. */
  posted: TranslateResult | null;
}

/**
 * A review's title and text, in the page's language on request: "Translate" posts to the page
 * (a fetcher with JavaScript; a plain form post without, which renders the page again with the
 * review translated), "Show original" goes back to the shopper's own words.
 */
/** The page again, showing the review as written (`review` only makes the URL differ). */
function originalHref(pageUrl: string, reviewId: string): string {
  const url = new URL(pageUrl, "http://x");
  url.searchParams.set("review", reviewId);
  return `${url.pathname}${url.search}#review-${reviewId}`;
}

export function ReviewText({ review, byline, language, pageUrl, posted }: Props) {
  const t = useT();
  const fetcher = useFetcher<TranslateResult>();
  const answer = fetcher.data ?? posted;
  const [showOriginal, setShowOriginal] = useState(false);
  const foreign = review.language !== language;
  const found = answer && "text" in answer ? answer : null;
  const translation = found && !showOriginal ? found : null;
  const error = answer && "error" in answer ? answer.error : null;
  const busy = fetcher.state !== "idle";
  const from = `reviews.translatedFrom.${review.language}` as MessageKey;

  return (
    <>
      <h3 lang={translation ? language : review.language}>{translation?.title ?? review.title}</h3>
      <p className="muted">{byline}</p>
      <p lang={translation ? language : review.language}>{translation?.text ?? review.text}</p>
      {foreign ? (
        <div className="review__translate" data-testid="review-translate">
          {translation ? (
            <>
              <span className="muted">{t(from)}</span>
              {posted && !fetcher.data ? (
                // Another URL than the post's, so the browser loads the page again.
                <Link to={originalHref(pageUrl, review.reviewId)} preventScrollReset>
                  {t("reviews.original")}
                </Link>
              ) : (
                <button type="button" className="link-button" onClick={() => setShowOriginal(true)}>
                  {t("reviews.original")}
                </button>
              )}
            </>
          ) : found ? (
            // Already fetched: going back to the translation needs no second request.
            <button type="button" className="link-button" onClick={() => setShowOriginal(false)}>
              {t("reviews.translate")}
            </button>
          ) : (
            <fetcher.Form
              method="post"
              action={`${pageUrl}#review-${review.reviewId}`}
              preventScrollReset
            >
              <input type="hidden" name="intent" value="translate" />
              <input type="hidden" name="reviewId" value={review.reviewId} />
              <button type="submit" className="link-button" disabled={busy}>
                {busy ? t("reviews.translating") : t("reviews.translate")}
              </button>
            </fetcher.Form>
          )}
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

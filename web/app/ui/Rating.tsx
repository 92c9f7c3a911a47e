import type { CSSProperties } from "react";
import { useParams } from "react-router";
import { useT } from "../lib/i18n";
import { ratingLabel, scoreText } from "./rating-label";

interface Props {
  score: number;
  /** How many reviews the score sums up; omit for one shopper's own rating. */
  reviewsCount?: number;
}

/**
 * Stars for a score out of 5, with the count of reviews behind it when there is one. The
 * stars are one image to assistive technology, named in the page's language ("Noté 4,4 sur 5
 * d'après 12 avis"); the visible figures repeat the name and are hidden from it. The stars
 * themselves are drawn by the stylesheet (rating.css) from `--rating`, the rated share: a grid
 * shows one per tile, and two spans of five characters each were a fifth of a tile's markup.
 */
export function Rating({ score, reviewsCount }: Props) {
  const t = useT();
  const locale = useParams()["locale"] ?? "en-us";
  if (reviewsCount === 0) return <p className="rating rating--none">{t("rating.none")}</p>;
  const percent = Math.round((score / 5) * 100);
  return (
    <p className="rating">
      <span
        className="rating__stars"
        role="img"
        aria-label={ratingLabel(t, locale, score, reviewsCount)}
        style={{ "--rating": `${percent}%` } as CSSProperties}
      />
      {reviewsCount === undefined ? null : (
        // One string: one text node, where "{score} ({count})" in JSX writes five.
        <span className="rating__count" aria-hidden="true">
          {`${scoreText(locale, score)} (${reviewsCount})`}
        </span>
      )}
    </p>
  );
}

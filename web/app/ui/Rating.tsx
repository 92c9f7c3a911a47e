import { useT } from "../lib/i18n";

interface Props {
  score: number;
  /** How many reviews the score sums up; omit for one shopper's own rating. */
  reviewsCount?: number;
}

/** Stars for a score out of 5, with the count of reviews behind it when there is one. */
export function Rating({ score, reviewsCount }: Props) {
  const t = useT();
  if (reviewsCount === 0) return <p className="rating rating--none">{t("rating.none")}</p>;
  const percent = Math.round((score / 5) * 100);
  const label =
    reviewsCount === undefined
      ? t("reviews.average", { score: score.toFixed(0) })
      : t("rating.label", { score: score.toFixed(1), count: reviewsCount });
  return (
    <p className="rating" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      {reviewsCount === undefined ? null : (
        <span className="rating__count" aria-hidden="true">
          {score.toFixed(1)} ({reviewsCount})
        </span>
      )}
    </p>
  );
}

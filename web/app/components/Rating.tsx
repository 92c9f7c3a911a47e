import { useT } from "../lib/i18n";

/** Stars for a score out of 5, with the count of reviews. */
export function Rating({ score, reviewsCount }: { score: number; reviewsCount: number }) {
  const t = useT();
  if (reviewsCount === 0) return <p className="rating rating--none">{t("rating.none")}</p>;
  const percent = Math.round((score / 5) * 100);
  return (
    <p
      className="rating"
      aria-label={t("rating.label", { score: score.toFixed(1), count: reviewsCount })}
    >
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="rating__count" aria-hidden="true">
        {score.toFixed(1)} ({reviewsCount})
      </span>
    </p>
  );
}

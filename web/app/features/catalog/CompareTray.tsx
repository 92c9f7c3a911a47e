import { COMPARE_MAX, COMPARE_MIN, savePicks, useComparePicks } from "./compare";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { COMPARE_FORM_ID } from "./CompareToggle";

/**
 * The compare tray of a listing: a GET form to `/{locale}/compare`. With JavaScript it sits at
 * the bottom of the screen once a product is picked and shows the picks; without, it is a bar
 * under the grid whose button sends the ticked tiles.
 */
export function CompareTray({ locale }: { locale: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const picks = useComparePicks();
  const action = `/${locale}/compare`;

  if (!hydrated) {
    return (
      <form
        id={COMPARE_FORM_ID}
        method="get"
        action={action}
        className="compare-tray compare-tray--static"
      >
        <p className="compare-tray__title">
          {t("compare.tray")}{" "}
          <span className="muted">
            {t("compare.needMore", { min: COMPARE_MIN, max: COMPARE_MAX })}
          </span>
        </p>
        <button type="submit" className="button button--secondary">
          {t("compare.go")}
        </button>
      </form>
    );
  }
  if (picks.length === 0) return null;
  return (
    <form
      id={COMPARE_FORM_ID}
      method="get"
      action={action}
      className="compare-tray"
      aria-label={t("compare.tray")}
      data-testid="compare-tray"
    >
      <input type="hidden" name="ids" value={picks.map((pick) => pick.productId).join(",")} />
      <div className="compare-tray__head">
        <p className="compare-tray__title">{t("compare.tray")}</p>
        <p className="muted" role="status">
          {t("compare.count", { count: picks.length, max: COMPARE_MAX })}
        </p>
      </div>
      <ul className="compare-tray__picks">
        {picks.map((pick) => (
          <li key={pick.productId}>
            <img src={pick.image} alt="" width={40} height={50} />
            <span className="compare-tray__name">{pick.name}</span>
            <button
              type="button"
              className="compare-tray__remove"
              aria-label={t("compare.remove", { name: pick.name })}
              onClick={() => savePicks(picks.filter((p) => p.productId !== pick.productId))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-tray__actions">
        <button type="button" className="link-button" onClick={() => savePicks([])}>
          {t("compare.clear")}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={picks.length < COMPARE_MIN}
          title={
            picks.length < COMPARE_MIN
              ? t("compare.needMore", { min: COMPARE_MIN, max: COMPARE_MAX })
              : undefined
          }
        >
          {t("compare.go")}
        </button>
      </div>
    </form>
  );
}

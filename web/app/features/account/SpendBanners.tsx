import type { ConsumerProfile, ProgramSpend } from "@ridgeline/contract";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";

function Banner({ spend, locale }: { spend: ProgramSpend; locale: string }) {
  const t = useT();
  const allowance = spend.annualCap ?? spend.annualCredit ?? 0;
  const share = allowance > 0 ? Math.min(100, (spend.currentSpend / allowance) * 100) : 100;
  const label = t("spend.line", {
    spent: money(spend.currentSpend, spend.currency, locale),
    allowance: money(allowance, spend.currency, locale),
  });
  return (
    <section
      className={`spend-banner spend-banner--${spend.program.toLowerCase()}`}
      aria-label={t(`spend.program.${spend.program}`)}
      data-testid={`spend-banner-${spend.program}`}
    >
      <header className="spend-banner__head">
        <h3>{t(`spend.program.${spend.program}`)}</h3>
        <span className="spend-banner__id">{t("spend.memberId", { id: spend.identityId })}</span>
      </header>
      <p className="spend-banner__line">{label}</p>
      <div
        className="spend-banner__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share)}
        aria-label={label}
      >
        <span style={{ width: `${share}%` }} />
      </div>
      <p className="spend-banner__remaining">
        {t("spend.remaining", {
          remaining: money(spend.remaining, spend.currency, locale),
          year: spend.year,
        })}
      </p>
    </section>
  );
}

/** One banner per programme the shopper belongs to (employee, athlete, WRANX or IPA). */
export function SpendBanners({
  details,
  locale,
}: {
  details: ConsumerProfile["consumerDetails"];
  locale: string;
}) {
  const t = useT();
  const spends = [details.employee, details.athlete, details.prosumer].filter(
    (spend): spend is ProgramSpend => spend !== null,
  );
  if (spends.length === 0) return null;
  return (
    <div className="spend-banners">
      <h2>{t("spend.heading")}</h2>
      {spends.map((spend) => (
        <Banner key={spend.program} spend={spend} locale={locale} />
      ))}
    </div>
  );
}

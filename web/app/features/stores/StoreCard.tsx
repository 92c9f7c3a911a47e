import { useT } from "../../lib/i18n";
import type { StoreCardView } from "./store-locator";

/** One store in the locator: where it is, whether it is open, its week and how to get there. */
export function StoreCard({ store }: { store: StoreCardView }) {
  const t = useT();
  const headingId = `store-${store.storeId}`;
  return (
    <article className="store-card" data-testid="store-card" aria-labelledby={headingId}>
      <header className="store-card__head">
        <h2 id={headingId} className="store-card__name">
          {store.name}
        </h2>
        <p className="store-card__meta">
          <span
            className={`store-card__status store-card__status--${store.openNow ? "open" : "closed"}`}
          >
            {store.openNow ? t("stores.openNow") : t("stores.closedNow")}
          </span>
          <span className="store-card__distance">
            {t("stores.away", { distance: store.distance })}
          </span>
        </p>
      </header>
      <address className="store-card__address">
        {store.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {store.countryName ? <span>{store.countryName}</span> : null}
      </address>
      <p className="store-card__phone">
        <a href={store.tel}>{store.phone}</a>
      </p>
      {store.pickupEnabled ? (
        <p className="store-card__pickup" data-testid="store-pickup">
          <span aria-hidden="true">✓</span> {t("stores.pickup")}
        </p>
      ) : null}
      <table className="store-hours">
        <caption>{t("stores.hours")}</caption>
        <tbody>
          {store.hours.map((day) => (
            <tr key={day.day} className={day.today ? "store-hours__today" : undefined}>
              <th scope="row">
                {day.name}
                {day.today ? <span className="visually-hidden"> ({t("stores.today")})</span> : null}
              </th>
              <td>{day.times ?? t("stores.closed")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <a
        className="button button--secondary store-card__directions"
        href={store.directions}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("stores.directionsLabel", { name: store.name })}
      >
        {t("stores.directions")}
      </a>
    </article>
  );
}

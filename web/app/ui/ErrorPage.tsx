import { translatorFor, useT, type Translate } from "../lib/i18n";
import { EN_ERROR } from "../lib/messages/error/en";

/**
 * Outside a site the error page is English. Its English words are the one dictionary the
 * browser's code holds: when a middleware refuses a request (a path that is no locale) no
 * loader runs, so no messages arrive to say it with.
 */
const ENGLISH = translatorFor(EN_ERROR);

/** What an error page says: a missing page or a failure, and the way back to the shop. */
export function ErrorMessage({
  status,
  locale,
  t,
}: {
  status: number;
  locale: string;
  t: Translate;
}) {
  const kind = status === 404 ? "404" : "other";
  return (
    <>
      {/* The failed page's meta gives no title; React puts this one in the head. */}
      <title>{`${t(`error.${kind}.title`)} | Ridgeline Outfitters`}</title>
      {/* Says the page is unavailable: the data layer's page type Error (001 §2, page-view.ts). */}
      <meta name="description" content={t("error.description")} />
      <p className="eyebrow">{t(`error.${kind}.eyebrow`, { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      <a className="button button--primary" href={`/${locale}`}>
        {t("error.back")}
      </a>
    </>
  );
}

/** The page for a missing page or a failure, usable without the shop's header data. */
export function ErrorPage({ status, locale }: { status: number; locale?: string }) {
  const siteT = useT();
  return (
    <main className="error-page">
      <ErrorMessage status={status} locale={locale ?? "en-us"} t={locale ? siteT : ENGLISH} />
    </main>
  );
}

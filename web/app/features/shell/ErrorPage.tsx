import { translatorFor, useT } from "../../lib/i18n";
import { EN_ERROR } from "../../lib/messages/error/en";

/**
 * Outside a site the error page is English. Its English words are the one dictionary the
 * browser's code holds: when a middleware refuses a request (a path that is no locale) no
 * loader runs, so no messages arrive to say it with.
 */
const ENGLISH = translatorFor(EN_ERROR);

/** The page for a missing page or a failure, usable without the shop's header data. */
export function ErrorPage({ status, locale }: { status: number; locale?: string }) {
  const siteT = useT();
  const t = locale ? siteT : ENGLISH;
  const kind = status === 404 ? "404" : "other";
  return (
    <main className="error-page">
      <p className="eyebrow">{t(`error.${kind}.eyebrow`, { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      <a className="button button--primary" href={`/${locale ?? "en-us"}`}>
        {t("error.back")}
      </a>
    </main>
  );
}

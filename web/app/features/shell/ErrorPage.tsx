import { languageOf, translator, type Translate } from "../../lib/i18n";

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
export function ErrorPage({ status, locale = "en-us" }: { status: number; locale?: string }) {
  return (
    <main className="error-page">
      <ErrorMessage status={status} locale={locale} t={translator(languageOf(locale))} />
    </main>
  );
}

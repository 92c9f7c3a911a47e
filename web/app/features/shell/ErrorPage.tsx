import { languageOf, translator } from "../../lib/i18n";

/** The page for a missing page or a failure, usable without the shop's header data. */
export function ErrorPage({ status, locale = "en-us" }: { status: number; locale?: string }) {
  const t = translator(languageOf(locale));
  const kind = status === 404 ? "404" : "other";
  return (
    <main className="error-page">
      <p className="eyebrow">{t(`error.${kind}.eyebrow`, { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      <a className="button button--primary" href={`/${locale}`}>
        {t("error.back")}
      </a>
    </main>
  );
}

import { LEGAL_DE } from "./legal-de";
import { LEGAL_EN } from "./legal-en";
import { LEGAL_FR } from "./legal-fr";
import { LEGAL_SLUGS, type LegalPage, type LegalSlug, type LegalTexts } from "./legal-types";

export { LEGAL_SLUGS, isLegalSlug, type LegalPage, type LegalSlug } from "./legal-types";

/** The legal texts of every language the shop is written in. */
export const LEGAL_TEXTS: Record<string, LegalTexts> = { en: LEGAL_EN, fr: LEGAL_FR, de: LEGAL_DE };

/** One legal page in a UI language (see `languageOf`); other languages read the English. */
export function legalPage(language: string, slug: LegalSlug): LegalPage {
  return (LEGAL_TEXTS[language] ?? LEGAL_EN)[slug];
}

/** The six pages' paths and titles for one site, in the spec's order (footer, sitemap). */
export function legalLinks(locale: string, language: string): { path: string; title: string }[] {
  return LEGAL_SLUGS.map((slug) => ({
    path: `/${locale}/${slug}`,
    title: legalPage(language, slug).title,
  }));
}

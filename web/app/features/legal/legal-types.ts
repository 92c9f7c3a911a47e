/**
 * The shop's legal pages (spec 000 §2): one page per slug, at `/{locale}/{slug}` on every site,
 * its text in the site's language (lib/legal/legal-{en,fr,de}.ts).
 */
export const LEGAL_SLUGS = [
  "brand-terms",
  "loyalty-terms",
  "sale-terms",
  "sms-terms",
  "associate-discount-terms",
  "privacy",
] as const;

export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** One headed section; its id is the same in every language (the table of contents links to it). */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
}

export interface LegalPage {
  title: string;
  /** The meta description. */
  description: string;
  /** Last updated, as YYYY-MM-DD. */
  updated: string;
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalSlug, LegalPage>;

export function isLegalSlug(value: string | undefined): value is LegalSlug {
  return (LEGAL_SLUGS as readonly (string | undefined)[]).includes(value);
}

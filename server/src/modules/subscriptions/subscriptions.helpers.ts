// Shared with the sign-up (identity checks them before it commits): one rule, in contract/.
export { consentsToSubscriptions, emailRecipient, phoneRecipient } from "@ridgeline/contract";
import type { SubscriptionType } from "@ridgeline/contract";
import { mailLink, type MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";

const REGIONS: Readonly<Record<string, readonly string[]>> = {
  NA: ["US", "CA", "MX"],
  EMEA: [
    "GB",
    "IE",
    "FR",
    "DE",
    "AT",
    "CH",
    "BE",
    "NL",
    "LU",
    "IT",
    "ES",
    "PT",
    "DK",
    "SE",
    "NO",
    "FI",
    "IS",
    "PL",
    "CZ",
    "SK",
    "HU",
    "SI",
    "HR",
    "RO",
    "BG",
    "GR",
    "EE",
    "LV",
    "LT",
    "CY",
    "MT",
    "TR",
    "IL",
    "AE",
    "SA",
    "ZA",
  ],
  APAC: ["AU", "NZ", "JP", "KR", "CN", "HK", "TW", "SG", "MY", "TH", "IN", "PH", "ID", "VN"],
  LATAM: ["BR", "AR", "CL", "CO", "PE", "UY"],
};

/** The sales region of a country (NA, EMEA, APAC, LATAM), or null when we have none for it. */
export function regionOf(country: string): string | null {
  const code = country.toUpperCase();
  for (const [region, countries] of Object.entries(REGIONS)) {
    if (countries.includes(code)) return region;
  }
  return null;
}

/** The consents of the sign-up payload (spec 000 §3). */
export interface SignUpConsents {
  newsletterConsent?: boolean | undefined;
  loyaltyConsent?: boolean | undefined;
  smsNotificationConsent?: boolean | undefined;
  loyaltyEnrollment?: boolean | undefined;
  loyaltyNewsletterConsent?: boolean | undefined;
}

/** Where a confirmation link points: a page of the shopper's site that posts the token. */
export function confirmationPath(locale: string, token: string): string {
  return `/${locale}/subscription/confirm?token=${encodeURIComponent(token)}`;
}

const COPY = {
  en: {
    subject: "Please confirm your subscription",
    intro: "Please confirm that you want to receive our e-mails:",
    button: "Confirm my subscription",
    outro:
      "The link works once and expires in 3 days. If you did not ask for this, ignore this e-mail.",
  },
  fr: {
    subject: "Merci de confirmer votre abonnement",
    intro: "Merci de confirmer que vous souhaitez recevoir nos e-mails :",
    button: "Confirmer mon abonnement",
    outro:
      "Le lien ne sert qu'une fois et expire dans 3 jours. Si vous n'avez rien demandé, ignorez cet e-mail.",
  },
  de: {
    subject: "Bitte bestätigen Sie Ihr Abonnement",
    intro: "Bitte bestätigen Sie, dass Sie unsere E-Mails erhalten möchten:",
    button: "Abonnement bestätigen",
    outro:
      "Der Link gilt einmal und läuft in 3 Tagen ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.",
  },
} as const;

const TYPE_NAMES: Record<"en" | "fr" | "de", Record<SubscriptionType, string>> = {
  en: {
    Newsletter: "Newsletter",
    LoyaltyNewsletter: "Loyalty newsletter",
    Loyalty: "Loyalty programme news",
  },
  fr: {
    Newsletter: "Newsletter",
    LoyaltyNewsletter: "Newsletter fidélité",
    Loyalty: "Actualités du programme fidélité",
  },
  de: {
    Newsletter: "Newsletter",
    LoyaltyNewsletter: "Treue-Newsletter",
    Loyalty: "Neuigkeiten zum Treueprogramm",
  },
};

/**
 * The double opt-in e-mail in the site's language (English where we have no copy); its link is
 * on the shop's public origin.
 */
export function confirmationMessage(input: {
  publicOrigin: string;
  to: string;
  locale: string;
  language: string;
  types: readonly SubscriptionType[];
  token: string;
}): MailMessage {
  const language = input.language === "fr" || input.language === "de" ? input.language : "en";
  const copy = COPY[language];
  const names = input.types.map((type) => TYPE_NAMES[language][type]);
  const url = mailLink(input.publicOrigin, confirmationPath(input.locale, input.token));
  return {
    to: input.to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${names.map((name) => `- ${name}`).join("\n")}\n\n${copy.button}: ${url}\n\n${copy.outro}`,
    html: `<p>${escapeHtml(copy.intro)}</p>
<ul>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(url)}">${escapeHtml(copy.button)}</a></p>
<p>${escapeHtml(copy.outro)}</p>`,
  };
}

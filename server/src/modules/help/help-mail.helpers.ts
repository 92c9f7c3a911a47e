import type { MailMessage } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import { helpLanguage } from "./help.helpers";

type Words = { subject: string; hello: string; body: string; closing: string };

const CASE_WORDS: Record<"en" | "fr" | "de", (caseNo: string, topic: string) => Words> = {
  en: (caseNo, topic) => ({
    subject: `We received your message (case ${caseNo})`,
    hello: "Hello {name},",
    body: `Thank you for writing to us about “${topic}”. Your case number is ${caseNo}; please quote it if you write again. We answer within two business days.`,
    closing: "Ridgeline Outfitters customer care",
  }),
  fr: (caseNo, topic) => ({
    subject: `Nous avons bien reçu votre message (dossier ${caseNo})`,
    hello: "Bonjour {name},",
    body: `Merci de nous avoir écrit au sujet de « ${topic} ». Votre numéro de dossier est ${caseNo} ; merci de le rappeler si vous nous écrivez de nouveau. Nous répondons sous deux jours ouvrés.`,
    closing: "Le service client Ridgeline Outfitters",
  }),
  de: (caseNo, topic) => ({
    subject: `Wir haben Ihre Nachricht erhalten (Fall ${caseNo})`,
    hello: "Hallo {name},",
    body: `Danke für Ihre Nachricht zum Thema „${topic}“. Ihre Fallnummer ist ${caseNo}; bitte geben Sie sie an, wenn Sie uns erneut schreiben. Wir antworten innerhalb von zwei Werktagen.`,
    closing: "Ihr Ridgeline Outfitters Kundenservice",
  }),
};

const CLAIM_WORDS: Record<
  "en" | "fr" | "de",
  (claimNo: string, item: string, orderNo: string) => Words
> = {
  en: (claimNo, item, orderNo) => ({
    subject: `Your warranty claim ${claimNo}`,
    hello: "Hello,",
    body: `We received your warranty claim ${claimNo} for “${item}” from order ${orderNo}. Our team will look at it and write to you within five business days, with what happens next.`,
    closing: "Ridgeline Outfitters customer care",
  }),
  fr: (claimNo, item, orderNo) => ({
    subject: `Votre demande de garantie ${claimNo}`,
    hello: "Bonjour,",
    body: `Nous avons reçu votre demande de garantie ${claimNo} pour « ${item} » de la commande ${orderNo}. Notre équipe l’examine et vous écrit sous cinq jours ouvrés pour la suite.`,
    closing: "Le service client Ridgeline Outfitters",
  }),
  de: (claimNo, item, orderNo) => ({
    subject: `Ihr Garantiefall ${claimNo}`,
    hello: "Hallo,",
    body: `Wir haben Ihren Garantiefall ${claimNo} zu „${item}“ aus der Bestellung ${orderNo} erhalten. Unser Team prüft ihn und schreibt Ihnen innerhalb von fünf Werktagen, wie es weitergeht.`,
    closing: "Ihr Ridgeline Outfitters Kundenservice",
  }),
};

function message(to: string, words: Words, name: string, quote: string | null): MailMessage {
  const hello = words.hello.replace("{name}", name);
  const quoted = quote ? `\n\n> ${quote.split("\n").join("\n> ")}` : "";
  return {
    to,
    subject: words.subject,
    text: `${hello}\n\n${words.body}${quoted}\n\n${words.closing}`,
    html: `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(words.body)}</p>${quote ? `\n<blockquote>${escapeHtml(quote).replace(/\n/g, "<br>")}</blockquote>` : ""}
<p>${escapeHtml(words.closing)}</p>`,
  };
}

/** The acknowledgement of a contact case, in the shopper's language, quoting their message. */
export function caseAcknowledgement(input: {
  caseNo: string;
  email: string;
  name: string;
  subjectLabel: string;
  message: string;
  language: string;
}): MailMessage {
  const words = CASE_WORDS[helpLanguage(input.language)](input.caseNo, input.subjectLabel);
  return message(input.email, words, input.name, input.message);
}

/** The acknowledgement of a warranty claim, in the shopper's language. */
export function claimAcknowledgement(input: {
  claimNo: string;
  email: string;
  itemName: string;
  orderNo: string;
  issue: string;
  language: string;
}): MailMessage {
  const words = CLAIM_WORDS[helpLanguage(input.language)](
    input.claimNo,
    input.itemName,
    input.orderNo,
  );
  return message(input.email, words, "", input.issue);
}

const EVENT_WORDS: Record<
  "en" | "fr" | "de",
  (input: { title: string; days: string; guest: string | null; updated: boolean }) => Words
> = {
  en: ({ title, days, guest, updated }) => ({
    subject: updated ? `Your registration is updated: ${title}` : `You are registered: ${title}`,
    hello: "Hello {name},",
    body: `${updated ? "Your registration is updated" : "You are registered"} for ${title} on ${days}${guest ? `, with ${guest} as your guest` : ""}. See you there!`,
    closing: "Ridgeline Outfitters",
  }),
  fr: ({ title, days, guest, updated }) => ({
    subject: updated
      ? `Votre inscription est mise à jour : ${title}`
      : `Vous êtes inscrit : ${title}`,
    hello: "Bonjour {name},",
    body: `${updated ? "Votre inscription est mise à jour" : "Vous êtes inscrit"} pour ${title}, le ${days}${guest ? `, avec ${guest} comme invité` : ""}. À bientôt !`,
    closing: "Ridgeline Outfitters",
  }),
  de: ({ title, days, guest, updated }) => ({
    subject: updated
      ? `Ihre Anmeldung wurde aktualisiert: ${title}`
      : `Sie sind angemeldet: ${title}`,
    hello: "Hallo {name},",
    body: `${updated ? "Ihre Anmeldung wurde aktualisiert" : "Sie sind angemeldet"} für ${title} am ${days}${guest ? `, mit ${guest} als Begleitung` : ""}. Bis bald!`,
    closing: "Ridgeline Outfitters",
  }),
};

/** The confirmation of an event registration (or of its change), in the shopper's language. */
export function registrationConfirmation(input: {
  email: string;
  firstName: string;
  title: string;
  /** The days attended, YYYY-MM-DD. */
  days: readonly string[];
  guest: string | null;
  updated: boolean;
  language: string;
}): MailMessage {
  const language = helpLanguage(input.language);
  const format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const days = input.days.map((day) => format.format(new Date(`${day}T00:00:00Z`))).join(", ");
  const words = EVENT_WORDS[language]({
    title: input.title,
    days,
    guest: input.guest,
    updated: input.updated,
  });
  return message(input.email, words, input.firstName, null);
}

import type { EN_AUTH } from "./en";

/**
 * German text of sign-in, sign-up and the password forms, on their pages and in the header's
 * dialog (keys: ./en).
 */
export const DE_AUTH: Record<keyof typeof EN_AUTH, string> = {
  "auth.signIn.title": "Anmelden",
  "auth.signIn.pageTitle": "Anmelden | Ridgeline Outfitters",
  "auth.signIn.intro":
    "Willkommen zurück. Melden Sie sich an, um Bestellungen, Adressen und Favoriten zu sehen.",
  "auth.email": "E-Mail",
  "auth.password": "Passwort",
  "auth.signIn.submit": "Anmelden",
  "auth.signIn.noAccount": "Neu bei Ridgeline?",
  "auth.signIn.create": "Konto erstellen",
  "auth.signUp.title": "Konto erstellen",
  "auth.signUp.pageTitle": "Konto erstellen | Ridgeline Outfitters",
  "auth.signUp.intro": "Ein Konto für Bestellungen, Adressen und Favoriten.",
  "auth.firstName": "Vorname",
  "auth.lastName": "Nachname",
  "auth.birthDate": "Geburtsdatum",
  "auth.phone": "Mobilnummer",
  "auth.phoneHint": "Mit Ländervorwahl, z. B. +49 151 23456789",
  "auth.gender": "Geschlecht",
  "auth.gender.none": "Keine Angabe",
  "auth.gender.F": "Weiblich",
  "auth.gender.M": "Männlich",
  "auth.gender.X": "Nicht-binär",
  "auth.optional": "optional",
  "auth.signUp.submit": "Konto erstellen",
  "auth.signUp.haveAccount": "Sie haben schon ein Konto?",
  "auth.password.rules": "Ihr Passwort braucht:",
  "auth.password.rule.length": "mindestens 8 Zeichen",
  "auth.password.rule.upper": "einen Großbuchstaben",
  "auth.password.rule.lower": "einen Kleinbuchstaben",
  "auth.password.rule.digit": "eine Ziffer",
  "auth.password.show": "Passwort anzeigen",
  "auth.newsletter": "Ich möchte Neuigkeiten und Angebote per E-Mail erhalten.",
  "auth.sms":
    "Ich möchte Angebote per SMS erhalten (Mobilnummer nötig; es können Kosten Ihres Anbieters anfallen).",
  "auth.forgot.link": "Passwort vergessen?",
  "auth.forgot.pageTitle": "Passwort vergessen | Ridgeline Outfitters",
  "auth.forgot.title": "Passwort vergessen?",
  "auth.forgot.intro":
    "Geben Sie die E-Mail Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
  "auth.forgot.submit": "Link senden",
  "auth.forgot.sent":
    "Falls {email} ein Konto hat, ist ein Link für ein neues Passwort unterwegs. Er gilt einmal und eine Stunde lang.",
  "auth.forgot.back": "Zurück zur Anmeldung",
  "auth.reset.pageTitle": "Neues Passwort | Ridgeline Outfitters",
  "auth.reset.title": "Neues Passwort wählen",
  "auth.reset.new": "Neues Passwort",
  "auth.reset.confirm": "Neues Passwort wiederholen",
  "auth.reset.submit": "Neues Passwort speichern",
  "auth.reset.again": "Neuen Link anfordern",
  "enrol.loyaltyTerms":
    "Ridgeline Rewards beitreten: Ich akzeptiere die Bedingungen des Treueprogramms.",
  "auth.consents": "Ihre Auswahl",
  "auth.brandTerms": "Ich akzeptiere die Ridgeline-Geschäftsbedingungen.",
  "auth.policy": "Ich habe die Datenschutzerklärung gelesen.",
  "auth.readBrandTerms": "Geschäftsbedingungen lesen",
  "auth.readPolicy": "Datenschutzerklärung lesen",
  "auth.readLoyaltyTerms": "Bedingungen des Treueprogramms lesen",
  "auth.readSmsTerms": "SMS-Bedingungen lesen",
  "auth.smsTermsTitle": "Bedingungen für SMS",
  "auth.smsTermsText":
    "Bis zu 6 SMS im Monat mit Angeboten und Neuigkeiten zu Ihren Bestellungen. Es können Gebühren Ihres Mobilfunkanbieters anfallen. Antworten Sie STOP zum Abbestellen oder HILFE für Hilfe. Ihre Zustimmung ist keine Bedingung für einen Kauf.",
  "auth.smsAccept": "Ich stimme zu",
  "auth.smsAccepted": "✓ SMS-Bedingungen akzeptiert.",
};

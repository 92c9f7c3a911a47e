import type { EN_CONSENT } from "./en";

/** German text of the consent banner and preference centre (keys: ./en). */
export const DE_CONSENT: Record<keyof typeof EN_CONSENT, string> = {
  "consent.title": "Ihre Datenschutzeinstellungen",
  "consent.body":
    "Wir verwenden Cookies, die der Shop zum Funktionieren braucht. Mit Ihrer Erlaubnis nutzen wir außerdem Cookies für Analysen, zum Speichern Ihrer Einstellungen und für Werbung. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.",
  "consent.privacy": "Datenschutzhinweis",
  "consent.acceptAll": "Alle akzeptieren",
  "consent.rejectAll": "Alle ablehnen",
  "consent.preferences": "Einstellungen",
  "consent.settings": "Cookie-Einstellungen",
  "consent.centreTitle": "Cookie-Einstellungen",
  "consent.centreIntro":
    "Wählen Sie, welche Arten von Cookies wir verwenden dürfen. Notwendige Cookies sind immer aktiv, weil der Shop ohne sie nicht funktioniert.",
  "consent.save": "Auswahl speichern",
  "consent.close": "Schließen",
  "consent.alwaysOn": "Immer aktiv",
  "consent.C0001": "Notwendig",
  "consent.C0001.about":
    "Damit Sie angemeldet bleiben, Ihr Warenkorb erhalten bleibt und die Kasse geschützt ist.",
  "consent.C0002": "Leistung und Analyse",
  "consent.C0002.about":
    "Damit wir Besuche zählen und die Ladezeiten der Seiten messen und verbessern können.",
  "consent.C0003": "Funktional",
  "consent.C0003.about":
    "Damit Ihre Auswahl gespeichert bleibt und Videos und Fotogalerien angezeigt werden.",
  "consent.C0004": "Marketing",
  "consent.C0004.about":
    "Damit Angebote und Experimente personalisiert und Werbung auf anderen Websites gemessen wird.",
  "consent.saved": "Ihre Cookie-Auswahl wurde gespeichert.",
};

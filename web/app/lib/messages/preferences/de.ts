import type { EN_PREFERENCES } from "./en";

/** German text of communication preferences and the subscription confirmation (keys: ./en). */
export const DE_PREFERENCES: Record<keyof typeof EN_PREFERENCES, string> = {
  "preferences.pageTitle": "Kommunikationseinstellungen | Ridgeline Outfitters",
  "preferences.title": "Kommunikationseinstellungen",
  "preferences.intro":
    "Wählen Sie, wie wir Sie über neue Ausrüstung, Geschichten und Angebote informieren.",
  "preferences.subscribed": "Sie haben den Newsletter abonniert.",
  "preferences.pendingDone":
    "Fast geschafft: Bitte prüfen Sie Ihren Posteingang und bestätigen Sie über den Link.",
  "preferences.unsubscribed": "Sie wurden abgemeldet.",
  "preferences.since": "Angemeldet seit {date}",
  "preferences.pending":
    "Bitte prüfen Sie Ihren Posteingang: Wir haben einen Bestätigungslink an {recipient} gesendet.",
  "preferences.optedOut": "Abgemeldet am {date}",
  "preferences.notSubscribed": "Nicht angemeldet",
  "preferences.email": "Newsletter per E-Mail",
  "preferences.sms": "Neuigkeiten per SMS",
  "preferences.emailHelp": "Neuheiten, Ratgeber und Angebote, etwa zweimal im Monat.",
  "preferences.smsHelp": "Kurznachrichten zu Angeboten und Events in Ihrer Nähe.",
  "preferences.on": "Aktiv",
  "preferences.noPhone": "Fügen Sie Ihrem Profil eine Mobilnummer hinzu, um SMS zu erhalten.",
  "preferences.cancel": "Anfrage zurückziehen",
  "preferences.optOut": "Abmelden",
  "preferences.optIn": "Anmelden",
  "confirm.pageTitle": "Anmeldung bestätigen | Ridgeline Outfitters",
  "confirm.title": "Anmeldung bestätigen",
  "confirm.intro": "Ein Klick, und Sie erhalten unseren Newsletter.",
  "confirm.submit": "Anmeldung bestätigen",
  "confirm.done": "Vielen Dank: Ihre Anmeldung ist bestätigt.",
  "confirm.toPreferences": "Ihre Kommunikationseinstellungen",
};

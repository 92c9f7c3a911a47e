import type { EN_ASSOCIATES } from "./en";

/** German text of the associate login of an in-store session (keys: ./en). */
export const DE_ASSOCIATES: Record<keyof typeof EN_ASSOCIATES, string> = {
  "associate.pageTitle": "Anmeldung für Mitarbeitende | Ridgeline Outfitters",
  "associate.title": "Anmeldung für Mitarbeitende",
  "associate.intro":
    "Wählen Sie Ihre Filiale und Ihren Namen und geben Sie Ihren Mitarbeitercode ein, um im Geschäft für Kundschaft einzukaufen.",
  "associate.store": "Filiale",
  "associate.chooseStore": "Filiale wählen",
  "associate.continue": "Weiter",
  "associate.employee": "Mitarbeiter/in",
  "associate.secret": "Mitarbeitercode",
  "associate.submit": "Sitzung im Geschäft starten",
  "associate.changeStore": "Filiale wechseln",
  "associate.error.credentials": "Mitarbeiter/in oder Code ist falsch.",
  "associate.error.lastAttempt": "Noch ein falscher Code sperrt diese Anmeldung für 15 Minuten.",
  "associate.error.locked":
    "Diese Anmeldung ist vorübergehend gesperrt. Bitte versuchen Sie es später erneut.",
  "associate.error.store": "Diese Filiale wurde nicht gefunden.",
  "associate.error.generic":
    "Die Sitzung im Geschäft konnte nicht gestartet werden. Bitte versuchen Sie es erneut.",
  "associate.active": "Eine Sitzung im Geschäft läuft in {store} für {employee}.",
  "inStore.cleared": "Die Sitzung im Geschäft wurde beendet.",
  "associate.chooseEmployee": "Wählen Sie Ihren Namen",
};

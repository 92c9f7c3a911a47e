import type { EN_ERROR } from "./en";

/** German text of the error page (keys: ./en). */
export const DE_ERROR: Record<keyof typeof EN_ERROR, string> = {
  "error.description": "Diese Seite ist nicht verfügbar.",
  "error.404.eyebrow": "Fehler 404",
  "error.other.eyebrow": "Fehler {status}",
  "error.404.title": "Diese Seite gibt es nicht",
  "error.other.title": "Etwas ist schiefgelaufen",
  "error.404.text":
    "Die gesuchte Seite wurde verschoben oder hat nie existiert. Zurück auf den richtigen Weg.",
  "error.other.text":
    "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  "error.busy.text":
    "Gerade ist sehr viel los, das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.",
  "error.busy.close": "Schließen",
  "error.back": "Zurück zum Shop",
};

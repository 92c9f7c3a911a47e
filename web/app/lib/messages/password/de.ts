import type { EN_PASSWORD } from "./en";

/** German text of the change-password page (keys: ./en). */
export const DE_PASSWORD: Record<keyof typeof EN_PASSWORD, string> = {
  "password.pageTitle": "Passwort ändern | Ridgeline Outfitters",
  "password.title": "Passwort ändern",
  "password.intro": "Hier bleiben Sie angemeldet; Ihre anderen Geräte werden abgemeldet.",
  "password.current": "Aktuelles Passwort",
  "password.new": "Neues Passwort",
  "password.confirm": "Neues Passwort wiederholen",
  "password.submit": "Passwort ändern",
  "password.changed": "Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.",
};

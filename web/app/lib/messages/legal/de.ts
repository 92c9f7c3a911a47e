import type { EN_LEGAL } from "./en";

/** German text of the legal pages (keys: ./en). */
export const DE_LEGAL: Record<keyof typeof EN_LEGAL, string> = {
  "legal.pageTitle": "{title} | Ridgeline Outfitters",
  "legal.demo":
    "Demo-Shop: Diese Bedingungen zeigen, wie die Seiten funktionieren, und binden niemanden.",
  "legal.updated": "Zuletzt aktualisiert am {date}",
  "legal.contents": "Auf dieser Seite",
  "legal.employeeTerms.answer": "Ihr Mitarbeiterrabatt wartet auf Ihre Antwort.",
};

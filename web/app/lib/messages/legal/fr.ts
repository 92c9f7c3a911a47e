import type { EN_LEGAL } from "./en";

/** French text of the legal pages (keys: ./en). */
export const FR_LEGAL: Record<keyof typeof EN_LEGAL, string> = {
  "legal.pageTitle": "{title} | Ridgeline Outfitters",
  "legal.demo":
    "Boutique de démonstration : ces conditions montrent le fonctionnement des pages et n’engagent personne.",
  "legal.updated": "Dernière mise à jour : {date}",
  "legal.contents": "Sur cette page",
  "legal.employeeTerms.answer": "Votre remise employé attend votre réponse.",
};

import type { EN_ERROR } from "./en";

/** French text of the error page (keys: ./en). */
export const FR_ERROR: Record<keyof typeof EN_ERROR, string> = {
  "error.description": "Cette page n'est pas disponible.",
  "error.404.eyebrow": "Erreur 404",
  "error.other.eyebrow": "Erreur {status}",
  "error.404.title": "Page introuvable",
  "error.other.title": "Un problème est survenu",
  "error.404.text":
    "La page que vous cherchez a été déplacée ou n'a jamais existé. Reprenons le bon sentier.",
  "error.other.text": "Impossible de charger cette page. Veuillez réessayer dans un instant.",
  "error.busy.text":
    "Nous sommes très sollicités en ce moment et n'avons pas pu le faire. Veuillez réessayer dans un instant.",
  "error.busy.close": "Fermer",
  "error.back": "Retour à la boutique",
};

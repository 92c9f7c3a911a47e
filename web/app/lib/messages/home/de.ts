import type { EN_HOME } from "./en";

/** German text of the home page (keys: ./en). */
export const DE_HOME: Record<keyof typeof EN_HOME, string> = {
  "home.title": "Ridgeline Outfitters | Outdoor-Bekleidung und -Schuhe",
  "home.description": "Jacken, Fleece, Schuhe und Rucksäcke für lange Wege.",
  "home.eyebrow": "Neue Saison · HW26",
  "home.heading": "Gemacht für lange Wege",
  "home.text": "Wasserdichte Jacken, warmes Fleece und Schuhe, die sich einlaufen statt abnutzen.",
  "home.shop": "{name} entdecken",
  "home.byCategory": "Nach Kategorie einkaufen",
  "home.topRated": "Am besten bewertet",
  "home.justIn": "Neu eingetroffen",
};

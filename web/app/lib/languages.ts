/** The languages the shop's UI is written in (the dictionaries and the translator share them). */
export const LANGUAGES = ["en", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

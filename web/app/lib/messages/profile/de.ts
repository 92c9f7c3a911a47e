import type { EN_PROFILE } from "./en";

/** German text of the profile page (keys: ./en). */
export const DE_PROFILE: Record<keyof typeof EN_PROFILE, string> = {
  "profile.pageTitle": "Ihr Profil | Ridgeline Outfitters",
  "profile.title": "Ihr Profil",
  "profile.intro": "Halten Sie Ihre Angaben aktuell. Sie melden sich mit {email} an.",
  "profile.saved": "Ihr Profil wurde gespeichert.",
  "profile.save": "Profil speichern",
  "profile.interests": "Ihre Interessen",
  "profile.interestsHelp":
    "Sagen Sie uns, was Sie draußen unternehmen, und wir zeigen Ihnen mehr davon.",
  "profile.shoeSize": "Bevorzugte Schuhgröße",
  "profile.shoeSizeHint": "z. B. 9.5 oder 42",
  "interest.running": "Laufen",
  "interest.trail-running": "Trailrunning",
  "interest.hiking": "Wandern",
  "interest.climbing": "Klettern",
  "interest.camping": "Camping",
  "interest.skiing": "Skifahren",
  "interest.snowboarding": "Snowboarden",
  "interest.cycling": "Radfahren",
  "interest.training": "Training",
  "interest.yoga": "Yoga",
  "interest.travel": "Reisen",
  "interest.lifestyle": "Alltag",
};

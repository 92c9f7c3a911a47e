import type { EN_PROFILE } from "./en";

/** French text of the profile page (keys: ./en). */
export const FR_PROFILE: Record<keyof typeof EN_PROFILE, string> = {
  "profile.pageTitle": "Votre profil | Ridgeline Outfitters",
  "profile.title": "Votre profil",
  "profile.intro": "Gardez vos informations à jour. Vous vous connectez avec {email}.",
  "profile.saved": "Votre profil a été enregistré.",
  "profile.save": "Enregistrer le profil",
  "profile.interests": "Vos centres d'intérêt",
  "profile.interestsHelp":
    "Dites-nous ce que vous faites en plein air, nous vous en montrerons davantage.",
  "profile.shoeSize": "Pointure préférée",
  "profile.shoeSizeHint": "p. ex. 9.5 ou 42",
  "interest.running": "Course à pied",
  "interest.trail-running": "Trail",
  "interest.hiking": "Randonnée",
  "interest.climbing": "Escalade",
  "interest.camping": "Camping",
  "interest.skiing": "Ski",
  "interest.snowboarding": "Snowboard",
  "interest.cycling": "Vélo",
  "interest.training": "Entraînement",
  "interest.yoga": "Yoga",
  "interest.travel": "Voyage",
  "interest.lifestyle": "Au quotidien",
};

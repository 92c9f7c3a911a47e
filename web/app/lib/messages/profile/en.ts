/**
 * English text of the profile page: the keys every language must translate. `{name}` marks a
 * value.
 */
export const EN_PROFILE = {
  "profile.pageTitle": "Your profile | Ridgeline Outfitters",
  "profile.title": "Your profile",
  "profile.intro": "Keep your details up to date. You sign in with {email}.",
  "profile.saved": "Your profile has been saved.",
  "profile.save": "Save profile",
  "profile.interests": "Your interests",
  "profile.interestsHelp": "Tell us what you do outdoors and we will show you more of it.",
  "profile.shoeSize": "Preferred shoe size",
  "profile.shoeSizeHint": "e.g. 9.5 or 42",
  "interest.running": "Running",
  "interest.trail-running": "Trail running",
  "interest.hiking": "Hiking",
  "interest.climbing": "Climbing",
  "interest.camping": "Camping",
  "interest.skiing": "Skiing",
  "interest.snowboarding": "Snowboarding",
  "interest.cycling": "Cycling",
  "interest.training": "Training",
  "interest.yoga": "Yoga",
  "interest.travel": "Travel",
  "interest.lifestyle": "Everyday wear",
} as const;

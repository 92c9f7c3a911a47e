/**
 * English text of the consent banner and preference centre (issue 29): the keys every language
 * must translate. `{name}` marks a value.
 */
export const EN_CONSENT = {
  "consent.title": "Your privacy choices",
  "consent.body":
    "We use cookies that the shop needs to work. With your permission we also use cookies for analytics, for remembering your preferences and for advertising. You can change your choice at any time under “Cookie settings” at the foot of every page.",
  "consent.privacy": "Privacy notice",
  "consent.acceptAll": "Accept all",
  "consent.rejectAll": "Reject all",
  "consent.preferences": "Preferences",
  "consent.settings": "Cookie settings",
  "consent.centreTitle": "Cookie preferences",
  "consent.centreIntro":
    "Choose which kinds of cookies we may use. Required cookies are always on, because the shop does not work without them.",
  "consent.save": "Save my choices",
  "consent.close": "Close",
  "consent.alwaysOn": "Always on",
  "consent.C0001": "Required",
  "consent.C0001.about": "Keep you signed in, hold your bag and protect the checkout.",
  "consent.C0002": "Performance and analytics",
  "consent.C0002.about": "Count visits and measure how pages perform, so we can improve them.",
  "consent.C0003": "Functional",
  "consent.C0003.about": "Remember choices you make and show videos and photo galleries.",
  "consent.C0004": "Targeting",
  "consent.C0004.about":
    "Personalise offers and experiments, and measure advertising on other sites.",
  "consent.saved": "Your cookie choices were saved.",
} as const;

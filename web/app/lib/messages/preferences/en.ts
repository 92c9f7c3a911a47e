/**
 * English text of communication preferences and the subscription confirmation: the keys every
 * language must translate. `{name}` marks a value.
 */
export const EN_PREFERENCES = {
  "preferences.pageTitle": "Communication preferences | Ridgeline Outfitters",
  "preferences.title": "Communication preferences",
  "preferences.intro": "Choose how we keep you posted about new gear, trail stories and offers.",
  "preferences.subscribed": "You are subscribed to the newsletter.",
  "preferences.pendingDone": "Almost done: check your inbox and follow the link to confirm.",
  "preferences.unsubscribed": "You have been unsubscribed.",
  "preferences.since": "Subscribed since {date}",
  "preferences.pending": "Check your inbox: we sent a confirmation link to {recipient}.",
  "preferences.optedOut": "Unsubscribed on {date}",
  "preferences.notSubscribed": "Not subscribed",
  "preferences.email": "Newsletter by e-mail",
  "preferences.sms": "News by SMS",
  "preferences.emailHelp": "New arrivals, guides and offers, about twice a month.",
  "preferences.smsHelp": "Short messages about offers and events near you.",
  "preferences.on": "On",
  "preferences.noPhone": "Add a mobile number to your profile to get SMS.",
  "preferences.cancel": "Cancel request",
  "preferences.optOut": "Unsubscribe",
  "preferences.optIn": "Subscribe",
  "confirm.pageTitle": "Confirm your subscription | Ridgeline Outfitters",
  "confirm.title": "Confirm your subscription",
  "confirm.intro": "One click and you will get our newsletter.",
  "confirm.submit": "Confirm subscription",
  "confirm.done": "Thank you: your subscription is confirmed.",
  "confirm.toPreferences": "Your communication preferences",
} as const;

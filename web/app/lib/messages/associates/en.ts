/**
 * English text of the associate login of an in-store session: the keys every language must
 * translate. `{name}` marks a value.
 */
export const EN_ASSOCIATES = {
  "associate.pageTitle": "Associate login | Ridgeline Outfitters",
  "associate.title": "Associate login",
  "associate.intro":
    "Choose your store, then your name, and enter your associate secret to shop for a customer in store.",
  "associate.store": "Store",
  "associate.chooseStore": "Choose a store",
  "associate.continue": "Continue",
  "associate.employee": "Associate",
  "associate.secret": "Associate secret",
  "associate.submit": "Start in-store session",
  "associate.changeStore": "Change store",
  "associate.error.credentials": "The associate or secret is incorrect.",
  "associate.error.lastAttempt": "One more wrong secret will lock this associate for 15 minutes.",
  "associate.error.locked": "This associate is locked for now. Please try again later.",
  "associate.error.store": "This store was not found.",
  "associate.error.generic": "We could not start the in-store session. Please try again.",
  "associate.active": "An in-store session is running at {store} for {employee}.",
  "inStore.cleared": "The in-store session was cleared.",
  "associate.chooseEmployee": "Choose your name",
} as const;

/**
 * English text of the change-password page: the keys every language must translate. `{name}` marks
 * a value.
 */
export const EN_PASSWORD = {
  "password.pageTitle": "Change your password | Ridgeline Outfitters",
  "password.title": "Change your password",
  "password.intro": "You stay signed in here; your other devices are signed out.",
  "password.current": "Current password",
  "password.new": "New password",
  "password.confirm": "Repeat the new password",
  "password.submit": "Change password",
  "password.changed": "Your password has been changed. Your other devices have been signed out.",
} as const;

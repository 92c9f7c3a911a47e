/**
 * English text of the error page: the keys every language must translate. `{name}` marks a value.
 */
export const EN_ERROR = {
  // The meta description of an error page: analytics reads it as the page type Error (001 §2).
  "error.description": "This page is unavailable.",
  "error.404.eyebrow": "Error 404",
  "error.other.eyebrow": "Error {status}",
  "error.404.title": "We can't find that page",
  "error.other.title": "Something went wrong",
  "error.404.text":
    "The page you're looking for has moved, or never existed. Let's get you back on the trail.",
  "error.other.text": "We couldn't load this page. Please try again in a moment.",
  "error.busy.text":
    "We are very busy right now and could not do that. Please try again in a moment.",
  "error.busy.close": "Close",
  "error.back": "Back to the shop",
} as const;

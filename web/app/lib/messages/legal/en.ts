/**
 * English text of the legal pages: the keys every language must translate. `{name}` marks a value.
 */
export const EN_LEGAL = {
  "legal.pageTitle": "{title} | Ridgeline Outfitters",
  "legal.demo": "Demo shop: these terms show how the pages work and bind nobody.",
  "legal.updated": "Last updated {date}",
  "legal.contents": "On this page",
  "legal.employeeTerms.answer": "Your employee discount is waiting for your answer.",
} as const;

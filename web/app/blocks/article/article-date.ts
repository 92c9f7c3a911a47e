import { dateTimeFormat } from "@ridgeline/contract";

/**
 * An article's date (`YYYY-MM-DD`) written the page locale's way ("3 March 2026", "3 mars
 * 2026"). Read as a day in UTC, so the server and the browser write the same words whatever
 * their time zones.
 */
export function articleDate(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  try {
    return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(day);
  } catch {
    // A locale Intl does not know: the date as written.
    return date;
  }
}

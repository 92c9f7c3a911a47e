import type { ContactCategory } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import { CONTACT_TOPICS, type HelpLanguage } from "./contact-topics.data";

/** The shop's languages for help's words; any other reads English. */
export function helpLanguage(language: string): HelpLanguage {
  return language === "fr" || language === "de" ? language : "en";
}

/** The categories and subjects in one language (the form's lists). */
export function contactCategories(language: string): ContactCategory[] {
  const lang = helpLanguage(language);
  return CONTACT_TOPICS.map((topic) => ({
    code: topic.code,
    label: topic.label[lang],
    subjects: topic.subjects.map((subject) => ({
      code: subject.code,
      label: subject.label[lang],
    })),
  }));
}

/**
 * The category and subject of a case, with their labels; VAL400 at `category` for an unknown
 * category, at `subject` for a subject that is not the category's.
 */
export function checkTopic(
  category: string,
  subject: string,
  language: string,
): { category: string; subject: string } {
  const lang = helpLanguage(language);
  const topic = CONTACT_TOPICS.find((entry) => entry.code === category);
  if (!topic)
    throw new AppError("VAL400", {
      field: "category",
      message: "category: not a category of the list.",
    });
  const found = topic.subjects.find((entry) => entry.code === subject);
  if (!found)
    throw new AppError("VAL400", {
      field: "subject",
      message: "subject: not a subject of this category.",
    });
  return { category: topic.label[lang], subject: found.label[lang] };
}

/** A readable number per site: `C-US-000123`; more digits once past a million. */
export function sequenceNumber(prefix: "C" | "W", siteId: string, n: number): string {
  return `${prefix}-${siteId}-${String(n).padStart(6, "0")}`;
}

/** Every day from `start` to `end` (YYYY-MM-DD, both included). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

import { z } from "zod";
import { CURRENCIES } from "../money";

export const CURRENCY_SCHEMA = z.enum(CURRENCIES);

export const RATING_SCHEMA = z.object({
  score: z.number().min(0).max(5),
  reviewsCount: z.number().int().min(0),
});

export const IMAGE_SCHEMA = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const BREADCRUMB_SCHEMA = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
});

export const EYEBROW_SCHEMA = z.object({ id: z.string(), label: z.string() });

/** Accepts a page parameter from a query string: `?start=20&count=20`. */
export const PAGING_QUERY = {
  start: z.coerce.number().int().min(0).max(10000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
};

/**
 * A moment a page states (ISO 8601 with an offset), within the years a store's records can
 * hold: the database has no year 0 and no shopper acts in 1066 or 9999, so such a value is the
 * caller's mistake (VAL400), never a failed write.
 */
export const ISO_DATE_TIME = z
  .string()
  .datetime({ offset: true })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200 && !Number.isNaN(Date.parse(value));
  }, "must be a date and time between the years 1900 and 2200")
  // Real offsets run from -12:00 to +14:00; the database refuses past ±15:59 (a GEN500 before).
  .refine((value) => {
    const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value);
    return !offset || Number(offset[2]) * 60 + Number(offset[3]) <= 14 * 60;
  }, "must have a time zone offset within ±14:00");

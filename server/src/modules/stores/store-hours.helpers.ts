import type { StoreHours } from "@ridgeline/contract";
import { dateTimeFormat } from "@ridgeline/contract";

const WEEKDAYS: Record<string, StoreHours["day"]> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};

/** The weekday and "HH:MM" wall-clock time of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { day: StoreHours["day"]; time: string } {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAYS[part("weekday")];
  if (!day) throw new Error(`Unexpected weekday from Intl: ${part("weekday")}`);
  return { day, time: `${part("hour")}:${part("minute")}` };
}

/** True when the store is open at that instant, read in the store's own time zone. */
export function isOpenAt(hours: readonly StoreHours[], timeZone: string, at: Date): boolean {
  const { day, time } = localTime(at, timeZone);
  const today = hours.find((slot) => slot.day === day);
  if (!today?.open || !today.close) return false;
  // "HH:MM" strings compare in time order.
  return time >= today.open && time < today.close;
}

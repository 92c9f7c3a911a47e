import type { StoreHours } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { isOpenAt, localTime } from "./store-hours.helpers";

const WEEKDAYS: StoreHours[] = [
  { day: "mon", open: "10:00", close: "20:00" },
  { day: "tue", open: "10:00", close: "20:00" },
  { day: "wed", open: "10:00", close: "20:00" },
  { day: "thu", open: "10:00", close: "20:00" },
  { day: "fri", open: "10:00", close: "20:00" },
  { day: "sat", open: "10:00", close: "18:00" },
  { day: "sun", open: null, close: null },
];

describe("localTime", () => {
  it("reads the weekday and time in the store's zone, across the date line of UTC", () => {
    // Tuesday 03:30 UTC is still Monday evening in Denver.
    expect(localTime(new Date("2026-11-17T03:30:00Z"), "America/Denver")).toEqual({
      day: "mon",
      time: "20:30",
    });
    expect(localTime(new Date("2026-11-17T03:30:00Z"), "Europe/Berlin")).toEqual({
      day: "tue",
      time: "04:30",
    });
  });
});

describe("isOpenAt", () => {
  it("is open from the opening minute up to, not including, the closing minute", () => {
    expect(isOpenAt(WEEKDAYS, "Europe/Berlin", new Date("2026-11-16T09:00:00Z"))).toBe(true);
    expect(isOpenAt(WEEKDAYS, "Europe/Berlin", new Date("2026-11-16T08:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEKDAYS, "Europe/Berlin", new Date("2026-11-16T19:00:00Z"))).toBe(false);
  });

  it("is closed all day when the day has no hours", () => {
    expect(isOpenAt(WEEKDAYS, "Europe/Berlin", new Date("2026-11-22T12:00:00Z"))).toBe(false);
  });

  it("uses the store's zone, not UTC", () => {
    // Monday 17:30 UTC is 10:30 in Denver (open) and 18:30 in Berlin (open); 02:00 UTC Tuesday
    // is Monday 19:00 in Denver (open) and 03:00 in Berlin (closed).
    const at = new Date("2026-11-17T02:00:00Z");
    expect(isOpenAt(WEEKDAYS, "America/Denver", at)).toBe(true);
    expect(isOpenAt(WEEKDAYS, "Europe/Berlin", at)).toBe(false);
  });
});

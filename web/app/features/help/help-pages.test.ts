import { describe, expect, it } from "vitest";
import { eventDayChoices, returnWindowDays, warrantyLines } from "./help-pages";

describe("the help pages' helpers", () => {
  it("give each site its return window, and the default to a site the table does not name", () => {
    expect(returnWindowDays("US")).toBe(60);
    expect(returnWindowDays("FR")).toBe(30);
    expect(returnWindowDays("XX")).toBe(30);
  });

  it("offer attending days only for an event of two days or more", () => {
    const format = (day: string) => `day ${day}`;
    expect(eventDayChoices(["2026-12-26"], format)).toEqual([]);
    expect(eventDayChoices(["2026-12-26", "2026-12-27"], format)).toEqual([
      { value: "2026-12-26", label: "day 2026-12-26" },
      { value: "2026-12-27", label: "day 2026-12-27" },
    ]);
  });

  it("number an order's lines from 1 in the order's own order, as the API names them", () => {
    const item = (name: string, upc: string) => ({
      productId: "AB1234567",
      upc,
      name,
      qty: 2,
      price: 15,
      total: 30,
      shipmentId: "me",
      variants: [],
    });
    expect(warrantyLines({ items: [item("Socks", "1"), item("Shell", "2")] })).toEqual([
      { lineNo: 1, name: "Socks", qty: 2, upc: "1" },
      { lineNo: 2, name: "Shell", qty: 2, upc: "2" },
    ]);
  });
});

import { PROMO_BAR, type ResolvedChild } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  dotColor,
  messageColors,
  plainText,
  rotates,
  rotationMs,
  shownMessages,
  stepIndex,
} from "./promo-bar-logic";
import {
  EMPTY_MESSAGE,
  PROMO_BAR_FIXTURE,
  RETURNS,
  SALE_MESSAGE,
  SHIPPING,
} from "./promo-bar.fixture";

const many = (n: number) =>
  Array.from({ length: n }, (_, at) => ({ ...SHIPPING, id: `promo-${at}` })) as ResolvedChild[];

describe("promo bar messages (001 §4)", () => {
  it("drops messages whose section is empty once tags are trimmed", () => {
    expect(shownMessages(PROMO_BAR_FIXTURE.messages, undefined).map((m) => m.id)).toEqual([
      SHIPPING.id,
      SALE_MESSAGE.id,
      RETURNS.id,
    ]);
    expect(plainText(EMPTY_MESSAGE.richText)).toBe("");
    expect(plainText("<p>Up&nbsp;to 40&#37; off &amp; more</p>")).toBe("Up to 40% off & more");
  });

  it("shows at most the bar's maximum, else the configured one", () => {
    expect(shownMessages(many(9), 2)).toHaveLength(2);
    expect(shownMessages(many(9), undefined)).toHaveLength(PROMO_BAR.maxMessagesDefault);
  });

  it("leaves out children that are not promo messages", () => {
    const stray = { type: "spacer", id: "stray" } as ResolvedChild;
    expect(shownMessages([stray, SHIPPING as unknown as ResolvedChild], 5)).toHaveLength(1);
  });
});

describe("promo bar rotation", () => {
  it("rotates at the bar's seconds, else the default", () => {
    expect(rotationMs(5)).toBe(5000);
    expect(rotationMs(undefined)).toBe(PROMO_BAR.autorotateDefaultSeconds * 1000);
  });

  it("goes round in both directions", () => {
    expect([0, 1, 2].map((at) => stepIndex(at, 3, 1))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((at) => stepIndex(at, 3, -1))).toEqual([2, 0, 1]);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it("moves only with several messages, not paused, pointed at or focused", () => {
    const base = { count: 3, paused: false, hovered: false, focused: false };
    expect(rotates(base)).toBe(true);
    expect(rotates({ ...base, count: 1 })).toBe(false);
    expect(rotates({ ...base, paused: true })).toBe(false);
    expect(rotates({ ...base, hovered: true })).toBe(false);
    expect(rotates({ ...base, focused: true })).toBe(false);
  });
});

describe("promo bar colours (001 §4)", () => {
  it("gives low-contrast (dark) grounds a white pager dot and others a black one", () => {
    expect(dotColor("brand")).toBe("white");
    expect(dotColor("#1f3d2b")).toBe("white");
    expect(dotColor("#6b6b6b")).toBe("white");
    expect(dotColor("#ffffff")).toBe("black");
    expect(dotColor("stone")).toBe("black");
    expect(dotColor("#e4572e")).toBe("black");
    expect(dotColor("#f5c518")).toBe("black");
  });

  it("takes the active message's ground, text and hover colours, or readable defaults", () => {
    expect(messageColors(SALE_MESSAGE, undefined)).toEqual({
      background: "#ffffff",
      text: "ink",
      hover: "#1f3d2b",
      dark: false,
    });
    expect(messageColors(SHIPPING, undefined)).toMatchObject({ text: "white", dark: true });
    expect(messageColors({ ...SHIPPING, background: undefined }, "mist")).toMatchObject({
      background: "mist",
      text: "ink",
    });
  });
});

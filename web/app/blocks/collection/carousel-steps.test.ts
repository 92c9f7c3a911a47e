import { describe, expect, it } from "vitest";
import {
  initialShare,
  nearestSlide,
  rotates,
  seenShare,
  slideTargets,
  stepTo,
} from "./carousel-steps";

const slides = [0, 1, 2, 3].map((i) => ({ left: 16 + i * 300, width: 300 }));

describe("carousel steps", () => {
  it("scrolls a slide to the track's start, after the track's padding", () => {
    // Track 616 wide (two slides and the padding), scrolling 1216 + 16 - 616 = 616 at most.
    expect(slideTargets(slides, 616, 616, "start")).toEqual([0, 300, 600, 616]);
  });

  it("centres a slide for highlightCenter, within what the track can scroll", () => {
    expect(slideTargets(slides, 600, 632, "center")).toEqual([0, 166, 466, 632]);
  });

  it("finds the slide nearest the scroll position", () => {
    expect(nearestSlide([0, 300, 600], 0)).toBe(0);
    expect(nearestSlide([0, 300, 600], 420)).toBe(1);
    expect(nearestSlide([0, 300, 600], 460)).toBe(2);
    expect(nearestSlide([], 100)).toBe(0);
  });

  it("steps to the next and previous slide, stopping at the ends without loop", () => {
    const middle = { index: 1, count: 4, atStart: false, atEnd: false };
    expect(stepTo(middle, 1, false)).toBe(2);
    expect(stepTo(middle, -1, false)).toBe(0);
    expect(stepTo({ ...middle, index: 3, atEnd: true }, 1, false)).toBeNull();
    expect(stepTo({ ...middle, index: 0, atStart: true }, -1, false)).toBeNull();
  });

  it("loops past either end, also when the end shows before the last slide is current", () => {
    const atEnd = { index: 2, count: 4, atStart: false, atEnd: true };
    expect(stepTo(atEnd, 1, true)).toBe(0);
    expect(stepTo(atEnd, 1, false)).toBeNull();
    expect(stepTo({ index: 0, count: 4, atStart: true, atEnd: false }, -1, true)).toBe(3);
    expect(stepTo({ index: 0, count: 1, atStart: true, atEnd: true }, 1, true)).toBeNull();
  });

  it("measures the share of the track seen for the progress bar", () => {
    expect(seenShare(0, 400, 1600)).toBe(0.25);
    expect(seenShare(1200, 400, 1600)).toBe(1);
    expect(seenShare(0, 400, 400)).toBe(1);
    expect(initialShare(4)).toBe(0.25);
    expect(initialShare(0)).toBe(1);
  });

  it("rotates only where it autoplays, not under reduced motion, paused, hovered or focused", () => {
    const base = {
      autoplayHere: true,
      reducedMotion: false,
      paused: false,
      hovered: false,
      focused: false,
      ended: false,
      count: 3,
    };
    expect(rotates(base)).toBe(true);
    expect(rotates({ ...base, autoplayHere: false })).toBe(false);
    expect(rotates({ ...base, reducedMotion: true })).toBe(false);
    expect(rotates({ ...base, paused: true })).toBe(false);
    expect(rotates({ ...base, hovered: true })).toBe(false);
    expect(rotates({ ...base, focused: true })).toBe(false);
    expect(rotates({ ...base, ended: true })).toBe(false);
    expect(rotates({ ...base, count: 1 })).toBe(false);
  });
});

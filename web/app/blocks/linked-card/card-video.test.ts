import { afterEach, describe, expect, it, vi } from "vitest";
import { playVideo, playsOnMount, type PlayableVideo } from "./card-video";

function video(fields: Partial<PlayableVideo> = {}): PlayableVideo {
  return {
    paused: true,
    currentSrc: "",
    src: "",
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    ...fields,
  };
}

describe("linked card video", () => {
  afterEach(() => vi.restoreAllMocks());

  it("plays on mount unless motion is reduced, the shopper paused it, or it already plays", () => {
    const base = { reducedMotion: false, pausedByShopper: false, paused: true };
    expect(playsOnMount(base)).toBe(true);
    expect(playsOnMount({ ...base, reducedMotion: true })).toBe(false);
    expect(playsOnMount({ ...base, pausedByShopper: true })).toBe(false);
    expect(playsOnMount({ ...base, paused: false })).toBe(false);
  });

  it("gives a video without a source (reduced motion) its file before playing it", async () => {
    const still = video();
    expect(await playVideo(still, "/media/loop.mp4")).toBe(true);
    expect(still.src).toBe("/media/loop.mp4");
    expect(still.play).toHaveBeenCalledOnce();
    const loaded = video({ currentSrc: "https://cdn.example/loop.mp4" });
    await playVideo(loaded, "/media/loop.mp4");
    expect(loaded.src).toBe("");
  });

  it("logs a refused play and reports that it does not play (001 §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = video({ play: () => Promise.reject(new Error("NotAllowedError")) });
    expect(await playVideo(refused, "/media/loop.mp4")).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { pauseVideos, resumeVideos, type PausableVideo } from "./collection-videos";

function video(playing: boolean, play = () => Promise.resolve()) {
  const v = {
    paused: !playing,
    pause: vi.fn(() => {
      v.paused = true;
    }),
    play: vi.fn(() => {
      v.paused = false;
      return play();
    }),
  } satisfies PausableVideo;
  return v;
}

describe("collection videos", () => {
  afterEach(() => vi.restoreAllMocks());

  it("pauses the playing videos of a paused collection and resumes only those", () => {
    const playing = video(true);
    const stopped = video(false);
    const paused = pauseVideos([playing, stopped]);
    expect(paused).toEqual([playing]);
    expect(playing.paused).toBe(true);
    expect(stopped.pause).not.toHaveBeenCalled();
    resumeVideos(paused);
    expect(playing.play).toHaveBeenCalledOnce();
    expect(stopped.play).not.toHaveBeenCalled();
  });

  it("logs a video that refuses to resume (001 §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refusing = video(false, () => Promise.reject(new Error("NotAllowedError")));
    resumeVideos([refusing]);
    await vi.waitFor(() => expect(log).toHaveBeenCalledOnce());
  });
});

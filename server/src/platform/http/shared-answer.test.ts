import { afterEach, describe, expect, it, vi } from "vitest";
import { answerJson, isSharedAnswer, shareAnswer, sharedAnswerBytes } from "./shared-answer";

afterEach(() => {
  vi.restoreAllMocks();
});

const anAnswer = () => ({
  total: 2,
  products: [
    { id: "A1", prices: { current: 9.5 } },
    { id: "B2", prices: { current: 12 } },
  ],
  query: { q: "jacket", corrected: null },
});

describe("shared answers", () => {
  it("are written as JSON.stringify writes them, and only once", async () => {
    const answer = shareAnswer(anAnswer());
    const stringify = vi.spyOn(JSON, "stringify");
    const first = answerJson(answer);
    expect(answerJson(answer)).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(sharedAnswerBytes(answer).toString()).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(first).toBe(JSON.stringify(anAnswer()));
  });

  it("are frozen through and through: no caller can change what the next one is sent", () => {
    const answer = shareAnswer(anAnswer());
    answerJson(answer);
    expect(() => {
      (answer.products[0] as { prices: { current: number } }).prices.current = 1;
    }).toThrow(TypeError);
    expect(() => answer.products.push({ id: "C3", prices: { current: 1 } })).toThrow(TypeError);
    expect(JSON.parse(answerJson(answer))).toEqual(anAnswer());
  });

  it("leave other answers alone: written afresh each time, never frozen", () => {
    const answer = anAnswer();
    expect(isSharedAnswer(answer)).toBe(false);
    expect(answerJson(answer)).toBe(JSON.stringify(anAnswer()));
    answer.total = 3;
    expect(JSON.parse(answerJson(answer))).toMatchObject({ total: 3 });
    expect(Object.isFrozen(answer)).toBe(false);
    expect(answerJson(null)).toBe("null");
  });
});

import { describe, expect, it } from "vitest";
import { COMPARE_MAX, compareHref, compareIds, parsePicks, togglePick } from "./compare";

const pick = (productId: string) => ({ productId, name: productId, image: `/i/${productId}.svg` });

describe("compare picks", () => {
  it("reads ids from a compare URL, repeated or comma-separated, valid and unique", () => {
    const url = new URL("http://x/en-us/compare?ids=JKXZHJNW,bad,JKXZHJNW&ids=FLC4L3NH, TRVII3KG");
    expect(compareIds(url)).toEqual(["JKXZHJNW", "FLC4L3NH", "TRVII3KG"]);
    expect(compareHref("en-us", ["JKXZHJNW", "FLC4L3NH"])).toBe(
      "/en-us/compare?ids=JKXZHJNW%2CFLC4L3NH",
    );
  });

  it("adds and removes picks and takes no more than the API compares", () => {
    let picks = togglePick([], pick("AAAAAAA1"));
    picks = togglePick(picks, pick("AAAAAAA2"));
    expect(picks.map((p) => p.productId)).toEqual(["AAAAAAA1", "AAAAAAA2"]);
    expect(togglePick(picks, pick("AAAAAAA1")).map((p) => p.productId)).toEqual(["AAAAAAA2"]);
    for (let n = 3; n <= COMPARE_MAX + 2; n += 1) picks = togglePick(picks, pick(`AAAAAAA${n}`));
    expect(picks).toHaveLength(COMPARE_MAX);
  });

  it("ignores stored text that is not a list of picks", () => {
    expect(parsePicks("not json")).toEqual([]);
    expect(parsePicks('{"productId":"AAAAAAA1"}')).toEqual([]);
    expect(parsePicks(JSON.stringify([pick("AAAAAAA1"), { productId: 3 }]))).toEqual([
      pick("AAAAAAA1"),
    ]);
  });
});

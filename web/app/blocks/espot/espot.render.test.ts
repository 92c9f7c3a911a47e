import { ESPOT_COLUMNS } from "@ridgeline/contract";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadBlocks, renderBlock } from "../collection/render.fixture";
import { Espot } from "./Espot";
import { espotFixture } from "./espot.fixture";

const render = (fields: Record<string, unknown> = {}, level = 2) =>
  renderBlock(createElement(Espot, { block: espotFixture(fields) }), level);

describe("espot, as the server renders it", () => {
  beforeAll(() => loadBlocks("picture", "multiLinkCard"));

  it("lays its components out in 2, 3 and 4 columns, never more than it has", () => {
    expect(ESPOT_COLUMNS).toEqual({ sm: 2, md: 3, lg: 4 });
    const html = render();
    // Three components: 2, 3 and 3 across; one alone takes the row.
    expect(html).toContain(
      '<section class="espot espot--grid" style="--espot-sm:2;--espot-md:3;--espot-lg:3">',
    );
    const one = render({ components: [espotFixture().components[0]] });
    expect(one).toContain('style="--espot-sm:1;--espot-md:1;--espot-lg:1"');
    expect(html).toContain('<div class="espot__grid">');
    expect(html.match(/class="block block--picture"/g)).toHaveLength(2);
    expect(html).toContain('src="/media/two.jpg"');
  });

  it("titles its components one level below its title, or in its place without one", () => {
    expect(render()).toMatch(/<h2 class="[^"]*">Three<\/h2>/);
    const titled = render({ title: "Picked for you" });
    expect(titled).toMatch(/<h2 class="espot__heading[^"]*">Picked for you<\/h2>/);
    expect(titled).toMatch(/<h3 class="[^"]*">Three<\/h3>/);
  });

  it("renders nothing without components", () => {
    expect(render({ components: [] })).toBe("");
  });
});

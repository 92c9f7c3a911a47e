import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  richTextProblems,
  sanitizeRichText,
} from "./rich-text.helpers";
import { anyDoc, hostilePiece, link } from "../../../test/rich-text-hostile";
import {
  benignDoc,
  canonical,
  elements,
  meaning,
  parseTree,
  sloppy,
  tokens,
} from "../../../test/rich-text-inputs";

const SITE = { siteHosts: ["www.ridgeline.example", "ridgeline.example"] };
const clean = (html: string) => sanitizeRichText(html, SITE);
const problems = (html: string) => richTextProblems(html, SITE);

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const SCHEMES = new Set<string>(RICH_TEXT_URL_SCHEMES);
const ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  p: ["class"],
  span: ["class"],
};

/** Fails unless `output` holds only allowlisted elements, attributes and URL schemes. */
function expectSafe(output: string): void {
  // Text is escaped, so every "<" left in the output opens or closes an allowlisted element.
  for (const [, name] of output.matchAll(/<\/?([^\s/>]*)/g)) expect(ALLOWED).toContain(name);
  expect(output).not.toMatch(/<[!?]|<\/?(script|style|svg|math)\b|\sstyle=|\son\w+=/i);
  for (const element of elements(parseTree(output))) {
    expect(ALLOWED).toContain(element.tag);
    for (const [name, value] of Object.entries(element.attrs)) {
      expect(ATTRIBUTES[element.tag] ?? []).toContain(name);
      if (name !== "href") continue;
      const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(value.replace(/[\s\p{Cc}\p{Cf}]+/gu, ""));
      if (scheme?.[1]) expect(SCHEMES).toContain(scheme[1].toLowerCase());
    }
    if (element.attrs["target"] === "_blank") {
      expect(tokens(element.attrs["rel"])).toContain("noopener");
    }
  }
}

// ---- Tests ----

describe("sanitizeRichText", () => {
  it("removes script and style elements with their content and keeps the text around them", () => {
    expect(clean("<p>Hi<script>alert(1)</script> there<style>p{}</style></p>")).toBe(
      "<p>Hi there</p>",
    );
  });

  it("unwraps unknown elements, keeping their text, and drops SVG and MathML whole", () => {
    expect(
      clean("<div>Boots <font>on sale</font></div><svg><text>x</text></svg><math>1</math>"),
    ).toBe("Boots on sale");
  });

  it("removes event handlers, style, id and unknown classes but keeps the allowlisted class", () => {
    expect(
      clean('<p id="x" onclick="alert(1)" style="color:red" class="big rl-text-muted">x</p>'),
    ).toBe('<p class="rl-text-muted">x</p>');
  });

  it("drops a javascript: href hidden by entities and tabs and keeps the link text", () => {
    expect(clean('<a href=" &#106;ava&#x09;script&colon;alert(1)">Shop</a>')).toBe("<a>Shop</a>");
  });

  it("keeps relative, same-site, mailto and tel links as written, without a forced rel", () => {
    const html =
      '<a href="/en-us/boots">a</a><a href="#modal-size">b</a><a href="?a=b#modal">c</a>' +
      '<a href="https://www.ridgeline.example/x">d</a><a href="mailto:a@b.example">e</a><a href="tel:+15550100">f</a>';
    expect(clean(html)).toBe(html);
  });

  it("adds noopener noreferrer to outside links, merged with the allowed rel tokens written", () => {
    expect(clean('<a href="https://other.example/" rel="nofollow opener">x</a>')).toBe(
      '<a href="https://other.example/" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(clean('<a href="//other.example/">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it("treats every absolute link as outside when no site hosts are given", () => {
    expect(sanitizeRichText('<a href="https://www.ridgeline.example/">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it("gives noopener to a same-site link that opens a new tab, and drops other targets", () => {
    expect(clean('<a href="/en-us/" target="_blank">x</a><a href="/" target="_top">y</a>')).toBe(
      '<a href="/en-us/" target="_blank" rel="noopener">x</a><a href="/">y</a>',
    );
  });
});

describe("richTextProblems", () => {
  it("names the rule behind each removal", () => {
    expect(
      problems(
        '<p onclick="x" style="color:red">Hi<script>1</script><a href="javascript:alert(1)">a</a><!-- c --></p>',
      ),
    ).toEqual([
      "comment removed",
      "onclick event-handler attribute removed",
      "style attribute removed",
      "<script> element removed with its content",
      "href javascript: removed",
    ]);
  });

  it("finds nothing in clean text written with other quotes, case and spacing", () => {
    expect(problems("<P CLASS='rl-text-small'>Caf&eacute; &amp; boots<BR></P>")).toEqual([]);
  });

  it("does not count adding rel to an outside link as a problem", () => {
    expect(problems('<a href="https://other.example/">x</a>')).toEqual([]);
  });
});

describe("rich text against generated hostile input", () => {
  it("leaves only allowlisted elements, attributes and URL schemes", () => {
    fc.assert(fc.property(anyDoc, (html) => expectSafe(clean(html))));
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyDoc, (html) => {
        const once = clean(html);
        expect(clean(once)).toBe(once);
      }),
    );
  });

  it("reports a problem whenever the output means something other than the input", () => {
    fc.assert(
      fc.property(anyDoc, (html) => {
        if (meaning(parseTree(html)) !== meaning(parseTree(clean(html)))) {
          expect(problems(html)).not.toEqual([]);
        }
      }),
    );
  });

  it("reports a problem for every document with a hostile piece in it", () => {
    const withHostile = fc
      .tuple(benignDoc, hostilePiece, benignDoc)
      .map(([before, piece, after]) => canonical(before) + piece + canonical(after));
    fc.assert(
      fc.property(withHostile, (html) => {
        expect(problems(html)).not.toEqual([]);
      }),
    );
  });

  it("gives outside and new-tab links noopener and leaves same-site links' rel as written", () => {
    fc.assert(
      fc.property(link, (html) => {
        const [before] = [...elements(parseTree(html))];
        const [after] = [...elements(parseTree(clean(html)))];
        if (!before || !after) throw new Error("the link is gone");
        const rel = tokens(after.attrs["rel"]);
        const href = after.attrs["href"];
        const url = href === undefined ? undefined : new URL(href, "https://x.invalid/");
        const outside =
          url !== undefined &&
          /^https?:$/.test(url.protocol) &&
          new URL(href ?? "", "https://y.invalid/").host === url.host &&
          !SITE.siteHosts.includes(url.hostname);
        if (outside) expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
        if (after.attrs["target"] === "_blank") expect(rel).toContain("noopener");
        if (!outside && after.attrs["target"] !== "_blank") {
          expect(rel).toEqual(tokens(before.attrs["rel"]));
        }
      }),
    );
  });
});

describe("rich text against generated benign input", () => {
  it("passes clean documents through unchanged, however they are written, with no problems", () => {
    fc.assert(
      fc.property(benignDoc, (nodes) => {
        const html = canonical(nodes);
        expect(clean(html)).toBe(html);
        expect(clean(sloppy(nodes))).toBe(html);
        expect(problems(html)).toEqual([]);
        expect(problems(sloppy(nodes))).toEqual([]);
      }),
    );
  });
});

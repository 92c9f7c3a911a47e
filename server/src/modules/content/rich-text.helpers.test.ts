import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  richTextProblems,
  sanitizeRichText,
} from "./rich-text.helpers";

const SITE = { siteHosts: ["www.ridgeline.example", "ridgeline.example"] };
const clean = (html: string) => sanitizeRichText(html, SITE);
const problems = (html: string) => richTextProblems(html, SITE);

// ---- Reading HTML back: a small tree from the parser, text merged, entities decoded ----

type Tree = { tag: string; attrs: Record<string, string>; children: (Tree | string)[] };

function parseTree(html: string): Tree {
  const root: Tree = { tag: "#root", attrs: {}, children: [] };
  const stack = [root];
  const top = () => stack[stack.length - 1] ?? root;
  const text = (data: string) => {
    const kids = top().children;
    const last = kids[kids.length - 1];
    if (typeof last === "string") kids[kids.length - 1] = last + data;
    else kids.push(data);
  };
  const leaf = (tag: string, data: string) =>
    top().children.push({ tag, attrs: { data }, children: [] });
  const parser = new Parser(
    {
      onopentag: (tag, attrs) => {
        const node: Tree = { tag, attrs: { ...attrs }, children: [] };
        top().children.push(node);
        stack.push(node);
      },
      onclosetag: () => void stack.pop(),
      ontext: text,
      oncomment: (data) => leaf("#comment", data),
      onprocessinginstruction: (_name, data) => leaf("#declaration", data),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

function* elements(node: Tree): Generator<Tree> {
  for (const child of node.children) {
    if (typeof child === "string") continue;
    yield child;
    yield* elements(child);
  }
}

const tokens = (value: string | undefined) => (value ?? "").split(/[\t\n\f\r ]+/).filter(Boolean);

/** The tree as a string, with what sanitising may normalise (rel, class spacing, target case) evened out. */
function meaning(node: Tree | string): string {
  if (typeof node === "string") return JSON.stringify(node);
  const attrs = Object.entries(node.attrs)
    .filter(([name]) => name !== "rel")
    .map(([name, value]) => {
      if (name === "class") return `class=${tokens(value).join(" ")}`;
      if (name === "target") return `target=${value.trim().toLowerCase()}`;
      return `${name}=${JSON.stringify(value)}`;
    });
  return `<${node.tag} ${attrs.join(" ")}>${node.children.map(meaning).join("")}</>`;
}

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

// ---- Generated hostile input ----

const URL_SCHEMES_HOSTILE = ["javascript", "data", "vbscript", "file", "livescript", "blob"];
const PAYLOADS = [
  "alert(1)",
  "text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "image/svg+xml,<svg onload=alert(1)>",
  "msgbox(1)",
  "//evil.example/%0aalert(1)",
];
const JUNK = ["\t", "\n", "\r", "&Tab;", "&NewLine;", "&#9;", "&#x0A;", "\u0000", "\u200b"];

/** One character written as itself or as one of the entity forms a browser still decodes. */
const encoded = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  const forms = [ch, `&#${code};`, `&#x${hex};`, `&#X${hex.toUpperCase()};`, `&#000${code};`];
  return fc.constantFrom(...(ch === ":" ? [...forms, "&colon;"] : forms));
};

const hostileUrl = fc
  .tuple(
    fc.mixedCase(fc.constantFrom(...URL_SCHEMES_HOSTILE)),
    fc.constantFrom("", " ", "  \t", "\u0001", "&#32;", "&#x20;"),
    fc.constantFrom(...PAYLOADS),
  )
  .chain(([scheme, lead, payload]) =>
    fc
      .tuple(
        ...[...`${scheme}:`].map((ch) =>
          fc.tuple(encoded(ch), fc.option(fc.constantFrom(...JUNK), { freq: 4 })),
        ),
      )
      .map((chars) => lead + chars.map(([ch, junk]) => ch + (junk ?? "")).join("") + payload),
  );

const safeUrl = fc.constantFrom(
  "/en-us/boots",
  "#modal-size-guide",
  "?a=b#modal",
  "https://www.ridgeline.example/en-us/",
  "https://RIDGELINE.example/x",
  "https://other.example/",
  "http://other.example:8080/a?b=c&d=e",
  "//cdn.other.example/x",
  "/\\other.example/",
  "mailto:help@ridgeline.example",
  "tel:+15550100",
);

const quoted = (value: string) =>
  fc.constantFrom(`"${value.replaceAll('"', "&quot;")}"`, `'${value.replaceAll("'", "&#39;")}'`);
const sep = fc.constantFrom(" ", "/", "\n", "\t ");
const anyTag = fc.mixedCase(fc.constantFrom("p", "a", "span", "strong", "div", "img", "li", "h2"));
const word = fc.constantFrom("sale", "boots", "café", "a & b", "x < y", '"quoted"', " ", "");

const onAttribute = fc
  .tuple(
    fc.mixedCase(fc.constantFrom("onclick", "onerror", "onload", "onmouseover", "onfocus", "on")),
    fc.constantFrom("alert(1)", "", "x"),
    fc.constantFrom(`"`, `'`, ""),
  )
  .map(([name, code, q]) => `${name}=${q}${code}${q}`);

const script = fc
  .tuple(
    fc.mixedCase(fc.constantFrom("script", "style")),
    fc.constantFrom("", " src=//evil.example/x.js", ' type="text/javascript"', " nonce=x"),
    fc.constantFrom("alert(1)", "*{x:expression(alert(1))}", "</p><p>x", "<!--"),
    fc.constantFrom("close", "upper", "open", "broken"),
  )
  .map(([tag, attrs, body, end]) => {
    const close = {
      close: `</${tag}>`,
      upper: `</${tag.toUpperCase()} >`,
      open: "",
      broken: `</${tag}`,
    };
    return `<${tag}${attrs}>${body}${close[end]}`;
  });

const pieces = {
  script,
  nestedScript: fc.constantFrom(
    "<script><script>alert(1)</script></script>",
    "<scr<script>ipt>alert(1)</script>",
    "<SCRIPT/XSS SRC=x.js></SCRIPT>",
    "<<script>alert(1);//<</script>",
  ),
  onAttr: fc
    .tuple(anyTag, sep, onAttribute, word)
    .map(([tag, s, attr, text]) => `<${tag}${s}${attr}>${text}</${tag}>`),
  url: fc
    .tuple(
      fc.constantFrom(
        ["a", "href"],
        ["a", "HREF"],
        ["img", "src"],
        ["iframe", "src"],
        ["form", "action"],
        ["button", "formaction"],
        ["object", "data"],
        ["a", "xlink:href"],
        ["img", "srcset"],
      ),
      hostileUrl,
    )
    .chain(([[tag, attr], url]) =>
      quoted(url).map((value) => `<${tag} ${attr}=${value}>link</${tag}>`),
    ),
  unquotedUrl: hostileUrl
    .filter((url) => !/[\s"'<>=`]/.test(url))
    .map((url) => `<a href=${url}>link</a>`),
  svg: fc
    .tuple(
      fc.constantFrom(
        () => `<svg onload=alert(1)>`,
        (u: string) => `<svg><use href="${u}#x"/></svg>`,
        (u: string) => `<svg><a xlink:href="${u}"><text>x</text></a></svg>`,
        () => `<svg><script>alert(1)</script></svg>`,
        (u: string) => `<svg><animate attributeName=href to="${u}"/></svg>`,
        () => `<svg><foreignObject><p>x</p></foreignObject>`,
        () => `<SVG><style><img src=x onerror=alert(1)></style></SVG>`,
      ),
      hostileUrl,
    )
    .map(([make, url]) => make(url.replaceAll('"', ""))),
  math: fc.constantFrom(
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<math href="javascript:alert(1)">x</math>',
    '<math><maction actiontype=statusline xlink:href="javascript:alert(1)">x</maction></math>',
  ),
  css: fc
    .tuple(
      anyTag,
      fc.constantFrom(
        "width:expression(alert(1))",
        "background:url(javascript:alert(1))",
        'background-image:url("data:text/html,<script>alert(1)</script>")',
        "behavior:url(x.htc)",
        "-moz-binding:url(x.xml#xss)",
        "x:\\65xpression(alert(1))",
      ),
    )
    .chain(([tag, css]) => quoted(css).map((value) => `<${tag} style=${value}>x</${tag}>`)),
  img: fc.constantFrom(
    "<img src=x onerror=alert(1)>",
    "<IMG SRC=x OnError='alert(1)'>",
    "<img src=x onerror=alert(1)//",
    '<image src="x" onerror="alert(1)">',
  ),
  element: fc.constantFrom(
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    "<iframe><p>x</p></iframe>",
    '<object data="x.swf"><param name=x></object>',
    '<embed src="x.swf">',
    '<form action="javascript:alert(1)"><input autofocus onfocus=alert(1)><button formaction="javascript:alert(1)">x</button></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<link rel="stylesheet" href="javascript:alert(1)">',
    "<template><script>alert(1)</script></template>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    "<textarea></textarea><script>alert(1)</script></textarea>",
    "<title><img src=x onerror=alert(1)></title>",
    "<xmp><script>alert(1)</script></xmp>",
    "<select><option><img src=x onerror=alert(1)></option></select>",
    '<p id="x" class="evil rl-text-small">x</p>',
    '<a href="/x" target="_parent" rel="opener">x</a>',
  ),
  comment: fc.constantFrom(
    "<!-- <script>alert(1)</script> -->",
    "<!--><script>alert(1)</script>-->",
    "<!--[if IE]><script>alert(1)</script><![endif]-->",
    "<![CDATA[<script>alert(1)</script>]]>",
    '<?xml-stylesheet href="javascript:alert(1)"?>',
    "<!doctype html>",
  ),
};
const hostilePiece = fc.oneof(...Object.values(pieces));

const link = fc
  .tuple(
    fc.oneof(safeUrl, hostileUrl),
    fc.constantFrom("", ' target="_blank"', " target=_BLANK", ' target="_self"'),
    fc.constantFrom("", ' rel="nofollow"', ' rel="noopener"', ' rel="ugc sponsored"'),
    word,
  )
  .chain(([href, target, rel, text]) =>
    quoted(href).map((value) => `<a href=${value}${target}${rel}>${text}</a>`),
  );

const { doc: hostileDoc } = fc.letrec<{ node: string; doc: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    word,
    hostilePiece,
    link,
    fc
      .tuple(
        fc.mixedCase(
          fc.constantFrom(
            "p",
            "strong",
            "ul",
            "li",
            "a",
            "span",
            "div",
            "font",
            "svg",
            "table",
            "noscript",
          ),
        ),
        fc.array(tie("node"), { maxLength: 4 }),
        fc.boolean(),
      )
      .map(([tag, kids, closed]) => `<${tag}>${kids.join("")}${closed ? `</${tag}>` : ""}`),
  ),
  doc: fc.array(tie("node"), { minLength: 1, maxLength: 5 }).map((nodes) => nodes.join("")),
}));
// Broken markup too: the document cut off anywhere (inside a tag, an attribute or a URL), and
// tag soup whose end tags are missing, stray or misnested, where the parser's implied closes
// differ once unknown elements are unwrapped.
const SOUP = [
  "<li>",
  "</li>",
  "<ul>",
  "</ul>",
  "<p>",
  "</p>",
  "<div>",
  "</div>",
  "<table>",
  "<td>",
];
const tagSoup = fc
  .array(fc.constantFrom(...SOUP, "<a href=/x>", "</a>", "<h2>", "</h2>", "<em>", "</em>", "x"), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""));
const anyDoc = fc.oneof(
  hostileDoc,
  fc.tuple(hostileDoc, fc.nat()).map(([doc, at]) => doc.slice(0, at % (doc.length + 1))),
  tagSoup,
);

// ---- Generated benign input: one structure, written canonically or sloppily ----

type Benign = { tag: string; attrs: [string, string][]; kids: (Benign | string)[]; sloppy: number };

const benignText = fc
  .array(fc.constantFrom("Trail", "boots", "café", "& more", "<3", '"fit"', "it's", "\u00a0"), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(" "));
const node = (tag: string, attrs: [string, string][], kids: fc.Arbitrary<(Benign | string)[]>) =>
  fc.tuple(kids, fc.nat(7)).map(([k, sloppy]): Benign => ({ tag, attrs, kids: k, sloppy }));
const benignLink = fc
  .tuple(
    fc.constantFrom(
      ["/en-us/boots", false],
      ["#modal-size-guide", false],
      ["https://www.ridgeline.example/en-us/", false],
      ["https://other.example/?a=1&b=2", true],
      ["mailto:help@ridgeline.example", false],
    ),
    fc.boolean(),
    fc.boolean(),
  )
  .chain(([[href, outside], blank, nofollow]) => {
    const rel = [...(nofollow ? ["nofollow"] : []), ...(outside || blank ? ["noopener"] : [])];
    if (outside) rel.push("noreferrer");
    const attrs: [string, string][] = [
      ["href", href as string],
      ["title", "Go & see"],
    ];
    if (blank) attrs.push(["target", "_blank"]);
    if (rel.length) attrs.push(["rel", rel.join(" ")]);
    return node("a", attrs, fc.array(benignText, { maxLength: 2 }));
  });
const inline: fc.Arbitrary<Benign | string> = fc.oneof(
  benignText,
  benignLink,
  fc
    .constantFrom("strong", "b", "em", "i", "u", "s", "small", "sup", "sub")
    .chain((tag) => node(tag, [], fc.array(benignText, { maxLength: 2 }))),
  fc
    .constantFrom("rl-text-small", "rl-text-muted rl-text-accent")
    .chain((cls) => node("span", [["class", cls]], fc.array(benignText, { maxLength: 2 }))),
  node("br", [], fc.constant([])),
);
const inlines = fc.array(inline, { maxLength: 4 });
const block: fc.Arbitrary<Benign> = fc.oneof(
  node("p", [], inlines),
  node("p", [["class", "rl-text-large"]], inlines),
  fc.constantFrom("h2", "h3", "h4").chain((tag) => node(tag, [], inlines)),
  fc
    .constantFrom("ul", "ol")
    .chain((tag) =>
      node(tag, [], fc.array(node("li", [], inlines), { minLength: 1, maxLength: 3 })),
    ),
  node("blockquote", [], fc.array(node("p", [], inlines), { maxLength: 2 })),
  node("hr", [], fc.constant([])),
);
const benignDoc = fc.array(block, { minLength: 1, maxLength: 5 });

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const VOID = new Set(["br", "hr"]);

/** What the sanitiser writes: lower case, double quotes, `<br />`, minimal escaping. */
function canonical(nodes: (Benign | string)[]): string {
  return nodes
    .map((n) => {
      if (typeof n === "string") return escapeText(n);
      const attrs = n.attrs.map(([k, v]) => ` ${k}="${escapeText(v).replaceAll('"', "&quot;")}"`);
      if (VOID.has(n.tag)) return `<${n.tag}${attrs.join("")} />`;
      return `<${n.tag}${attrs.join("")}>${canonical(n.kids)}</${n.tag}>`;
    })
    .join("");
}

/** The same content as an editor might write it: other case, quotes, spacing and entities. */
function sloppy(nodes: (Benign | string)[], mood = 0): string {
  return nodes
    .map((n) => {
      if (typeof n === "string") {
        const text = escapeText(n).replaceAll("\u00a0", "&nbsp;");
        return mood & 1
          ? text.replace(/[^\x20-\x7e]/g, (c) => `&#x${c.codePointAt(0)?.toString(16)};`)
          : text;
      }
      const tag = n.sloppy & 1 ? n.tag.toUpperCase() : n.tag;
      const attrs = n.attrs.map(([k, v]) => {
        const name = n.sloppy & 2 ? k.toUpperCase() : k;
        const value = k === "class" ? `  ${v.replaceAll(" ", "\n ")} ` : v;
        return ` ${name} = '${escapeText(value).replaceAll("'", "&#39;")}'`;
      });
      const end = n.sloppy & 4 ? " " : "";
      if (VOID.has(n.tag)) return `<${tag}${attrs.join("")}${n.sloppy & 4 ? "/" : ""}>`;
      return `<${tag}${attrs.join("")}${end}>${sloppy(n.kids, n.sloppy)}</${tag}${end}>`;
    })
    .join("");
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

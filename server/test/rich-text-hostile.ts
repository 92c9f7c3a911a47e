import fc from "fast-check";

/**
 * The rich-text sanitiser's test inputs (server/src/modules/content/rich-text.helpers.test.ts):
 * generated hostile documents: scripts, handlers, encoded URLs, SVG, CSS, tag soup.
 */

// ---- Generated hostile input ----

export const URL_SCHEMES_HOSTILE = ["javascript", "data", "vbscript", "file", "livescript", "blob"];
export const PAYLOADS = [
  "alert(1)",
  "text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "image/svg+xml,<svg onload=alert(1)>",
  "msgbox(1)",
  "//evil.example/%0aalert(1)",
];
export const JUNK = ["\t", "\n", "\r", "&Tab;", "&NewLine;", "&#9;", "&#x0A;", "\u0000", "\u200b"];

/** One character written as itself or as one of the entity forms a browser still decodes. */
export const encoded = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  const forms = [ch, `&#${code};`, `&#x${hex};`, `&#X${hex.toUpperCase()};`, `&#000${code};`];
  return fc.constantFrom(...(ch === ":" ? [...forms, "&colon;"] : forms));
};

export const hostileUrl = fc
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

export const safeUrl = fc.constantFrom(
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

export const quoted = (value: string) =>
  fc.constantFrom(`"${value.replaceAll('"', "&quot;")}"`, `'${value.replaceAll("'", "&#39;")}'`);
export const sep = fc.constantFrom(" ", "/", "\n", "\t ");
export const anyTag = fc.mixedCase(
  fc.constantFrom("p", "a", "span", "strong", "div", "img", "li", "h2"),
);
export const word = fc.constantFrom("sale", "boots", "café", "a & b", "x < y", '"quoted"', " ", "");

export const onAttribute = fc
  .tuple(
    fc.mixedCase(fc.constantFrom("onclick", "onerror", "onload", "onmouseover", "onfocus", "on")),
    fc.constantFrom("alert(1)", "", "x"),
    fc.constantFrom(`"`, `'`, ""),
  )
  .map(([name, code, q]) => `${name}=${q}${code}${q}`);

export const script = fc
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

export const pieces = {
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
export const hostilePiece = fc.oneof(...Object.values(pieces));

export const link = fc
  .tuple(
    fc.oneof(safeUrl, hostileUrl),
    fc.constantFrom("", ' target="_blank"', " target=_BLANK", ' target="_self"'),
    fc.constantFrom("", ' rel="nofollow"', ' rel="noopener"', ' rel="ugc sponsored"'),
    word,
  )
  .chain(([href, target, rel, text]) =>
    quoted(href).map((value) => `<a href=${value}${target}${rel}>${text}</a>`),
  );

export const { doc: hostileDoc } = fc.letrec<{ node: string; doc: string }>((tie) => ({
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
export const SOUP = [
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
export const tagSoup = fc
  .array(fc.constantFrom(...SOUP, "<a href=/x>", "</a>", "<h2>", "</h2>", "<em>", "</em>", "x"), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""));
export const anyDoc = fc.oneof(
  hostileDoc,
  fc.tuple(hostileDoc, fc.nat()).map(([doc, at]) => doc.slice(0, at % (doc.length + 1))),
  tagSoup,
);

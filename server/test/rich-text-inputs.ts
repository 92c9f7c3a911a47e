import fc from "fast-check";
import { Parser } from "htmlparser2";

/**
 * The rich-text sanitiser's test inputs (server/src/modules/content/rich-text.helpers.test.ts):
 * a small tree read back from HTML, and generated benign documents, written canonically
 * or as an editor might (rich-text-hostile.ts has the hostile ones).
 */

// ---- Reading HTML back: a small tree from the parser, text merged, entities decoded ----

export type Tree = { tag: string; attrs: Record<string, string>; children: (Tree | string)[] };

export function parseTree(html: string): Tree {
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

export function* elements(node: Tree): Generator<Tree> {
  for (const child of node.children) {
    if (typeof child === "string") continue;
    yield child;
    yield* elements(child);
  }
}

export const tokens = (value: string | undefined) =>
  (value ?? "").split(/[\t\n\f\r ]+/).filter(Boolean);

/** The tree as a string, with what sanitising may normalise (rel, class spacing, target case) evened out. */
export function meaning(node: Tree | string): string {
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

// ---- Generated benign input: one structure, written canonically or sloppily ----

export type Benign = {
  tag: string;
  attrs: [string, string][];
  kids: (Benign | string)[];
  sloppy: number;
};

export const benignText = fc
  .array(fc.constantFrom("Trail", "boots", "café", "& more", "<3", '"fit"', "it's", "\u00a0"), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join(" "));
export const node = (
  tag: string,
  attrs: [string, string][],
  kids: fc.Arbitrary<(Benign | string)[]>,
) => fc.tuple(kids, fc.nat(7)).map(([k, sloppy]): Benign => ({ tag, attrs, kids: k, sloppy }));
export const benignLink = fc
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
export const inline: fc.Arbitrary<Benign | string> = fc.oneof(
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
export const inlines = fc.array(inline, { maxLength: 4 });
export const block: fc.Arbitrary<Benign> = fc.oneof(
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
export const benignDoc = fc.array(block, { minLength: 1, maxLength: 5 });

export const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
export const VOID = new Set(["br", "hr"]);

/** What the sanitiser writes: lower case, double quotes, `<br />`, minimal escaping. */
export function canonical(nodes: (Benign | string)[]): string {
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
export function sloppy(nodes: (Benign | string)[], mood = 0): string {
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

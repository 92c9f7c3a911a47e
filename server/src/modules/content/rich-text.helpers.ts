import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

/**
 * Editor-authored HTML is never trusted: it goes through `sanitizeRichText` when saved and again
 * when rendered. The policy is an allowlist; sanitize-html applies it and our own checks decide
 * each attribute first, so that `richTextProblems` can name the rule behind every removal.
 */

/** Elements rich text may hold. Any other element is removed (see REMOVED_WITH_CONTENT) or unwrapped. */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sup",
  "sub",
  "span",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "hr",
] as const;

/** The class names an editor may put on `p` and `span` (the storefront styles them). */
export const RICH_TEXT_CLASSES = [
  "rl-text-small",
  "rl-text-large",
  "rl-text-muted",
  "rl-text-accent",
] as const;

/** URL schemes a link may use; relative URLs are allowed too. */
export const RICH_TEXT_URL_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** `rel` tokens an editor may write; outside links get noopener and noreferrer whatever is written. */
export const RICH_TEXT_REL_TOKENS = [
  "nofollow",
  "noopener",
  "noreferrer",
  "sponsored",
  "ugc",
] as const;

// Removed together with everything inside them: their content is code, styling, foreign markup
// or form state, never text a shopper should read. Other unknown elements are unwrapped.
const REMOVED_WITH_CONTENT = [
  "script",
  "style",
  "svg",
  "math",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "textarea",
  "title",
  "xmp",
  "select",
  "option",
  "noembed",
  "noframes",
];

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "target", "rel"],
  p: ["class"],
  span: ["class"],
};

const TAGS = new Set<string>(RICH_TEXT_TAGS);
const CLASSES = new Set<string>(RICH_TEXT_CLASSES);
const SCHEMES = new Set<string>(RICH_TEXT_URL_SCHEMES);
const REL_TOKENS = new Set<string>(RICH_TEXT_REL_TOKENS);
const TARGETS = new Set(["_blank", "_self"]);
const WITH_CONTENT = new Set(REMOVED_WITH_CONTENT);

// The scheme as launder (sanitize-html's URL check) reads it; ours must be at least as strict,
// or an href it drops would vanish without a reason.
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.+-]*):/;
// Whitespace, control and invisible formatting characters: browsers skip some of them inside a
// scheme ("java\tscript:"), so none of them may hide one from us.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]+/gu;
const HTML_SPACE = /[\t\n\f\r ]+/;
// Two bases: a URL that resolves to a different host against each is relative to the page.
const BASE_A = "https://a.invalid/";
const BASE_B = "https://b.invalid/";
// A pass can leave nesting that the parser closes differently when it reads the output again
// (an <li> that was inside an unwrapped <div>); passes repeat until the output is stable.
const MAX_PASSES = 6;

type Attributes = sanitizeHtml.Attributes;
type Report = (reason: string) => void;

export interface RichTextOptions {
  /** Hosts of the storefront itself: absolute links to them are not outside links. */
  siteHosts?: readonly string[];
}

/**
 * Cleans editor-authored HTML down to the rich-text allowlist; links that leave the site (or
 * open a new tab) get rel="noopener". Idempotent: cleaning the output changes nothing.
 */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  return sanitizeToFixpoint(html, options.siteHosts ?? [], () => {});
}

/**
 * Why `sanitizeRichText` would change `html` ("<script> element removed with its content",
 * "onclick attribute removed", "href javascript: removed"), empty when nothing would be lost.
 * Adding rel to a link and normalising quotes, entities or whitespace are not problems.
 */
export function richTextProblems(html: string, options: RichTextOptions = {}): string[] {
  const reasons = new Set<string>();
  const report: Report = (reason) => reasons.add(reason);
  reportUnkeptMarkup(html, report);
  sanitizeToFixpoint(html, options.siteHosts ?? [], report);
  return [...reasons];
}

function sanitizeToFixpoint(html: string, siteHosts: readonly string[], report: Report): string {
  let output = sanitizeOnce(html, siteHosts, report);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const again = sanitizeOnce(output, siteHosts, report);
    if (again === output) return output;
    output = again;
  }
  return output;
}

function sanitizeOnce(html: string, siteHosts: readonly string[], report: Report): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
    allowedSchemesByTag: {},
    allowProtocolRelative: true,
    disallowedTagsMode: "discard",
    nonTextTags: REMOVED_WITH_CONTENT,
    parser: { decodeEntities: true },
    transformTags: {
      "*": (tagName, attribs) => ({
        tagName,
        attribs: keptAttributes(tagName, attribs, siteHosts, report),
      }),
    },
  });
}

/** Comments, CDATA and declarations: the parser drops them without telling sanitize-html. */
function reportUnkeptMarkup(html: string, report: Report): void {
  const parser = new Parser(
    {
      oncomment: (data) =>
        report(data.startsWith("[CDATA[") ? "CDATA section removed" : "comment removed"),
      onprocessinginstruction: (name) => report(`<${short(name)}> declaration removed`),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
}

function keptAttributes(
  tag: string,
  attribs: Attributes,
  siteHosts: readonly string[],
  report: Report,
): Attributes {
  if (!TAGS.has(tag)) {
    report(
      WITH_CONTENT.has(tag)
        ? `<${short(tag)}> element removed with its content`
        : `<${short(tag)}> element removed (its text kept)`,
    );
    return {};
  }
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowed.includes(name)) {
      report(
        /^on/.test(name)
          ? `${short(name)} event-handler attribute removed`
          : `${short(name)} attribute removed`,
      );
      continue;
    }
    const cleaned = cleanValue(name, value, report);
    if (cleaned !== undefined) kept[name] = cleaned;
  }
  if (tag === "a") {
    const rel = linkRel(kept, siteHosts);
    if (rel) kept["rel"] = rel;
  }
  return kept;
}

/** The value to keep, or undefined when the attribute goes (reported). */
function cleanValue(name: string, value: string, report: Report): string | undefined {
  // sanitize-html drops empty values of these attributes itself; say so.
  if (value.trim() === "") {
    report(`empty ${name} attribute removed`);
    return undefined;
  }
  switch (name) {
    case "href": {
      const problem = hrefProblem(value);
      if (problem) report(problem);
      return problem ? undefined : value;
    }
    case "target": {
      const target = value.trim().toLowerCase();
      if (TARGETS.has(target)) return target;
      report(`target "${short(value)}" removed`);
      return undefined;
    }
    case "rel":
      return keptTokens(value.toLowerCase(), REL_TOKENS, "rel", report);
    case "class":
      return keptTokens(value, CLASSES, "class", report);
    default:
      return value;
  }
}

function keptTokens(
  value: string,
  allowed: ReadonlySet<string>,
  name: string,
  report: Report,
): string | undefined {
  const kept: string[] = [];
  for (const token of value.split(HTML_SPACE)) {
    if (token === "" || kept.includes(token)) continue;
    if (allowed.has(token)) kept.push(token);
    else report(`${name} "${short(token)}" removed`);
  }
  return kept.length ? kept.join(" ") : undefined;
}

/** Why an href cannot stay, or undefined when it can. */
function hrefProblem(href: string): string | undefined {
  const squeezed = href.replace(INVISIBLE, "");
  for (const candidate of [squeezed, withoutComments(squeezed).replace(INVISIBLE, "")]) {
    const scheme = SCHEME.exec(candidate)?.[1]?.toLowerCase();
    if (scheme !== undefined && !SCHEMES.has(scheme)) return `href ${short(scheme)}: removed`;
  }
  let url: URL;
  try {
    url = new URL(href, BASE_A);
  } catch {
    return "href unreadable URL removed";
  }
  const scheme = url.protocol.slice(0, -1);
  return SCHEMES.has(scheme) ? undefined : `href ${short(scheme)}: removed`;
}

// launder removes <!-- … --> from a URL before reading its scheme; so do we.
function withoutComments(href: string): string {
  let rest = href;
  for (;;) {
    const start = rest.indexOf("<!--");
    if (start === -1) return rest;
    const end = rest.indexOf("-->", start + 4);
    if (end === -1) return rest;
    rest = rest.slice(0, start) + rest.slice(end + 3);
  }
}

/** The link's rel: what the editor wrote, plus noopener/noreferrer where the link needs them. */
function linkRel(attribs: Attributes, siteHosts: readonly string[]): string | undefined {
  const tokens = attribs["rel"] ? attribs["rel"].split(" ") : [];
  const needed: string[] = [];
  if (attribs["target"] === "_blank") needed.push("noopener");
  if (attribs["href"] !== undefined && leavesSite(attribs["href"], siteHosts)) {
    needed.push("noopener", "noreferrer");
  }
  for (const token of needed) if (!tokens.includes(token)) tokens.push(token);
  return tokens.length ? tokens.join(" ") : undefined;
}

function leavesSite(href: string, siteHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href, BASE_A);
    if (new URL(href, BASE_B).host !== url.host) return false; // relative to the page
  } catch {
    return true;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return !siteHosts.some((host) => {
    const site = host.toLowerCase();
    return site === url.hostname || site === url.host;
  });
}

// Names and values in reasons come from the input: keep them short.
function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

import { z } from "zod";
import {
  BREAKPOINTS,
  CONTENT_COLOR_TOKENS,
  CONTENT_LANGUAGES,
  CONTENT_LIMITS,
} from "./content.values";

/** The values a content document's fields hold: ids, colours, URLs, text per language. */

/** A document's id: lowercase words and digits joined by dashes (`home-hero-1`). */
export const CONTENT_ID = z
  .string()
  .max(CONTENT_LIMITS.idMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words and digits joined by dashes");

/** A site's id in the content calls' paths (`US`, `CA-FR`). */
export const CONTENT_SITE_ID = z
  .string()
  .regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, "siteId must look like US or CA-FR");

/** A colour: `#rgb`, `#rrggbb` or one of the design system's names. Never raw CSS. */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const CONTENT_COLOR = z
  .string()
  .max(20)
  .refine(
    (value) => HEX_COLOR.test(value) || (CONTENT_COLOR_TOKENS as readonly string[]).includes(value),
    `must be #rgb, #rrggbb or one of ${CONTENT_COLOR_TOKENS.join(", ")}`,
  );

/* eslint-disable no-control-regex -- the URL check refuses control characters on purpose. */
const URL_FORBIDDEN = /[\s\u0000-\u001f\u007f<>"'`\\]/;
/* eslint-enable no-control-regex */

/** Any URL a document holds: bounded, with no spaces, quotes or control characters. */
const PLAIN_URL = z
  .string()
  .max(CONTENT_LIMITS.urlMax)
  .refine(
    (value) => !URL_FORBIDDEN.test(value),
    "must not hold spaces, quotes or control characters",
  );

/**
 * A link a document holds: a path of the store (`/en-us/c/...`, never `//host`), a `#modal-…`
 * link, a `?query#modal-…` link (001 §2), an https or http address, `mailto:` or `tel:`.
 */
export const CONTENT_URL = PLAIN_URL.refine(
  (value) =>
    /^\/(?!\/)/.test(value) ||
    /^#[A-Za-z][\w-]*$/.test(value) ||
    /^\?[^#]*#modal/.test(value) ||
    /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#]|$)/i.test(value) ||
    /^mailto:[^@]+@[^@]+$/i.test(value) ||
    /^tel:\+?[0-9 ()-]{3,}$/i.test(value),
  "must be a store path (/…), #modal…, ?query#modal…, an http(s) address, mailto: or tel:",
);

/** A picture or video file: a store path or an https address. */
export const MEDIA_URL = PLAIN_URL.refine(
  (value) => /^\/(?!\/)/.test(value) || /^https:\/\/[a-z0-9.-]+\//i.test(value),
  "must be a store path (/…) or an https address",
);

/** Text an editor writes: one string, or one per language (falling back to the site's). */
export const LOCALIZED_TEXT = z.union([
  z.string().max(CONTENT_LIMITS.textMax),
  z.partialRecord(z.enum(CONTENT_LANGUAGES), z.string().max(CONTENT_LIMITS.textMax)),
]);
/** Rich text (HTML, sanitised when saved and when answered), one or one per language. */
export const LOCALIZED_RICH_TEXT = z.union([
  z.string().max(CONTENT_LIMITS.richTextMax),
  z.partialRecord(z.enum(CONTENT_LANGUAGES), z.string().max(CONTENT_LIMITS.richTextMax)),
]);
export type LocalizedText = z.infer<typeof LOCALIZED_TEXT>;

/** A reference to another document of the same site. */
export const CONTENT_REF = z.object({ $ref: CONTENT_ID }).strict();
export type ContentRef = z.infer<typeof CONTENT_REF>;

/** A value per breakpoint (`{ sm, md, lg }`, each optional). */
export function perBreakpoint<S extends z.ZodType>(value: S) {
  return z.partialRecord(z.enum(BREAKPOINTS), value);
}

export const BOOL_PER_BREAKPOINT = perBreakpoint(z.boolean());
export const SPACE = z.enum(["none", "xs", "sm", "md", "lg", "xl"]);
export const ALIGNMENT = z.enum(["left", "center", "right"]);
export const TARGET_ATTRIBUTE = z.enum(["_self", "_blank"]);
export const TEXT_STYLE = z.enum(["display", "headline", "title", "subtitle", "body", "caption"]);

import { z } from "zod";
import { CONTENT_LANGUAGES, CONTENT_LIMITS } from "./content.values";
import {
  BOOL_PER_BREAKPOINT,
  CONTENT_COLOR,
  CONTENT_ID,
  CONTENT_URL,
  MEDIA_URL,
  SPACE,
  TARGET_ATTRIBUTE,
  TEXT_STYLE,
  perBreakpoint,
} from "./content-fields.schema";
import { contentDoc, contentLink } from "./content-documents.schema";

/**
 * The parts of a text that differ between stored and answered documents: `text` for plain text,
 * `html` for rich text, `child` for a child document.
 */
export interface ContentParts<T extends z.ZodType, H extends z.ZodType, C extends z.ZodType> {
  text: T;
  html: H;
  child: C;
}

/**
 * What the blocks are built of (content-blocks.schema.ts): media, buttons, links, text tracks,
 * the fields every display block shares, and the makers of a block and of a document.
 */
export function blockParts<T extends z.ZodType, H extends z.ZodType, C extends z.ZodType>(
  parts: ContentParts<T, H, C>,
) {
  const { text, html, child } = parts;
  const children = z.array(child).max(CONTENT_LIMITS.childrenMax);

  const media = z
    .object({
      kind: z.enum(["image", "video"]).default("image"),
      url: MEDIA_URL,
      alt: text.optional(),
      width: z.number().int().min(1).max(8000).optional(),
      height: z.number().int().min(1).max(8000).optional(),
      /** A video's still picture, shown until it plays and when motion is reduced. */
      poster: MEDIA_URL.optional(),
    })
    .strict();

  const button = z
    .object({
      text: text,
      url: CONTENT_URL,
      icon: z
        .object({
          icon: z.string().regex(/^[a-z0-9-]{1,40}$/),
          dir: z.enum(["ltr", "rtl"]).optional(),
        })
        .strict()
        .optional(),
      iconPosition: z.enum(["left", "right"]).optional(),
      iconOnly: z.boolean().optional(),
      style: perBreakpoint(z.enum(["primary", "secondary", "tertiary", "text-link"])).optional(),
      size: perBreakpoint(z.enum(["small", "medium", "large"])).optional(),
      targetAttribute: TARGET_ATTRIBUTE.optional(),
      textLinkColor: CONTENT_COLOR.optional(),
      textLinkHoverColor: CONTENT_COLOR.optional(),
      underline: z.enum(["never", "hover"]).optional(),
    })
    .strict();

  const link = contentLink(text);

  /** Where a menu item or a visual selector leads: a link whose words are optional. */
  const target = link.omit({ text: true }).extend({ text: text.optional() });

  /** A video's text tracks: captions in each language, transcripts, chapters. */
  const tracks = z
    .array(
      z
        .object({
          src: MEDIA_URL,
          label: text,
          srclang: z.enum(CONTENT_LANGUAGES),
          kind: z.enum(["captions", "subtitles", "transcripts", "chapters"]),
        })
        .strict(),
    )
    .max(10);

  /** The fields every display block shares (001 §3 "Common content block fields"). */
  const common = {
    id: CONTENT_ID,
    name: z.string().max(CONTENT_LIMITS.textMax).optional(),
    title: text.optional(),
    titleHtml: html.optional(),
    titleColor: CONTENT_COLOR.optional(),
    titleStyle: TEXT_STYLE.optional(),
    subtitle: text.optional(),
    subtitleHtml: html.optional(),
    subtitleColor: CONTENT_COLOR.optional(),
    subtitleStyle: TEXT_STYLE.optional(),
    richText: html.optional(),
    backgroundColor: CONTENT_COLOR.optional(),
    targets: z.array(button).max(8).optional(),
    mediaTarget: CONTENT_URL.optional(),
    media: media.optional(),
    mediaList: z.array(media).max(12).optional(),
    eyebrowText: text.optional(),
    eyebrowLogo: media.optional(),
    overline: text.optional(),
    caption: z
      .object({
        captionText: text,
        captionPosition: z.enum(["top", "bottom", "off"]).default("bottom"),
        captionColor: CONTENT_COLOR.optional(),
      })
      .strict()
      .optional(),
    gradient: z
      .object({
        gradientStyle: z.enum(["full", "focused", "off"]),
        gradientTone: CONTENT_COLOR.optional(),
        gradientBreakpoints: BOOL_PER_BREAKPOINT.optional(),
      })
      .strict()
      .optional(),
    equalTargetSize: z.boolean().optional(),
    linkType: z.enum(["CTA", "No-CTA"]).optional(),
    promotionTracking: z
      .object({
        creativeName: z.string().max(CONTENT_LIMITS.textMax).optional(),
        promotionId: z.string().max(CONTENT_LIMITS.textMax).optional(),
        promotionName: z.string().max(CONTENT_LIMITS.textMax).optional(),
      })
      .strict()
      .optional(),
    hideTitle: z.boolean().optional(),
    titleH1: z.boolean().optional(),
    hideOnBreakpoint: BOOL_PER_BREAKPOINT.optional(),
    bottomMargins: perBreakpoint(SPACE).optional(),
    isFullWidth: z.boolean().optional(),
    isFullHeight: z.boolean().optional(),
  };

  // `extend` (not a spread) so a block's own field replaces the common one in the type too.
  const block = <K extends string, S extends z.ZodRawShape>(type: K, shape: S) =>
    z
      .object({ type: z.literal(type), ...common })
      .extend(shape)
      .strict();
  const doc = contentDoc;

  return { text, html, child, children, media, button, link, target, tracks, common, block, doc };
}

import { z } from "zod";
import { CONTENT_LIMITS } from "./content.values";
import {
  ALIGNMENT,
  CONTENT_COLOR,
  CONTENT_ID,
  CONTENT_URL,
  MEDIA_URL,
  SPACE,
  perBreakpoint,
} from "./content-fields.schema";
import { documentShapes } from "./content-documents.schema";
import { blockParts, type ContentParts } from "./content-block-parts.schema";

export * from "./content-fields.schema";
export type { ContentParts } from "./content-block-parts.schema";

/**
 * Every content type of spec 001 §3, written once (decision 0093). `contentShapes` builds each
 * type from two parts that differ between a document as an editor saves it and as a page reads
 * it: how text is held (per language, or the page's language already chosen) and what a child
 * is (a reference `{ "$ref": id }` or an inline block, or the resolved block). So the stored and
 * the answered schemas cannot drift apart.
 */

/** Builds every content type from its parts (see the file's comment). */
export function contentShapes<T extends z.ZodType, H extends z.ZodType, C extends z.ZodType>(
  parts: ContentParts<T, H, C>,
) {
  const { text, html, child, children, media, button, link, target, tracks, block, doc } =
    blockParts(parts);

  const visualSelector = z
    .object({
      title: text,
      mediaObject: z
        .object({ url: MEDIA_URL, alt: text.optional(), seoTitle: text.optional() })
        .strict(),
      target,
    })
    .strict();

  const article = doc("article", {
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: text,
    subtitle: text.optional(),
    eyebrow: text.optional(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
    hidePageDate: z.boolean().optional(),
    picture: z.object({ url: MEDIA_URL, alt: text }).strict(),
    media: media.optional(),
    richText: html.optional(),
    tags: z
      .array(z.object({ id: CONTENT_ID, label: text }).strict())
      .max(12)
      .default([]),
    blocks: children.optional(),
  });

  return {
    linkedCard: block("linkedCard", {
      backgroundColor: perBreakpoint(CONTENT_COLOR).optional(),
      badge: z.object({ url: MEDIA_URL, alt: text }).strict().optional(),
      eyebrowTextColor: CONTENT_COLOR.optional(),
      overlayWidth: z.enum(["xs", "sm", "md", "lg"]).optional(),
      responsiveLayout: perBreakpoint(
        z
          .object({
            layout: z.enum(["overlay", "overlay-bottom", "overlay-top", "stacked"]),
            alignment: z.enum(["left", "center"]).default("left"),
          })
          .strict(),
      ).optional(),
      richTextColor: CONTENT_COLOR.optional(),
    }),
    megaMenuL1: doc("megaMenuL1", {
      title: text,
      titleHtml: html.optional(),
      target: target.optional(),
      menuStyle: z.enum(["default", "featured", "sale"]).optional(),
      menuIcon: z
        .object({ icon: z.string().regex(/^[a-z0-9-]{1,40}$/) })
        .strict()
        .optional(),
      titleVisibility: z.enum(["title", "icon", "title+icon"]).optional(),
      triggerOnClick: z.boolean().optional(),
      columns: z
        .array(z.object({ children: children }).strict())
        .max(5)
        .default([]),
      menuBanner: child.optional(),
      visualSelectors: z.array(visualSelector).max(8).optional(),
      visualSelectorsTitle: text.optional(),
      hideShopAll: z
        .object({ sm: z.boolean().optional(), lg: z.boolean().optional() })
        .strict()
        .optional(),
      overrideShopAll: text.optional(),
    }),
    megaMenuL2: doc("megaMenuL2", {
      title: text,
      target: target.optional(),
      menuStyle: z.enum(["default", "featured"]).optional(),
      hideShopAll: z
        .object({ sm: z.boolean().optional(), lg: z.boolean().optional() })
        .strict()
        .optional(),
      overrideShopAll: text.optional(),
      children: children.default([]),
    }),
    megaMenuL3: doc("megaMenuL3", {
      title: text,
      target,
      menuIcon: z
        .object({ icon: z.string().regex(/^[a-z0-9-]{1,40}$/) })
        .strict()
        .optional(),
    }),
    multiLinkCard: block("multiLinkCard", {
      alignment: z.enum(["left", "center"]).optional(),
      titleTarget: z.object({ url: CONTENT_URL }).strict().optional(),
      targets: z.array(link).max(12).default([]),
    }),
    picture: block("picture", {
      url: MEDIA_URL,
      alt: text,
      width: z.number().int().min(1).max(8000),
      height: z.number().int().min(1).max(8000),
    }),
    popup: block("popup", {
      delay: z.number().int().min(0).max(60000).optional(),
      disclaimer: html.optional(),
      disclaimerColor: CONTENT_COLOR.optional(),
      minimizedTitle: text,
      maximizedTitle: text.optional(),
      logo: z
        .object({
          url: MEDIA_URL,
          alt: text,
          width: z.number().int().min(1).max(2000),
          height: z.number().int().min(1).max(2000),
        })
        .strict()
        .optional(),
      logoSize: z.enum(["small", "large"]).default("small"),
      /**
       * Where the pop-up shows, by path after the locale: `/` the home page, `/account` that
       * page and those under it, `/*` every page.
       */
      paths: z
        .array(z.string().regex(/^\/(?:\*|[\w/-]*)$/, "must be /, /* or a path like /account"))
        .max(20)
        .default(["/"]),
      blocks: children.optional(),
    }),
    promoBar: block("promoBar", {
      autorotateTime: z.number().int().min(2).max(60).optional(),
      closable: z.boolean().default(false),
      maxMessages: z.number().int().min(1).max(20).optional(),
      messages: children.default([]),
    }),
    promoMessage: doc("promoMessage", {
      sectionId: z.string().max(CONTENT_LIMITS.idMax).optional(),
      clickable: z.boolean().default(false),
      hoverLinkColor: CONTENT_COLOR.optional(),
      richText: html,
      targets: z.array(button).max(3).optional(),
      textColor: CONTENT_COLOR.optional(),
      background: CONTENT_COLOR.optional(),
    }),
    secondaryNav: block("secondaryNav", {
      targets: z.array(link).max(20).default([]),
      divider: z.boolean().optional(),
      alignment: z.enum(["left", "center", "right"]).optional(),
    }),
    segmentation: block("segmentation", {
      segments: z
        .array(
          z.object({ id: z.string().regex(/^[a-zA-Z][\w-]{0,60}$/), targets: children }).strict(),
        )
        .max(24)
        .default([]),
      baselines: children.default([]),
    }),
    spacer: block("spacer", {}),
    olapicGallery: block("olapicGallery", {
      containerId: z.string().regex(/^[A-Za-z][\w-]{0,60}$/),
      filter: z.string().max(200).optional(),
    }),
    widgetGallery: block("widgetGallery", {
      containerId: z.string().regex(/^[A-Za-z][\w-]{0,60}$/),
    }),
    videoPlayer: block("videoPlayer", {
      media: perBreakpoint(z.object({ url: MEDIA_URL, poster: MEDIA_URL.optional() }).strict()),
      paddings: perBreakpoint(SPACE).optional(),
      playerSettings: z
        .object({
          autoplay: z.boolean().default(true),
          hideControls: z.boolean().default(false),
          loop: z.boolean().default(true),
          muted: z.boolean().default(true),
        })
        .strict()
        .optional(),
      tracks: tracks.optional(),
    }),
    hostedVideoPlayer: block("hostedVideoPlayer", {
      cloudinaryAsset: z
        .object({
          cloudName: z.string().regex(/^[a-z0-9-]{1,60}$/),
          publicId: z.string().regex(/^[\w/-]{1,200}$/),
        })
        .strict(),
      /** The store's own copy of the video, played when the hosted player is off. */
      fallbackUrl: MEDIA_URL.optional(),
      height: z.number().int().min(1).max(8000).optional(),
      width: z.number().int().min(1).max(8000).optional(),
      seoTitle: text.optional(),
      seoDescription: text.optional(),
      tracks: tracks.optional(),
    }),
    productRecommendation: block("productRecommendation", {
      variant: z.enum(["3-cards", "5-cards", "6-cards"]).default("5-cards"),
      quickShopVisibility: z.enum(["visible", "hidden"]).default("visible"),
      showRatings: z.boolean().default(true),
      /** Where the items come from: a category, chosen products or what the shopper viewed. */
      source: z
        .object({
          kind: z.enum(["category", "products", "recentlyViewed", "related"]),
          categoryId: z
            .string()
            .regex(/^\d{4,10}$/)
            .optional(),
          productIds: z
            .array(z.string().regex(/^[A-Z0-9]{8,11}$/))
            .max(24)
            .optional(),
        })
        .strict(),
      bloomreachIndex: z.number().int().min(0).max(50).optional(),
      limit: z.number().int().min(1).max(24).default(12),
    }),
    upsell: block("upsell", {
      productIds: z
        .array(z.string().regex(/^[A-Z0-9]{8,11}$/))
        .max(12)
        .default([]),
      stackedCount: z.number().int().min(1).max(6).optional(),
      variant: z.enum(["stacked", "carousel"]).default("stacked"),
      addToCartControls: z.enum(["cta", "checkbox"]).default("cta"),
      inStockOnly: z.boolean().default(true),
    }),
    articleGrid: block("articleGrid", {
      initialQuery: z.array(CONTENT_ID).max(12).default([]),
      initialQueryNotFiltered: z.boolean().optional(),
      rowsToLoad: z.number().int().min(0).max(12).optional(),
      gridSize: perBreakpoint(z.number().int().min(1).max(6)).optional(),
      showFilterBar: z.boolean().default(true),
      loadMore: z.boolean().default(true),
      hidePageDate: z.boolean().optional(),
    }),
    article,
    accordion: block("accordion", {
      accordions: z
        .array(
          z
            .object({
              title: text,
              icon: z
                .string()
                .regex(/^[a-z0-9-]{1,40}$/)
                .optional(),
              richText: html,
            })
            .strict(),
        )
        .max(30)
        .default([]),
      iconsStyle: z.enum(["plus", "chevron"]).optional(),
      bottomDivider: z.boolean().optional(),
      paddings: perBreakpoint(SPACE).optional(),
      style: z.enum(["default", "compact"]).optional(),
    }),
    richTextBlock: block("richTextBlock", {
      alignment: ALIGNMENT.optional(),
    }),
    benefitBar: block("benefitBar", {
      logo: z.object({ url: MEDIA_URL, alt: text }).strict().optional(),
      backgroundImage: MEDIA_URL.optional(),
      alignment: ALIGNMENT.optional(),
      infoIcon: z.object({ url: MEDIA_URL }).strict().optional(),
      targets: z.array(link).max(6).optional(),
      showCloseButton: z.boolean().default(false),
    }),
    eventSignup: block("eventSignup", {
      eventId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      enablePlusOne: z.boolean().default(false),
      submitCtaLabel: text.optional(),
      confirmationTitle: text,
      confirmationSubtitle: text.optional(),
    }),
    newsletterForm: block("newsletterForm", {
      dynamic: z.boolean().default(true),
      showFormatHint: z.boolean().default(true),
      successText: text,
      policyText: html,
      submitLabel: text.optional(),
    }),
    collection: block("collection", {
      settings: perBreakpoint(
        z
          .object({
            type: z.enum(["grid", "carousel"]),
            slideWidth: z.number().min(10).max(100).optional(),
            slideMaxWidth: z.number().int().min(100).max(2000).optional(),
            slidePadding: SPACE.optional(),
            margin: SPACE.optional(),
            showArrows: z.boolean().optional(),
            showIndicators: z.boolean().optional(),
            showProgress: z.boolean().optional(),
            autoplay: z.boolean().optional(),
            autorotateTime: z.number().min(1).max(60).optional(),
            loop: z.boolean().optional(),
            columns: z.number().int().min(1).max(6).optional(),
          })
          .strict(),
      ).default({}),
      items: children.default([]),
      variant: z.enum(["default", "highlightCenter", "threeCardGrid"]).optional(),
      alignment: ALIGNMENT.optional(),
    }),
    iconAndText: block("iconAndText", {
      iconSize: z.enum(["small", "medium", "large"]).default("medium"),
      variant: z.enum(["icon-left", "icon-above-text", "one-column"]).default("icon-left"),
      items: z
        .array(
          z
            .object({
              icon: z.object({ url: MEDIA_URL, alt: text.optional() }).strict(),
              title: text,
              richText: html.optional(),
              target: CONTENT_URL.optional(),
            })
            .strict(),
        )
        .max(12)
        .default([]),
    }),
    experience: block("experience", {
      experienceId: z.string().regex(/^[A-Za-z0-9][\w-]{0,60}$/),
      baselines: children.default([]),
      variants: z
        .array(
          z
            .object({
              name: z.string().max(CONTENT_LIMITS.textMax),
              variantId: z.string().regex(/^[A-Za-z0-9][\w-]{0,60}$/),
              targets: children,
            })
            .strict(),
        )
        .max(10)
        .default([]),
      trackingEvent: z.string().max(100).optional(),
    }),
    filterBlock: block("filterBlock", {
      variant: z.enum(["bySku", "byCategory"]),
      filterBy: z
        .array(z.string().regex(/^[A-Z0-9]{4,11}$/))
        .max(100)
        .default([]),
      operator: z.enum(["IN", "NOT IN"]).default("IN"),
      components: children.default([]),
    }),
    dialog: block("dialog", {
      alignment: ALIGNMENT.optional(),
      mediaPosition: z.enum(["top", "body", "left-normal", "left-large"]).optional(),
      newsletterForm: child.optional(),
      playerSettings: z.object({ autoplay: z.boolean(), muted: z.boolean() }).strict().optional(),
      variant: z.enum(["default", "event-signup"]).optional(),
      eventSignup: child.optional(),
      blocks: children.optional(),
    }),
    espot: block("espot", {
      /** Where a category page shows it: above the grid, in the grid or below it. */
      placement: z.enum(["top", "grid", "bottom"]).default("top"),
      /**
       * In the grid: the cell it takes on the listing's first page (1 is the first tile's),
       * the tiles from there on moving one along; after the last tile on a shorter page.
       */
      gridPosition: z.number().int().min(1).max(48).default(5),
      components: children.default([]),
    }),
    ...documentShapes(text, children),
  };
}

/** The content types, as named in documents' `type`. */
export type ContentShapes = ReturnType<typeof contentShapes>;
export type ContentType = keyof ContentShapes;

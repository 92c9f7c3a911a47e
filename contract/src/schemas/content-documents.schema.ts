import { z } from "zod";
import { CONTENT_COMPONENTS, CONTENT_LIMITS } from "./content.values";
import { CONTENT_ID, CONTENT_URL, TARGET_ATTRIBUTE } from "./content-fields.schema";

/**
 * The documents of spec 001 §3 that are not display blocks but hold them (pages, the menu, the
 * footer, a category's or product's content, modals, components, the location selector), built
 * from the same parts as the blocks (content-blocks.schema.ts).
 */

/** A link: words, where it goes and in which window. */
export function contentLink<T extends z.ZodType>(text: T) {
  return z
    .object({
      id: z.string().max(CONTENT_LIMITS.idMax).optional(),
      text: text,
      url: CONTENT_URL,
      targetAttribute: TARGET_ATTRIBUTE.optional(),
    })
    .strict();
}

/** A document that is not a display block (a page, a menu item): an id and its own fields. */
export function contentDoc<K extends string, S extends z.ZodRawShape>(type: K, shape: S) {
  return z
    .object({
      type: z.literal(type),
      id: CONTENT_ID,
      name: z.string().max(CONTENT_LIMITS.textMax).optional(),
      ...shape,
    })
    .strict();
}

/** The page-level documents, from how text is held and what a child is. */
export function documentShapes<T extends z.ZodType, C extends z.ZodType>(
  text: T,
  children: z.ZodArray<C>,
) {
  const link = contentLink(text);
  const doc = contentDoc;
  return {
    modal: doc("modal", {
      /** `#modal-{modalId}` links open it. */
      modalId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      title: text,
      blocks: children.default([]),
    }),
    page: doc("page", {
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/),
      title: text,
      description: text.optional(),
      parentSlug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/)
        .optional(),
      blocks: children.default([]),
    }),
    categoryContent: doc("categoryContent", {
      categoryId: z.string().regex(/^\d{4,10}$/),
      blocks: children.default([]),
    }),
    productContent: doc("productContent", {
      /** A product or style id, or `default` for every product without its own. */
      productId: z.union([z.literal("default"), z.string().regex(/^[A-Z0-9]{8,11}$/)]),
      blocks: children.default([]),
    }),
    footer: doc("footer", {
      columns: z
        .array(z.object({ title: text, links: z.array(link).max(12) }).strict())
        .max(6)
        .default([]),
      social: z.array(link).max(8).default([]),
      legal: z.array(link).max(10).default([]),
      copyright: text.optional(),
      blocks: children.default([]),
    }),
    menu: doc("menu", { items: children.default([]) }),
    component: doc("component", {
      component: z.enum(CONTENT_COMPONENTS),
      title: text.optional(),
      links: z.array(link).max(30).default([]),
      blocks: children.default([]),
    }),
    locationSelector: doc("locationSelector", {
      title: text,
      intro: text.optional(),
      regions: z
        .array(
          z
            .object({
              name: text,
              siteIds: z.array(z.string().regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/)).max(20),
            })
            .strict(),
        )
        .max(10),
    }),
  };
}

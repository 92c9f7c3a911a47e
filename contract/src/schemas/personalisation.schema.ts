import { z } from "zod";
import { CHANNELS } from "../request-context";
import { endpoint } from "../endpoint";

/**
 * The personalisation decision call (000 §7, 001 §7, issue 29): the page sends what it knows of
 * the visit as events, in the shape of Monetate's Engine API, and the store's own engine answers
 * which variant of each experience the visitor sees and which rule chose it. Only with targeting
 * consent (C0004); without it the page makes no call and shows every baseline.
 */

/** The engine's visitor id: the store's `vuid_…` (or a Monetate id a brand already keeps). */
const MONETATE_ID = z.string().regex(/^[\w.-]{1,64}$/, "monetateId must be 1 to 64 id characters");
const TEXT = z.string().max(500);
const ID = z.string().min(1).max(64);

const CART_LINE = z.object({
  sku: ID,
  pid: ID,
  quantity: z.number().int().min(0).max(999_999),
  /** The line's value, as text in major units (`"59.90"`), as Monetate sends it. */
  value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, "value must look like 59.90"),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** The events of 000 §7, each by its Monetate type. */
export const PERSONALISATION_EVENT = z.discriminatedUnion("eventType", [
  z
    .object({
      eventType: z.literal("monetate:context:PageView"),
      pageType: z.string().min(1).max(40),
      path: z.string().max(2000),
      url: z.string().max(2000).optional(),
      categories: z.array(ID).max(20).optional(),
    })
    .strict(),
  z.object({ eventType: z.literal("monetate:decision:DecisionRequest"), requestId: ID }).strict(),
  z
    .object({
      eventType: z.literal("monetate:context:ScreenSize"),
      width: z.number().int().min(0).max(100_000),
      height: z.number().int().min(0).max(100_000),
    })
    .strict(),
  z
    .object({
      eventType: z.literal("monetate:context:Language"),
      language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "language must be a tag"),
    })
    .strict(),
  z.object({ eventType: z.literal("monetate:context:UserAgent"), userAgent: TEXT }).strict(),
  z
    .object({ eventType: z.literal("monetate:context:Referrer"), referrer: z.string().max(2000) })
    .strict(),
  z
    .object({
      eventType: z.literal("monetate:context:Coordinates"),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .strict(),
  z.object({ eventType: z.literal("monetate:context:SearchView"), searchTerm: TEXT }).strict(),
  z
    .object({
      eventType: z.literal("monetate:context:Cart"),
      cartLines: z.array(CART_LINE).max(200),
    })
    .strict(),
  z
    .object({
      eventType: z.literal("monetate:context:ProductDetailView"),
      products: z
        .array(z.object({ productId: ID, sku: ID.optional() }).strict())
        .min(1)
        .max(20),
    })
    .strict(),
  z
    .object({
      eventType: z.literal("monetate:context:Purchase"),
      purchaseId: ID,
      purchaseLines: z.array(CART_LINE).max(200),
    })
    .strict(),
]);
export type PersonalisationEvent = z.infer<typeof PERSONALISATION_EVENT>;

export const PERSONALISATION_BODY = z
  .object({
    /** The signed-in shopper's customer number, for their segments; absent for a guest. */
    customerId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
    channel: z.enum(CHANNELS).default("ECOMM"),
    monetateId: MONETATE_ID,
    events: z.array(PERSONALISATION_EVENT).min(1).max(30),
  })
  .strict();
export type PersonalisationBody = z.infer<typeof PERSONALISATION_BODY>;

/** Why an experience shows what it shows: the rule and the audiences that chose it. */
const EXPLANATION = z.object({
  /** `rule`: a delivery rule or experiment placed the visitor; `baseline`: none did. */
  by: z.enum(["rule", "baseline", "no-consent"]),
  ruleKey: z.string().nullable(),
  /** The audiences of that rule, by name (empty: everyone). */
  audiences: z.array(z.string()),
  /** The attributes and segments the rules were evaluated against. */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  segments: z.array(z.string()),
});

const DECISION = z.object({
  experienceId: z.string(),
  /** The variant shown, or null for the baseline. */
  variantId: z.string().nullable(),
  explanation: EXPLANATION,
});
export type PersonalisationDecision = z.infer<typeof DECISION>;

export const PERSONALISATION_ANSWER = z.object({
  data: z.object({
    responses: z.array(
      z.object({
        requestId: z.string(),
        actions: z.array(
          z.object({
            actionType: z.literal("ridgeline:action:ExperienceDecision"),
            component: z.string(),
            json: DECISION,
          }),
        ),
      }),
    ),
  }),
  meta: z.object({ code: z.literal(200), monetateId: z.string() }),
});
export type PersonalisationAnswer = z.infer<typeof PERSONALISATION_ANSWER>;

export const DECIDE_PERSONALISATION = endpoint({
  method: "POST",
  path: "/api/engine/v1/decide/:brand",
  tag: "personalisation",
  summary: "Which variant of each experience a visitor sees, and the rule that chose it",
  params: z.object({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/) }).strict(),
  body: PERSONALISATION_BODY,
  response: PERSONALISATION_ANSWER,
});

import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";

/** Subscription types and channels of spec 000 §3 "Subscription". */
export const SUBSCRIPTION_TYPES = ["Newsletter", "LoyaltyNewsletter", "Loyalty"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_CHANNELS = ["email", "sms"] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

export const SUBSCRIPTION_SCHEMA = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  /** True once the shopper is subscribed (after confirming, where double opt-in applies). */
  optin: z.boolean(),
  /** True where the site's country asks a confirmed opt-in; pending while optin is false. */
  doubleOptin: z.boolean(),
  /** ISO timestamps; optoutDate is null while subscribed. */
  optinDate: z.string().nullable(),
  optoutDate: z.string().nullable(),
  /** An e-mail address, or a phone as +dialCode+number. */
  recipient: z.string(),
  country: z.string(),
  region: z.string().nullable(),
});
export type Subscription = z.infer<typeof SUBSCRIPTION_SCHEMA>;

export const SUBSCRIPTION_LIST_SCHEMA = z.object({
  subscriptions: z.array(SUBSCRIPTION_SCHEMA),
});

// The recipient's format (e-mail, +dialCode+number) is checked by the service: AUT453 / VAL400.
const RECIPIENT = z.string().trim().min(1).max(254);

const uniqueKinds = (items: readonly { type: string; channel: string }[]) =>
  new Set(items.map((item) => `${item.type}/${item.channel}`)).size === items.length;

const requestList = <T extends z.ZodType<{ type: string; channel: string }>>(item: T) =>
  z
    .object({
      subscriptions: z
        .array(item)
        .min(1)
        .max(SUBSCRIPTION_TYPES.length * SUBSCRIPTION_CHANNELS.length)
        .refine(uniqueKinds, "subscriptions must name each type and channel once"),
    })
    .strict();

const SUBSCRIPTION_KEY = {
  type: z.enum(SUBSCRIPTION_TYPES),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  /** Needed the first time a type and channel is subscribed; kept afterwards. */
  recipient: RECIPIENT.optional(),
};

export const GET_SUBSCRIPTIONS = endpoint({
  method: "GET",
  path: "/consumers-v3/consumer/subscription",
  tag: "consumer",
  summary: "The signed-in shopper's newsletter, loyalty and SMS subscriptions",
  query: LOCALE_QUERY,
  response: SUBSCRIPTION_LIST_SCHEMA,
  requiresToken: true,
});

export const SUBSCRIBE = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/subscription",
  tag: "consumer",
  summary:
    "Opt in to subscriptions; where the site's country asks double opt-in, e-mail ones wait for the link sent",
  query: LOCALE_QUERY,
  body: requestList(z.object(SUBSCRIPTION_KEY).strict()),
  response: SUBSCRIPTION_LIST_SCHEMA,
  requiresToken: true,
});

export const UPDATE_SUBSCRIPTIONS = endpoint({
  method: "PUT",
  path: "/consumers-v3/consumer/subscription",
  tag: "consumer",
  summary: "Opt in or out of subscriptions; opting out keeps the subscription with its optoutDate",
  query: LOCALE_QUERY,
  body: requestList(z.object({ ...SUBSCRIPTION_KEY, optin: z.boolean() }).strict()),
  response: SUBSCRIPTION_LIST_SCHEMA,
  requiresToken: true,
});

export const CONFIRM_SUBSCRIPTION = endpoint({
  method: "POST",
  path: "/consumers-v3/confirmsubscription",
  tag: "consumer",
  summary:
    "Confirm a double opt-in with the token of the e-mailed link (single use, expires); no sign-in needed",
  query: LOCALE_QUERY,
  body: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "token is not valid") }).strict(),
  /** The subscriptions the link confirmed. */
  response: SUBSCRIPTION_LIST_SCHEMA,
});

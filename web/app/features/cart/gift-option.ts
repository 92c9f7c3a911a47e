/**
 * A bag line's gift option as its form sends it (000 §3 `giftOption`: to, email, message).
 * The cart API is the judge of what is valid (`GIFT_OPTION_INPUT`: `to` 1–60 characters,
 * `email` a valid address or none, `message` up to 250 characters, each trimmed); the page only
 * reads the form, sends it as the API takes it, and says a refusal next to the field it names.
 */

/** The fields of the gift form, as the API's VAL400 names them after `giftOption.`. */
export const GIFT_FIELDS = ["to", "email", "message"] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];

/** The longest message the API takes (the count the shopper sees counts down from it). */
export const GIFT_MESSAGE_MAX = 250;
/** The longest name for whom the gift is. */
export const GIFT_TO_MAX = 60;

/** What the shopper typed, kept as typed so a refused form comes back filled in. */
export interface GiftTyped {
  to: string;
  email: string;
  message: string;
}

/** The typed fields of a gift form (absent ones empty). */
export function giftTypedOf(form: FormData): GiftTyped {
  const field = (name: GiftField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { to: field("to"), email: field("email"), message: field("message") };
}

/**
 * The `giftOption` of `PUT …/item`: an empty e-mail is none (`null`: the field is optional,
 * and the API would refuse "" as not an address).
 */
export function giftOptionBody(typed: GiftTyped): {
  to: string;
  email: string | null;
  message: string;
} {
  const email = typed.email.trim();
  return { to: typed.to, email: email === "" ? null : email, message: typed.message };
}

/**
 * The gift field a refusal is about (VAL400 with `field` `giftOption.to`, `.email` or
 * `.message`), or null for any other refusal (shown under the form, not at a field).
 */
export function giftFieldOf(
  details: readonly { errorId: string; field?: string | undefined }[],
): GiftField | null {
  for (const detail of details) {
    if (detail.errorId !== "VAL400" || !detail.field?.startsWith("giftOption.")) continue;
    const name = detail.field.slice("giftOption.".length);
    const field = GIFT_FIELDS.find((known) => known === name);
    if (field) return field;
  }
  return null;
}

/** Characters the message may still take, counted as the API counts (trimmed). */
export function giftCharactersLeft(message: string): number {
  return GIFT_MESSAGE_MAX - message.trim().length;
}

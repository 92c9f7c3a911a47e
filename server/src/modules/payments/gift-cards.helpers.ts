import { cardDigits, giftCardProblem } from "./card-sandbox.helpers";

/** What a sandbox gift card does when its balance is asked (and, later, when it pays). */
export type GiftCardBehaviour =
  { kind: "balance"; balanceMinor: number } | { kind: "expired" } | { kind: "notAllowed" };

/**
 * The sandbox's issued gift cards (README "Payment sandbox"): a balance in the currency of the
 * site that asks (a sandbox has no currency of its own), none left, expired, or not for this
 * shop. Any other well-formed number was never issued. The PIN `0000` is the wrong PIN of every
 * card, so the wrong-PIN path can be tried.
 */
export const SANDBOX_GIFT_CARDS: Readonly<Record<string, GiftCardBehaviour>> = {
  "6036000000000005": { kind: "balance", balanceMinor: 10_000 },
  "6036000000000013": { kind: "balance", balanceMinor: 2_500 },
  "6036000000000021": { kind: "balance", balanceMinor: 0 },
  "6036000000000039": { kind: "expired" },
  "6036000000000047": { kind: "notAllowed" },
  // Two more with money on them, so a bag can hold the most cards it may (GFC410, decision 0068).
  "6036000000000062": { kind: "balance", balanceMinor: 5_000 },
  "6036000000000070": { kind: "balance", balanceMinor: 2_000 },
};

export const WRONG_PIN = "0000";

/** Why a gift card cannot be read, with the catalogue code and field the page shows it at. */
export interface GiftCardRefusal {
  code: "GFC400" | "GFC800" | "GFC760" | "GFC700" | "GFC812" | "GFC725";
  field: "number" | "pin";
  message: string;
}

/**
 * A gift card as the sandbox reads it: its balance, or why not. No number: GFC400. A number
 * that is not 16 digits passing the Luhn check, or a PIN that is not 4 to 8 digits: GFC800.
 * Never issued: GFC760. Wrong PIN: GFC700. Expired: GFC812. Not for this shop: GFC725.
 * Messages never repeat the number.
 */
export function readGiftCard(
  number: string,
  pin: string,
): { balanceMinor: number; lastFour: string } | GiftCardRefusal {
  if (number.trim() === "")
    return { code: "GFC400", field: "number", message: "Enter a gift card number." };
  const digits = cardDigits(number);
  const problem = giftCardProblem(number, pin);
  if (!digits || problem === "number")
    return { code: "GFC800", field: "number", message: "This gift card number is not valid." };
  if (problem === "pin")
    return { code: "GFC800", field: "pin", message: "The PIN has 4 to 8 digits." };
  const card = SANDBOX_GIFT_CARDS[digits];
  if (!card) return { code: "GFC760", field: "number", message: "We do not know this gift card." };
  if (pin === WRONG_PIN)
    return { code: "GFC700", field: "pin", message: "The number and PIN do not match." };
  if (card.kind === "expired")
    return { code: "GFC812", field: "number", message: "This gift card has expired." };
  if (card.kind === "notAllowed")
    return { code: "GFC725", field: "number", message: "This gift card cannot be used here." };
  return { balanceMinor: card.balanceMinor, lastFour: digits.slice(-4) };
}

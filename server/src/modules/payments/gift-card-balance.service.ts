import { toMajor, type Currency } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import { readGiftCard } from "./gift-cards.helpers";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Balance checks per network address: a shopper checks a few cards; guessing PINs of a found
 * number (4 to 8 digits) takes thousands. Wrong answers count as much as right ones.
 */
export const GIFT_CARD_BALANCE_LIMIT: RateRule = {
  name: "gift-card-balance-address",
  limit: 10,
  windowMs: HOUR_MS,
  message: "Too many gift card checks from this network. Please try again later.",
};

export interface GiftCardBalanceService {
  /** 000 §7 `giftcard/balance`: what is left on a card, in the site's currency (GFC codes). */
  balance(
    input: { number: string; pin: string },
    site: { currency: Currency },
    clientAddress: string,
  ): Promise<{ balance: number; currency: Currency; maskedNumber: string }>;
}

export function createGiftCardBalance(deps: { limits: RateLimits }): GiftCardBalanceService {
  return {
    async balance(input, site, clientAddress) {
      await deps.limits.check(GIFT_CARD_BALANCE_LIMIT, clientAddress);
      const card = readGiftCard(input.number, input.pin);
      if ("code" in card)
        throw new AppError(card.code, { field: card.field, message: card.message });
      return {
        balance: toMajor(card.balanceMinor, site.currency),
        currency: site.currency,
        maskedNumber: `•••• ${card.lastFour}`,
      };
    },
  };
}

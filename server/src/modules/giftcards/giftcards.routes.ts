import { GIFT_CARD_PRODUCT, MY_GIFT_CARDS, RESEND_GIFT_CARD_EMAIL } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { GiftCardsService } from "./giftcards.service";

/** 000 §7 resendGiftCardEmail and the account's list of the cards a shopper bought. */
export async function giftCardsRoutes(
  app: FastifyInstance,
  options: { giftCards: GiftCardsService },
): Promise<void> {
  const { giftCards } = options;
  registerEndpoint(app, RESEND_GIFT_CARD_EMAIL, async ({ body, scope }, reply) => {
    const shopper = scope.shopper;
    const registered = shopper && shopper.consumerType !== "GUEST" ? shopper.consumerNo : null;
    return giftCards.resend(
      { consumerNo: registered, email: body.email, st: body.st, clientAddress: reply.request.ip },
      { ...body, locale: scope.site.locale },
    );
  });
  registerEndpoint(app, GIFT_CARD_PRODUCT, async ({ scope }) =>
    giftCards.product(scope.site.currency),
  );
  registerEndpoint(app, MY_GIFT_CARDS, async ({ scope }) => ({
    cards: await giftCards.cardsOf(registeredShopper(scope).consumerNo),
  }));
}

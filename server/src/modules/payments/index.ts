/** The payments area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { admitFirst } from "../../platform/http/load-shedding.plugin";
import {
  createGiftCardBalance,
  type GiftCardBalanceService,
  type RedeemableGiftCard,
} from "./gift-card-balance.service";
import { paymentInstrumentsRoutes } from "./payment-instruments.routes";
import {
  createPaymentInstrumentsService,
  type PaymentInstrumentsService,
} from "./payment-instruments.service";
import { isProviderOutage, NO_FAULTS, ProviderOutageError } from "./payment-provider.helpers";
import { createPaymentProvider } from "./payment-provider.service";
import type { PaymentProvider, ProviderFaults } from "./payment-provider.types";
import { createPaymentSandbox, type PaymentSandbox } from "./payment-sandbox.service";
import { providerPagesRoutes } from "./provider-pages.routes";
import { cardFrameRoutes } from "./card-frame.routes";
import { createIssuedGiftCards, type IssuedGiftCardsService } from "./issued-gift-cards.service";

export type {
  AuthoriseInput,
  DeclineCode,
  PaymentProvider,
  ProviderFaults,
  ProviderMethod,
  ProviderPayment,
} from "./payment-provider.types";
export type { PaymentStatus } from "./payment-states.helpers";
export type {
  CardRecipient,
  GiftCardView,
  IssuedGiftCard,
  NewGiftCard,
} from "./issued-gift-cards.service";
export type {
  GiftCardBalanceService,
  IssuedGiftCardsService,
  PaymentInstrumentsService,
  PaymentSandbox,
  RedeemableGiftCard,
};
export { isProviderOutage, ProviderOutageError };
export { importSavedCardSeed } from "./saved-card.seed";

export interface PaymentsArea {
  /**
   * Gift card balances (000 §7 giftcard/balance), the sandbox's cards for now, with their
   * ledger: a bag reads and an order spends them (decision 0068).
   */
  giftCards: GiftCardBalanceService;
  /**
   * The gift cards the store sells (decision 0076): issued for an order's units, replaced on
   * a resend, blocked with a cancelled order. They pay through `giftCards` like any card.
   */
  issuedGiftCards: IssuedGiftCardsService;
  sandbox: PaymentSandbox;
  instruments: PaymentInstrumentsService;
  /** The built-in payment provider (docs/decisions/0065, 0066). */
  provider: PaymentProvider;
  /** The provider's faults, none by default; tests and benches set them on the fly. */
  providerFaults: ProviderFaults;
}

/** The built-in payment provider (sandbox) and a shopper's saved cards. */
export const paymentsArea = defineArea()({
  name: "payments",
  needs: {},
  create: ({ db, bot, limits, config }): PaymentsArea => {
    const sandbox = createPaymentSandbox({ db });
    const issuedGiftCards = createIssuedGiftCards({ db, key: config.giftCardSecret });
    const providerFaults: ProviderFaults = { ...NO_FAULTS };
    return {
      sandbox,
      provider: createPaymentProvider({ db, sandbox, faults: providerFaults }),
      providerFaults,
      giftCards: createGiftCardBalance({ db, limits, issued: issuedGiftCards }),
      issuedGiftCards,
      instruments: createPaymentInstrumentsService({
        db,
        sandbox,
        botVerifier: { verify: (response) => bot.verify(response, "saveCard") },
      }),
    };
  },
  jobs: ({ giftCards }, { config }) => [
    {
      name: "gift-card-pin-tries",
      // Tests forget when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : 60 * 60_000,
      alone: true,
      run: async () => {
        await giftCards.forgetSpentPinTries();
      },
    },
  ],
  routes: async (app, { instruments, provider, giftCards, sandbox }, { db, limits, config }) => {
    await paymentInstrumentsRoutes(app, { instruments, giftCards });
    // The provider's pages and the card frame finish a checkout already under way: a busy
    // server serves them first (decision 0080). The card frame shares the pages' form parser.
    await app.register(async (pages) => {
      admitFirst(pages);
      await providerPagesRoutes(pages, { db, provider });
      await cardFrameRoutes(pages, {
        sandbox,
        limits,
        tokensPerAddress: config.cardFrameTokensPerAddress,
      });
    });
  },
});

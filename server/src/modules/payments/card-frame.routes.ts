import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { allowSameOriginFraming } from "../../platform/http/security-headers";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import { cardDigits } from "./card-sandbox.helpers";
import {
  CARD_FRAME_CSS,
  CARD_FRAME_PATH,
  CARD_FRAME_SCRIPT,
  cardFramePage,
  cardHandBackPage,
  formOf,
  frameBasketId,
  frameReturnUrl,
  parseExpiry,
  problemOf,
  type CardFrameForm,
  type CardFrameProblem,
  type CardFrameToken,
} from "./card-frame.helpers";
import type { PaymentSandbox } from "./payment-sandbox.service";
import { languageOfPage, providerWords } from "./provider-pages.data";

function framePage(reply: FastifyReply, status: number, body: string): FastifyReply {
  allowSameOriginFraming(reply);
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(body);
}

/**
 * Cards one network address may type into the frame in 10 minutes (decision 0078): a shopper
 * types one or two; a script checking stolen numbers types hundreds.
 */
export const cardFrameLimit = (limit: number): RateRule => ({
  name: "card-frame-address",
  limit,
  windowMs: 10 * 60_000,
  message: "Too many cards were entered from this network. Please try again in a few minutes.",
});

async function tokenise(
  sandbox: PaymentSandbox,
  form: CardFrameForm,
  basketId: string,
): Promise<CardFrameToken> {
  const expiry = parseExpiry(form.expiry);
  const card = await sandbox.tokeniseCard(
    {
      number: form.number,
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
      securityCode: form.securityCode.trim(),
      holder: form.holder,
    },
    { basketId },
  );
  return {
    token: card.token,
    lastFour: card.lastFour,
    brand: card.brand,
    bin: (cardDigits(form.number) ?? "").slice(0, 6),
  };
}

/**
 * The card frame (decisions 0069, 0078): `GET /provider/v1/card-frame?basketId=…` (framable by
 * the store's own pages only), its script and stylesheet, and `POST /provider/v1/card-frame`,
 * limited per network address, which tokenises into the vault for the frame's bag and answers
 * JSON to the frame's script, or, from a page without JavaScript, a page that posts the token
 * back to the store's `returnUrl` (the frame again with the problem when the card is refused).
 */
export async function cardFrameRoutes(
  app: FastifyInstance,
  options: { sandbox: PaymentSandbox; limits: RateLimits; tokensPerAddress: number },
): Promise<void> {
  const { sandbox, limits } = options;
  const limit = cardFrameLimit(options.tokensPerAddress);
  app.get(`${CARD_FRAME_PATH}.js`, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(CARD_FRAME_SCRIPT),
  );
  app.get(`${CARD_FRAME_PATH}.css`, async (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(CARD_FRAME_CSS),
  );

  app.get<{ Querystring: { returnUrl?: string; basketId?: string; lang?: string } }>(
    CARD_FRAME_PATH,
    async (request, reply) => {
      const given = request.query.returnUrl;
      const returnUrl = given === undefined ? null : frameReturnUrl(given);
      // A frame serves one bag: its token pays for nothing else.
      const basketId = frameBasketId(request.query.basketId);
      if ((given !== undefined && returnUrl === null) || basketId === null) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
      }
      // The shopper's language: asked for, or the store page's that opened the frame.
      const words = providerWords(request.query.lang ?? languageOfPage(returnUrl));
      return framePage(reply, 200, cardFramePage({ returnUrl, basketId, words }));
    },
  );

  app.post<{ Body: unknown; Querystring: { lang?: string } }>(
    CARD_FRAME_PATH,
    async (request, reply) => {
      const form = formOf(request.body);
      const words = providerWords(request.query.lang);
      const wantsJson = request.headers["content-type"]?.startsWith("application/json") ?? false;
      const returnUrl = form.returnUrl === undefined ? null : frameReturnUrl(form.returnUrl);
      if (!wantsJson && returnUrl === null) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
      }
      try {
        await limits.check(limit, request.ip);
        if (form.basketId === null)
          throw new AppError("VAL400", {
            field: "basketId",
            message: "basketId: The card frame needs the bag it pays for.",
          });
        const card = await tokenise(sandbox, form, form.basketId);
        if (wantsJson) return reply.header("cache-control", "no-store").send(card);
        // The token is in the page's form only; the page's own address (the frame's path) holds
        // nothing of it, so its Referer and Origin may go back to the store as usual (the store
        // refuses a form posted without its origin).
        return framePage(reply, 200, cardHandBackPage(returnUrl ?? "/", card, words));
      } catch (error) {
        if (
          !(error instanceof AppError) ||
          !["VAL400", "FE309", "API429"].includes(error.errorId)
        ) {
          throw error;
        }
        const problem: CardFrameProblem =
          error.errorId === "API429" || error.field === "basketId"
            ? { errorId: error.errorId, field: "form", message: error.message }
            : problemOf(error, words);
        const status = error.errorId === "API429" ? 429 : 400;
        if (wantsJson) {
          return reply
            .code(status)
            .header("cache-control", "no-store")
            .send({ errorDetails: [problem] });
        }
        return framePage(
          reply,
          status,
          cardFramePage({
            returnUrl,
            basketId: form.basketId,
            words,
            values: { expiry: form.expiry, holder: form.holder },
            problem,
          }),
        );
      }
    },
  );
}

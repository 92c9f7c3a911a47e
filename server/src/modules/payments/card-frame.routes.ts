import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { allowSameOriginFraming } from "../../platform/http/security-headers";
import { cardDigits } from "./card-sandbox.helpers";
import {
  CARD_FRAME_CSS,
  CARD_FRAME_PATH,
  CARD_FRAME_SCRIPT,
  cardFramePage,
  formOf,
  frameReturnUrl,
  parseExpiry,
  problemOf,
  returnWithToken,
  type CardFrameForm,
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

async function tokenise(sandbox: PaymentSandbox, form: CardFrameForm): Promise<CardFrameToken> {
  const expiry = parseExpiry(form.expiry);
  const card = await sandbox.tokeniseCard({
    number: form.number,
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    securityCode: form.securityCode.trim(),
    holder: form.holder,
  });
  return {
    token: card.token,
    lastFour: card.lastFour,
    brand: card.brand,
    bin: (cardDigits(form.number) ?? "").slice(0, 6),
  };
}

/**
 * The card frame (decision 0069): `GET /provider/v1/card-frame` (framable by the store's own
 * pages only), its script and stylesheet, and `POST /provider/v1/card-frame`, which tokenises
 * into the vault and answers JSON to the frame's script, or, from a page without JavaScript,
 * a 303 back to the store's `returnUrl` with the token (the page again with the problem when
 * the card is refused).
 */
export async function cardFrameRoutes(
  app: FastifyInstance,
  options: { sandbox: PaymentSandbox },
): Promise<void> {
  const { sandbox } = options;
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

  app.get<{ Querystring: { returnUrl?: string; lang?: string } }>(
    CARD_FRAME_PATH,
    async (request, reply) => {
      const given = request.query.returnUrl;
      const returnUrl = given === undefined ? null : frameReturnUrl(given);
      if (given !== undefined && returnUrl === null) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
      }
      // The shopper's language: asked for, or the store page's that opened the frame.
      const words = providerWords(request.query.lang ?? languageOfPage(returnUrl));
      return framePage(reply, 200, cardFramePage({ returnUrl, words }));
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
        const card = await tokenise(sandbox, form);
        if (wantsJson) return reply.header("cache-control", "no-store").send(card);
        return reply
          .code(303)
          .header("location", returnWithToken(returnUrl ?? "/", card))
          .send();
      } catch (error) {
        if (!(error instanceof AppError) || !["VAL400", "FE309"].includes(error.errorId)) {
          throw error;
        }
        const problem = problemOf(error, words);
        if (wantsJson) {
          return reply
            .code(400)
            .header("cache-control", "no-store")
            .send({ errorDetails: [problem] });
        }
        return framePage(
          reply,
          400,
          cardFramePage({
            returnUrl,
            words,
            values: { expiry: form.expiry, holder: form.holder },
            problem,
          }),
        );
      }
    },
  );
}

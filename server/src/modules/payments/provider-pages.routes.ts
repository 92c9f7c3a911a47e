import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../platform/database/db.types";
import { PROVIDER_PATH } from "./payment-provider.service";
import type { PaymentProvider } from "./payment-provider.types";
import {
  approvalPage,
  backTo,
  challengePage,
  notFoundPage,
  PROVIDER_CSS,
} from "./provider-pages.helpers";
import { languageOfPage, providerWords } from "./provider-pages.data";
import { createProviderPages } from "./provider-pages.service";

type Form = Record<string, string | undefined>;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(body);
}

function badRequest(reply: FastifyReply): FastifyReply {
  return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
}

/**
 * The provider's pages under /provider/v1/: the 3-D Secure challenge (Complete / Fail) and the
 * Klarna and PayPal approval (Approve / Cancel). Each answers with a 303 to the store's
 * `returnUrl`, only ever a path of the store's own origin.
 */
export async function providerPagesRoutes(
  app: FastifyInstance,
  options: { db: Db; provider: PaymentProvider },
): Promise<void> {
  const pages = createProviderPages(options);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(`${PROVIDER_PATH}/provider.css`, async (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(PROVIDER_CSS),
  );
  app.get<{ Params: { paymentId: string }; Querystring: Form }>(
    `${PROVIDER_PATH}/threeds/:paymentId`,
    async (request, reply) => {
      const { paymentId } = request.params;
      const returnUrl = request.query.returnUrl;
      if (!backTo(returnUrl, {})) return badRequest(reply);
      const words = providerWords(languageOfPage(returnUrl));
      const payment = await pages.challenge(paymentId);
      if (!payment) return html(reply, 404, notFoundPage(words));
      return html(
        reply,
        200,
        challengePage(
          {
            paymentId,
            ...payment,
            action: `${PROVIDER_PATH}/threeds/${encodeURIComponent(paymentId)}`,
            returnUrl: String(returnUrl),
          },
          words,
        ),
      );
    },
  );

  app.post<{ Params: { paymentId: string }; Body: Form | undefined }>(
    `${PROVIDER_PATH}/threeds/:paymentId`,
    async (request, reply) => {
      const { paymentId } = request.params;
      const result = request.body?.result;
      if (result !== "Y" && result !== "N") return badRequest(reply);
      if (!backTo(request.body?.returnUrl, {})) return badRequest(reply);
      const outcome = await pages.answerChallenge(paymentId, result);
      if (!outcome) {
        return html(
          reply,
          404,
          notFoundPage(providerWords(languageOfPage(request.body?.returnUrl))),
        );
      }
      // The store's page sends the outcome on in its PATCH (threeDS2Result): the payment's
      // state after the answer, so a second, different answer does not contradict the first.
      const target = backTo(request.body?.returnUrl, { paymentId, threeDS2Result: outcome });
      return reply.code(303).header("location", target).send();
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    `${PROVIDER_PATH}/sessions/:sessionId`,
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = await pages.session(sessionId);
      if (!session) return html(reply, 404, notFoundPage(providerWords(null)));
      // The session keeps the store's page to come back to, which names the shopper's locale.
      const words = providerWords(languageOfPage(session.return_url));
      return html(
        reply,
        200,
        approvalPage(
          {
            method: session.method,
            amountMinor: session.amount_minor,
            currency: session.currency,
            action: `${PROVIDER_PATH}/sessions/${encodeURIComponent(sessionId)}`,
          },
          words,
        ),
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Form | undefined }>(
    `${PROVIDER_PATH}/sessions/:sessionId`,
    async (request, reply) => {
      const { sessionId } = request.params;
      const outcome = request.body?.outcome;
      if (outcome !== "approved" && outcome !== "cancelled") return badRequest(reply);
      const returnUrl = await pages.decideSession(sessionId, outcome);
      if (!returnUrl) return html(reply, 404, notFoundPage(providerWords(null)));
      const target = backTo(returnUrl, { sessionId, outcome });
      if (!target) return badRequest(reply);
      return reply.code(303).header("location", target).send();
    },
  );
}

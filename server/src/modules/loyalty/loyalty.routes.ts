import {
  GET_LOYALTY_VOUCHERS,
  GET_WELCOME_PROMO,
  LOYALTY_SOURCE_HEADER,
  LOYALTY_TOKEN,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { LoyaltyService } from "./loyalty.service";

const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The optional `source` header: absent, or a short marketing source name (else VAL400). */
function sourceHeader(value: string | string[] | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (typeof value !== "string" || !SOURCE_PATTERN.test(value.trim()))
    throw new AppError("VAL400", {
      field: LOYALTY_SOURCE_HEADER,
      message: "source: must be 1 to 40 letters, digits, - or _.",
    });
  return value.trim();
}

export async function loyaltyRoutes(
  app: FastifyInstance,
  options: { loyalty: LoyaltyService },
): Promise<void> {
  const { loyalty } = options;
  registerEndpoint(app, LOYALTY_TOKEN, async ({ body, scope }, reply) =>
    loyalty.loyaltyToken(scope, {
      usid: body?.usid,
      referralCode: body?.referralCode,
      source: sourceHeader(reply.request.headers[LOYALTY_SOURCE_HEADER]),
    }),
  );
  registerEndpoint(app, GET_LOYALTY_VOUCHERS, async ({ scope }) => loyalty.vouchers(scope));
  registerEndpoint(app, GET_WELCOME_PROMO, async ({ scope }) => loyalty.welcomePromo(scope));
}

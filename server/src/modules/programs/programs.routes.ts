import {
  ACCEPT_EMPLOYEE_TERMS,
  AGENT_LOGIN,
  AGENT_LOGOUT,
  GET_IN_STORE_SESSION,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { AssociatesService } from "./associates.service";
import {
  clearStoreSessionCookie,
  readStoreSessionToken,
  setStoreSessionCookie,
} from "./in-store-cookie.helpers";
import type { ProgramsService } from "./programs.service";

export async function programsRoutes(
  app: FastifyInstance,
  options: { programs: ProgramsService; associates: AssociatesService; cookieSecure: boolean },
): Promise<void> {
  const { programs, associates } = options;

  registerEndpoint(app, ACCEPT_EMPLOYEE_TERMS, async ({ scope }) => {
    const { acceptedAt } = await programs.acceptEmployeeTerms(registeredShopper(scope).consumerNo);
    return { isEmployeeDiscountTCAccepted: true as const, acceptedAt: acceptedAt.toISOString() };
  });

  registerEndpoint(app, AGENT_LOGIN, async ({ body }, reply) => {
    const session = await associates.login(body, reply.request.ip);
    setStoreSessionCookie(reply, session.storeSessionToken, options.cookieSecure);
    return session;
  });

  registerEndpoint(app, GET_IN_STORE_SESSION, async (_input, reply) => ({
    inStore: await associates.session(readStoreSessionToken(reply.request, options.cookieSecure)),
  }));

  registerEndpoint(app, AGENT_LOGOUT, async (_input, reply) => {
    await associates.logout(readStoreSessionToken(reply.request, options.cookieSecure));
    clearStoreSessionCookie(reply, options.cookieSecure);
    return { cleared: true as const };
  });
}

import { DATAFILE } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { verifyStaffToken } from "../../platform/security/staff-tokens";
import type { ExperimentsService } from "./experiments.service";
import { renderResultsPage } from "./results-page.helpers";

/** Where the operator's page lives, and the cookie its token is kept in meanwhile. */
export const RESULTS_PAGE_PATH = "/ops/experiments";
const TOKEN_COOKIE = "rl_operator";
const KEY = /^[\w.-]{1,255}$/;

/**
 * `GET /ops/experiments`: the operator's results page (issue 29). Behind an operator token:
 * the link `npm run experiments -- results-link` prints carries one, which the page exchanges
 * at once for an HttpOnly, SameSite=Strict cookie of this path (at most the token's hour) and
 * leaves the address; without a valid one it is a 401. Never kept by a browser or a proxy.
 */
export async function resultsPageRoutes(
  app: FastifyInstance,
  deps: { experiments: ExperimentsService; secret: string; sdkKey: string; secure: boolean },
): Promise<void> {
  const cookieName = deps.secure ? `__Secure-${TOKEN_COOKIE}` : TOKEN_COOKIE;
  const refuse = (reply: FastifyReply) =>
    reply
      .code(401)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Experiments</title><p>This page needs an operator link: run <code>npm run experiments -- results-link</code>.</p></html>',
      );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    RESULTS_PAGE_PATH,
    async (request, reply) => {
      const given = request.query["operatorToken"];
      if (typeof given === "string") {
        const claims = verifyStaffToken(deps.secret, given, "operator", null);
        if (!claims) return refuse(reply);
        const seconds = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
        const cookie = `${cookieName}=${given}; Max-Age=${seconds}; Path=${RESULTS_PAGE_PATH}; HttpOnly; SameSite=Strict${deps.secure ? "; Secure" : ""}`;
        return reply
          .code(303)
          .header("set-cookie", cookie)
          .header("cache-control", "no-store")
          .header("location", RESULTS_PAGE_PATH)
          .send();
      }
      if (!verifyStaffToken(deps.secret, request.cookies[cookieName], "operator", null))
        return refuse(reply);
      const latest = await deps.experiments.datafile(deps.sdkKey);
      const parsed = latest ? DATAFILE.safeParse(JSON.parse(latest.body)) : null;
      const experiments = parsed?.success
        ? [...parsed.data.experiments, ...parsed.data.groups.flatMap((group) => group.experiments)]
        : [];
      const asked = request.query["experiment"];
      const chosen =
        experiments.find((experiment) => experiment.key === asked) ??
        (typeof asked === "string" && KEY.test(asked) ? undefined : experiments[0]);
      const selected = chosen ? await deps.experiments.results(deps.sdkKey, chosen.key) : null;
      return reply
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex")
        .type("text/html; charset=utf-8")
        .send(
          renderResultsPage(
            {
              sdkKey: deps.sdkKey,
              experiments: experiments.map(({ key, status }) => ({ key, status })),
              selected,
            },
            reply.cspNonce().style,
          ),
        );
    },
  );
}

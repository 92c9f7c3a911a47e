import { DATAFILE } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { verifyStaffToken } from "../../platform/security/staff-tokens";
import { checkedDatafile, type ExperimentsService } from "./experiments.service";
import { renderResultsPage, type PageNotice } from "./results-page.helpers";

/** Where the operator's page lives, and the cookie its token is kept in meanwhile. */
export const RESULTS_PAGE_PATH = "/ops/experiments";
const TOKEN_COOKIE = "rl_operator";
const KEY = /^[\w.-]{1,255}$/;
/** A datafile pasted into the page's form: the largest the store takes. */
const FORM_LIMIT_BYTES = 1024 * 1024;
/** What a finished action says after its redirect (fixed texts: the address carries a code). */
const DONE = /^(?:published-\d{1,9}|paused|resumed)$/;

function doneNotice(done: unknown): PageNotice | null {
  if (typeof done !== "string" || !DONE.test(done)) return null;
  if (done === "paused")
    return { kind: "ok", text: "Paused. Visitors see the flag's other rules." };
  if (done === "resumed") return { kind: "ok", text: "Running again." };
  return { kind: "ok", text: `Published as revision ${done.slice("published-".length)}.` };
}

/**
 * `GET /ops/experiments`: the operator's results page (issue 29). Behind an operator token:
 * the link `npm run experiments -- results-link` prints carries one, which the page exchanges
 * at once for an HttpOnly, SameSite=Strict cookie of this path (at most the token's hour) and
 * leaves the address; without a valid one it is a 401. Never kept by a browser or a proxy.
 * The operator may also pause and resume the experiment shown, and check or publish a datafile
 * pasted into the page: form posts to paths under the page, which carry the cookie only from the
 * page itself (SameSite=Strict), and are refused from another origin.
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

  /** The operator the page's cookie names, or null. */
  const operator = (request: FastifyRequest) =>
    verifyStaffToken(deps.secret, request.cookies[cookieName], "operator", null)?.sub ?? null;

  async function show(
    reply: FastifyReply,
    asked: unknown,
    notice: PageNotice | null,
    pasted: string | null,
    code = 200,
  ): Promise<FastifyReply> {
    const latest = await deps.experiments.datafile(deps.sdkKey);
    const parsed = latest ? DATAFILE.safeParse(JSON.parse(latest.body)) : null;
    const experiments = parsed?.success
      ? [...parsed.data.experiments, ...parsed.data.groups.flatMap((group) => group.experiments)]
      : [];
    const chosen =
      experiments.find((experiment) => experiment.key === asked) ??
      (typeof asked === "string" && KEY.test(asked) ? undefined : experiments[0]);
    const selected = chosen ? await deps.experiments.results(deps.sdkKey, chosen.key) : null;
    return reply
      .code(code)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(
        renderResultsPage(
          {
            sdkKey: deps.sdkKey,
            experiments: experiments.map(({ key, status }) => ({ key, status })),
            selected,
            revision: latest?.revision ?? null,
            notice,
            pasted,
            action: RESULTS_PAGE_PATH,
          },
          reply.cspNonce().style,
        ),
      );
  }

  /** A form post's operator: only from this page's origin, with the page's cookie. */
  function poster(request: FastifyRequest): string | null {
    const origin = request.headers.origin;
    // The host alone: behind a proxy ending TLS the page's scheme is not the request's.
    if (origin !== undefined && URL.parse(origin)?.host !== request.host)
      throw new AppError("API403");
    return operator(request);
  }

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
      if (!operator(request)) return refuse(reply);
      return show(reply, request.query["experiment"], doneNotice(request.query["done"]), null);
    },
  );

  await app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const fields = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

    forms.post(`${RESULTS_PAGE_PATH}/status`, async (request, reply) => {
      const by = poster(request);
      if (!by) return refuse(reply);
      const { experiment, status } = fields(request);
      if (typeof experiment !== "string" || (status !== "Paused" && status !== "Running"))
        return show(
          reply,
          experiment,
          { kind: "alarm", text: "Choose an experiment and Pause or Resume." },
          null,
          400,
        );
      try {
        await deps.experiments.setStatus(deps.sdkKey, experiment, status, by);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return show(reply, experiment, { kind: "alarm", text: error.message }, null, error.status);
      }
      const done = status === "Paused" ? "paused" : "resumed";
      return reply
        .code(303)
        .header("cache-control", "no-store")
        .header(
          "location",
          `${RESULTS_PAGE_PATH}?experiment=${encodeURIComponent(experiment)}&done=${done}`,
        )
        .send();
    });

    forms.post(`${RESULTS_PAGE_PATH}/datafile`, async (request, reply) => {
      const by = poster(request);
      if (!by) return refuse(reply);
      const { datafile, intent } = fields(request);
      const pasted = typeof datafile === "string" ? datafile : "";
      let parsed: unknown;
      try {
        parsed = JSON.parse(pasted);
      } catch (error) {
        const why = error instanceof Error ? error.message : "not JSON";
        const text = `The datafile is not JSON: ${why}`;
        return show(reply, null, { kind: "alarm", text }, pasted, 400);
      }
      try {
        if (intent === "publish") {
          const published = await deps.experiments.publish(deps.sdkKey, parsed, by);
          return reply
            .code(303)
            .header("cache-control", "no-store")
            .header("location", `${RESULTS_PAGE_PATH}?done=published-${published.revision}`)
            .send();
        }
        checkedDatafile(parsed);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return show(reply, null, { kind: "alarm", text: error.message }, pasted, error.status);
      }
      const text = "The datafile is valid. Publish it to make it the next revision.";
      return show(reply, null, { kind: "ok", text }, pasted);
    });
  });
}

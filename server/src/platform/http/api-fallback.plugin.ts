import { isApiPath } from "@ridgeline/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors/app-error";

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a request no route took: API404, or API405 with `Allow` when the path exists. */
    rejectUnrouted(request: FastifyRequest, reply: FastifyReply): never;
  }
}

function toPattern(url: string): RegExp {
  const source = url
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  // Exact, like Fastify's router: `/fapi/sites/` is not `/fapi/sites`, so it is API404, not API405.
  return new RegExp(`^${source}$`);
}

/**
 * Fastify answers an unknown method with 404; the spec distinguishes API404 from API405, so
 * the API's routes are remembered as they are registered and unrouted requests checked against them.
 */
export const apiFallbackPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: KnownRoute[] = [];
    app.addHook("onRoute", (route) => {
      if (!isApiPath(route.url)) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      routes.push({ methods, pattern: toPattern(route.url) });
    });

    app.decorate("rejectUnrouted", (request: FastifyRequest, reply: FastifyReply): never => {
      const path = request.url.split("?")[0] ?? "/";
      const allowed = [
        ...new Set(
          routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods),
        ),
      ];
      // An allowed method that still reached us was refused by the router (a parameter over
      // its length limit): that is no resource, not a wrong method.
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header("allow", allowed.join(", "));
        throw new AppError("API405", {
          message: `${request.method} is not allowed here; use ${allowed.join(" or ")}.`,
        });
      }
      throw new AppError("API404", { message: `No API resource at ${path}.` });
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url.split("?")[0] ?? "/")) app.rejectUnrouted(request, reply);
      return reply.code(404).type("text/plain").send("Not found");
    });
  },
  { name: "api-fallback" },
);

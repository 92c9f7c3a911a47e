import { GET_SEGMENT_PASS, SEGMENT_PASS_SECONDS, type SegmentId } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import { signSegmentPass } from "../../platform/security/segment-pass";
import type { AudienceSegments } from "./audience-query.helpers";
import type { AudienceData } from "./audience-data.service";

/**
 * `GET /consumers-v3/consumer/segments`: the signed-in shopper's own segments and a pass the
 * store signs for them, which the page server keeps for the decision point (issue 29).
 */
export function segmentPassRoutes(
  app: FastifyInstance,
  deps: { segments: AudienceSegments; audiences: AudienceData; secret: string },
): void {
  registerEndpoint(app, GET_SEGMENT_PASS, async ({ scope, query }) => {
    const { consumerNo } = registeredShopper(scope);
    const held = await deps.segments.qualified(consumerNo);
    if (!held) throw new AppError("AUT432", { message: "Sign in to use this." });
    const segments = [...held] as SegmentId[];
    const visitor = query.visitor ?? null;
    if (visitor) await deps.audiences.link(visitor, consumerNo);
    return {
      segments,
      pass: signSegmentPass(deps.secret, consumerNo, segments, Date.now(), visitor),
      maxAge: SEGMENT_PASS_SECONDS,
    };
  });
}

import { z } from "zod";
import { endpoint } from "../endpoint";

export const CONSUMER_TYPES = ["GUEST", "REGISTERED", "EMPLOYEE"] as const;

/** A basket, favourites list or order id as the API hands them out. */
const OBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const TOKEN_REQUEST_SCHEMA = z
  .object({
    grantType: z.enum(["Guest", "Registered", "RefreshToken"]),
    authorizationCode: z.string().min(1).max(512).optional(),
    codeVerifier: z
      .string()
      .min(43)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/, "must use only the PKCE verifier characters")
      .optional(),
    /** For RefreshToken; the httpOnly cookie is read when the body has none. */
    refreshToken: z.string().min(20).max(200).optional(),
    /** The guest's own objects to carry into the shopper's (decision 0050). */
    guestObjects: z
      .object({
        basketId: z.string().regex(OBJECT_ID, "must be a basket id").optional(),
        favoriteId: z.string().regex(OBJECT_ID, "must be a favourites list id").optional(),
      })
      .strict()
      .optional(),
    /** A guest order to attach to the shopper, with its security token `st`. */
    orderNo: z.string().regex(OBJECT_ID, "must be an order number").optional(),
    st: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{8,128}$/, "must be the order's security token")
      .optional(),
    /** The exchange right after a sign-in: the answer names the shopper's bag and favourites. */
    action: z.literal("postLogin").optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.orderNo === undefined) !== (body.st === undefined)) {
      const field = body.orderNo === undefined ? "orderNo" : "st";
      ctx.addIssue({ code: "custom", path: [field], message: "orderNo and st go together" });
    }
    if (body.grantType !== "Registered") {
      for (const field of ["guestObjects", "orderNo", "st", "action"] as const) {
        if (body[field] !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `${field} is only for a Registered sign-in`,
          });
        }
      }
      return;
    }
    for (const field of ["authorizationCode", "codeVerifier"] as const) {
      if (!body[field]) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} is required for Registered`,
        });
      }
    }
  });

export type TokenRequest = z.output<typeof TOKEN_REQUEST_SCHEMA>;

export const TOKEN_RESPONSE_SCHEMA = z.object({
  accessToken: z.string(),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number().int(),
  consumerNo: z.string(),
  consumerType: z.enum(CONSUMER_TYPES),
  memberId: z.string().nullable(),
  refreshToken: z.string().nullable(),
  basketId: z.string().nullable(),
  favorites: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
export type TokenResponse = z.infer<typeof TOKEN_RESPONSE_SCHEMA>;

export const ISSUE_TOKEN = endpoint({
  method: "POST",
  path: "/token/v2/auth/token",
  tag: "identity",
  summary: "Issue a guest token, or exchange a sign-in authorization code for a registered one",
  body: TOKEN_REQUEST_SCHEMA,
  response: TOKEN_RESPONSE_SCHEMA,
});

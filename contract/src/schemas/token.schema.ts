import { z } from "zod";
import { endpoint } from "../endpoint";

export const CONSUMER_TYPES = ["GUEST", "REGISTERED", "EMPLOYEE"] as const;

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
    guestObjects: z
      .object({
        basketId: z.string().max(64).optional(),
        favoriteId: z.string().max(64).optional(),
      })
      .optional(),
    orderNo: z.string().max(64).optional(),
    st: z.string().max(64).optional(),
    action: z.literal("postLogin").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.grantType !== "Registered") return;
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

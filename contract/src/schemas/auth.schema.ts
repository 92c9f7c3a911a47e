import { z } from "zod";
import { endpoint, LOCALE_QUERY } from "../endpoint";
export * from "./auth.values";

/** Letters (any script), spaces, comma, period, apostrophe, backtick, hyphen (000 §5). */
export const NAME_PATTERN = /^[\p{L}][\p{L} ,.'`-]*$/u;
/** A PKCE S256 challenge: base64url of a SHA-256 digest, 43 characters. */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Passwords longer than this are refused before hashing (a hash-cost denial of service). */
export const MAX_PASSWORD_LENGTH = 128;

const name = z.string().trim().min(1).max(30);

/** The sign-up's consents (000 §3 sign-up payload); an enrolment completion sends them too. */
export const SIGN_UP_CONSENTS = z.object({
  newsletterConsent: z.boolean().optional(),
  loyaltyConsent: z.boolean().optional(),
  smsNotificationConsent: z.boolean().optional(),
  loyaltyEnrollment: z.boolean().optional(),
  loyaltyNewsletterConsent: z.boolean().optional(),
});

export const SIGN_UP_BODY = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  birthDate: z.string().max(10).optional(),
  phone: z.string().max(20).optional(),
  postalCode: z.string().trim().max(12).optional(),
  gender: z.enum(["F", "M", "X"]).optional(),
  isTermsConfirmed: z.boolean(),
  isTemporaryPassword: z.boolean().optional(),
  subscriptions: SIGN_UP_CONSENTS.optional(),
  source: z
    .object({
      store: z.string().max(12).optional(),
      acquisitionType: z.string().max(40).optional(),
      campaignName: z.string().max(80).optional(),
    })
    .optional(),
  recaptcha_response: z.string().max(2048).optional(),
});
export type SignUpBody = z.output<typeof SIGN_UP_BODY>;

export const SIGN_UP_RESPONSE = z.object({
  consumerNo: z.string(),
  email: z.string(),
  firstName: z.string(),
  accountCreated: z.literal(true),
});

export const SIGN_UP = endpoint({
  method: "POST",
  path: "/consumers-v3/auth/signup",
  tag: "identity",
  summary: "Create a shopper account (then sign in to get a token)",
  status: 201,
  // The site (its country's rules, its language) comes from the locale.
  query: LOCALE_QUERY,
  body: SIGN_UP_BODY,
  response: SIGN_UP_RESPONSE,
});

export const SIGN_IN = endpoint({
  method: "POST",
  path: "/consumers-v3/auth/signin",
  tag: "identity",
  summary: "Check a shopper's credentials; answers a single-use authorization code (PKCE)",
  body: z.object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    codeChallenge: z.string().regex(CODE_CHALLENGE_PATTERN, "must be a base64url S256 challenge"),
    recaptcha_response: z.string().max(2048).optional(),
  }),
  response: z.object({
    authorizationCode: z.string(),
    expiresIn: z.number().int(),
  }),
});

export const SIGN_OUT = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/auth/signout",
  tag: "identity",
  summary: "Revoke the shopper's refresh token chain and its access tokens",
  requiresToken: true,
  body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
  response: z.object({ signedOut: z.literal(true) }),
});

export const BOT_ACTIONS = [
  "login",
  "register",
  "placeOrder",
  "saveCard",
  // A guest's vote or flag on a review or answer (decision 0036).
  "vote",
  "flag",
  // A contact-us case (issue 14 point 7, decision 0073).
  "contactUs",
] as const;

export const GET_BOT_CHALLENGE = endpoint({
  method: "GET",
  path: "/consumers-v3/auth/challenge",
  tag: "identity",
  summary: "A proof-of-work challenge for the bot check; its answer goes in recaptcha_response",
  query: z.object({ action: z.enum(BOT_ACTIONS) }),
  response: z.object({
    challenge: z.string(),
    difficulty: z.number().int(),
    expiresIn: z.number().int(),
  }),
});

const NEW_PASSWORD = {
  newPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  /** When sent, must equal newPassword (FE340). */
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
};

export const CHANGE_PASSWORD = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/changepassword",
  tag: "identity",
  summary: "Change the signed-in shopper's password (other sessions are signed out)",
  requiresToken: true,
  body: z.object({ currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH), ...NEW_PASSWORD }),
  response: z.object({ passwordChanged: z.literal(true) }),
});

export const REQUEST_PASSWORD_RESET = endpoint({
  method: "POST",
  path: "/consumers-v3/consumer/resetpassword",
  tag: "identity",
  summary:
    "Send a single-use reset link to an account's e-mail; answers the same whether or not it exists",
  query: LOCALE_QUERY,
  body: z.object({ email: z.string().trim().min(1).max(100) }),
  response: z.object({ sent: z.literal(true) }),
});

export const CONFIRM_PASSWORD_RESET = endpoint({
  method: "POST",
  path: "/consumers-v3/confirmforgotpassword",
  tag: "identity",
  summary: "Set a new password with a reset link's token (AUT402 when expired or used)",
  body: z.object({ token: z.string().min(20).max(200), ...NEW_PASSWORD }),
  response: z.object({ passwordChanged: z.literal(true) }),
});

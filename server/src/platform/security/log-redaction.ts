// Link secrets never reach a log line (issue 26 point 9, decision 0077). A link that carries its
// own proof (a confirmation's `st`, a label's `key`, a reset's `token` …) is as good as a password
// to whoever reads it, and request URLs are logged with every request, so every line the server's
// logger writes passes through `redactSecrets` on its way out, whatever field the URL sits in.

/**
 * The query parameters that carry a secret or a shopper's address, kept in this one place:
 * a link that gains another secret parameter adds its name here (the log test walks this list).
 */
export const SECRET_QUERY_PARAMS = [
  // order confirmation and the order's own links (the order's secret)
  "st",
  // a return label's link
  "key",
  // password reset, subscription opt-in and other mailed links
  "token",
  // the sign-in's code and its verifier, OAuth style
  "code",
  "codeVerifier",
  "code_verifier",
  "authorizationCode",
  // tokens a client might put in a query by mistake
  "accessToken",
  "access_token",
  "refreshToken",
  "refresh_token",
  // the payment provider's session and card tokens on its return pages
  "sessionId",
  "sessionID",
  "cardToken",
  "pin",
  "password",
  // a shopper's address is personal data, not for logs either
  "email",
] as const;

export const REDACTED = "[REDACTED]";

const names = SECRET_QUERY_PARAMS.map((name) => name.replace(/[^A-Za-z0-9_]/g, "")).join("|");

/**
 * A parameter in plain form (`?st=…`, `&key=…`) or percent-encoded inside another parameter
 * (`next=%2Fx%3Fst%3D…`, once or twice encoded). The value runs to the next separator, quote,
 * space or backslash (the end of a JSON string).
 */
const PLAIN = new RegExp(`([?&;](?:${names}))=[^&#;"'\\s\\\\<>]*`, "gi");
const ENCODED = new RegExp(
  `((?:%(?:25)?3F|%(?:25)?26)(?:${names}))%(?:25)?3D(?:(?!%(?:25)?26)[^&#;"'\\s\\\\<>])*`,
  "gi",
);

/** The text with the value of every secret query parameter replaced by `[REDACTED]`. */
export function redactSecrets(text: string): string {
  if (!text.includes("=") && !/%(?:25)?3D/i.test(text)) return text;
  return text.replace(PLAIN, `$1=${REDACTED}`).replace(ENCODED, `$1%3D${REDACTED}`);
}

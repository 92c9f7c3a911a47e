import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PREVIEW_TOKEN_MAX_SECONDS } from "@ridgeline/contract";
import { readClaims, signClaims } from "./signed-claims";

/**
 * Tokens the store's staff hold (decisions 0093, 0104): `preview` lets its holder see one
 * site's drafts and schedules in preview mode; `editor` lets the content command save, publish,
 * schedule and roll back on a running store; `operator` lets the experiments command and page
 * publish, pause and read results. Signed with the content secret (HMAC-SHA256), at most an
 * hour long, naming the person (who publishes is recorded). Never a shared secret in a URL: a
 * preview link carries a token that expires and is bound to its site.
 */
export interface StaffClaims {
  kind: "preview" | "editor" | "operator";
  /** The site a preview token is bound to; `*` for an editor's or operator's (every site). */
  site: string;
  /** Who: the editor's name, recorded with what they publish. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Staff tokens keep the purpose they were first signed with (decision 0093). */
const PURPOSE = "content";

export function signStaffToken(
  secret: string,
  claims: Omit<StaffClaims, "exp">,
  seconds: number,
  now = Date.now(),
): string {
  return signClaims(secret, PURPOSE, claims, seconds, PREVIEW_TOKEN_MAX_SECONDS, now);
}

/** The claims of a valid, unexpired token of `kind` (for `site`), else null. */
export function verifyStaffToken(
  secret: string,
  token: string | undefined | null,
  kind: StaffClaims["kind"],
  site: string | null,
  now = Date.now(),
): StaffClaims | null {
  const claims = readClaims(secret, PURPOSE, token, PREVIEW_TOKEN_MAX_SECONDS, now);
  if (!claims) return null;
  const { kind: k, site: s, sub, exp } = claims;
  if (k !== kind || typeof s !== "string" || typeof sub !== "string") return null;
  if (site !== null && s !== "*" && s !== site) return null;
  return { kind, site: s, sub, exp };
}

/**
 * The content secret: the configured one, or (outside production) a random one kept in the
 * data directory with owner-only permissions, so the store and the content command on the same
 * machine agree without anyone choosing a password. Tests use a fixed one.
 */
export function contentSecret(config: {
  env: string;
  contentSecret: string | null;
  dataDir: string;
}): string {
  if (config.contentSecret) return config.contentSecret;
  if (config.env === "test") return "ridgeline-test-content-secret-0123456789abcdef";
  if (config.env === "production")
    throw new Error("CONTENT_SECRET or BOT_SECRET is required in production");
  const file = join(config.dataDir, "content-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

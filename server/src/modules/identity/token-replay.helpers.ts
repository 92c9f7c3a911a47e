import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { TOKEN_RESPONSE_SCHEMA, type TokenResponse } from "@ridgeline/contract";

/** How long a spent sign-in code still answers its own verifier with the first answer. */
export const TOKEN_REPLAY_SECONDS = 30;

const INFO = Buffer.from("ridgeline token-exchange replay v1");

/**
 * The sealing key: HKDF-SHA256 of the PKCE verifier, salted with the code's hash. The database
 * holds only the verifier's SHA-256 (the challenge), from which this key cannot be found.
 */
function replayKey(codeVerifier: string, codeHash: string): Buffer {
  return Buffer.from(hkdfSync("sha256", codeVerifier, codeHash, INFO, 32));
}

/** The token answer sealed with AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function sealAnswer(answer: TokenResponse, codeVerifier: string, codeHash: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", replayKey(codeVerifier, codeHash), iv);
  cipher.setAAD(Buffer.from(codeHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The sealed answer, or null when this verifier does not open it (GCM's tag fails). */
export function openAnswer(
  sealed: string,
  codeVerifier: string,
  codeHash: string,
): TokenResponse | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", replayKey(codeVerifier, codeHash), iv);
    decipher.setAAD(Buffer.from(codeHash));
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    return TOKEN_RESPONSE_SCHEMA.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt cost: OWASP's N=2^17, r=8, p=1 in production (128 MiB, ~0.3 s on this machine). */
export interface PasswordCost {
  logN: number;
  r: number;
  p: number;
}
export const PRODUCTION_COST: PasswordCost = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, or Node refuses the parameters.
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A salted scrypt hash that carries its own parameters: "scrypt$logN$r$p$salt$hash". */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.logN,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when the password matches; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![cost.logN, cost.r, cost.p].every(Number.isInteger) || cost.logN > 20) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with a lower cost than `cost` (rehash at next sign-in). */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const [, logN, r, p] = stored.split("$");
  return Number(logN) !== cost.logN || Number(r) !== cost.r || Number(p) !== cost.p;
}
